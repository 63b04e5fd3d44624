import Foundation
import Testing

@testable import ServerSupport

@Suite("UUID.random: version 4 ids from the system's secure generator")
struct RandomUUIDTests {
    @Test("every id is version 4 with the RFC 4122 variant, reads back from its text, and none repeats")
    func versionFour() {
        // When 2,000 ids are made
        let ids = (0..<2_000).map { _ in UUID.random() }

        // Then each is version 4 of the RFC's variant and reads back from its text, and all differ
        for id in ids {
            let text = id.uuidString
            #expect(Array(text)[14] == "4")
            #expect(["8", "9", "A", "B"].contains(Array(text)[19]))
            #expect(UUID(uuidString: text) == id)
        }
        #expect(Set(ids).count == ids.count)
    }
}
