import Foundation
import Testing

@testable import ServerSecurity

@Suite("UUID.uppercaseText: uuidString without sprintf")
struct UUIDTextTests {
    @Test("the text is uuidString's for random ids and for all-zero and all-one bytes")
    func sameAsUUIDString() {
        // Given ids of every kind, When written, Then the text is uuidString's
        let edges = [
            UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
            UUID(uuidString: "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF")!,
        ]
        for id in edges + (0..<2_000).map({ _ in UUID() }) {
            #expect(id.uppercaseText == id.uuidString)
        }
    }
}
