import Foundation
import MyBizAPI
import Testing

@testable import MyBizServer

@Suite("AnnouncementsView: which announcements are New")
struct AnnouncementsViewTests {
    static let now = Date(timeIntervalSince1970: 1_795_339_800)

    static func published(_ offset: TimeInterval?) -> Announcement {
        Announcement(id: UUID(), message: "Cake at three.", publishedAt: offset.map { now.addingTimeInterval($0) })
    }

    @Test(
        "Given when the reader last looked, then New is what was published since, up to now, and nothing dated later",
        arguments: [
            (-60.0, -3_600.0, true), (-7_200.0, -3_600.0, false), (-60.0, nil, true), (3_600.0, -3_600.0, false),
            (3_600.0, nil, false), (nil, nil, false), (0.0, -1.0, true),
        ] as [(TimeInterval?, TimeInterval?, Bool)])
    func isNew(published: TimeInterval?, seen: TimeInterval?, isNew: Bool) {
        let seenAt = seen.map { Self.now.addingTimeInterval($0) }
        #expect(AnnouncementsView.isNew(Self.published(published), seenAt: seenAt, now: Self.now) == isNew)
    }
}
