import Foundation
import Testing

@testable import ServerSupport

@Suite("UUID.random: version 4 ids from the system's secure generator")
struct RandomUUIDTests {
    @Test("every id is version 4 with the RFC 4122 variant, reads back from its text, and none repeats")
    func versionFour() {
        let ids = (0..<10_000).map { _ in UUID.random() }
        for id in ids {
            let text = id.uuidString
            #expect(Array(text)[14] == "4")
            #expect(["8", "9", "A", "B"].contains(Array(text)[19]))
            #expect(UUID(uuidString: text) == id)
        }
        #expect(Set(ids).count == ids.count)
    }
}

@Suite("UUID.uppercaseText: uuidString without sprintf")
struct UUIDTextTests {
    @Test("the text is uuidString's for random ids and for all-zero and all-one bytes")
    func sameAsUUIDString() {
        let edges = [
            UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
            UUID(uuidString: "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF")!,
        ]
        for id in edges + (0..<10_000).map({ _ in UUID() }) {
            #expect(id.uppercaseText == id.uuidString)
        }
    }
}
