import Foundation
import Testing

@testable import ServerSecurity

@Suite("UUID.random: version 4 ids from the system's secure generator")
struct RandomUUIDTests {
    @Test(
        "every id, made one at a time or as a batch, is version 4 with the RFC 4122 variant, reads back from its text, and none repeats",
        arguments: [false, true])
    func versionFour(asBatch: Bool) {
        // When 2,000 ids are made
        let ids =
            asBatch ? UUID.random(count: 1_000) + UUID.random(count: 1_000) : (0..<2_000).map { _ in UUID.random() }
        #expect(ids.count == 2_000)

        // Then each is version 4 of the RFC's variant and reads back from its text, and all differ
        for id in ids {
            let text = id.uuidString
            #expect(Array(text)[14] == "4")
            #expect(["8", "9", "A", "B"].contains(Array(text)[19]))
            #expect(UUID(uuidString: text) == id)
        }
        #expect(Set(ids).count == ids.count)
    }

    @Test("a batch of none is empty, and ids are not all alike in any byte: the bytes are random throughout")
    func batchBytesVary() {
        #expect(UUID.random(count: 0).isEmpty)
        let ids = UUID.random(count: 64).map { withUnsafeBytes(of: $0.uuid) { Array($0) } }
        for index in 0..<16 {
            #expect(Set(ids.map { $0[index] }).count > 1, "byte \(index) is the same in every id")
        }
    }
}
