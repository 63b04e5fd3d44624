import Foundation

/// The Announcements screen.
struct AnnouncementsView {
    let frame: AppFrame
    let announcements: [String]
    let isEmpty: Bool
}
