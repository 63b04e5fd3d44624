import Foundation
import MyBizAPI
import MyBizKit
import Testing

@Suite("FileTokenStore: the CLI's session file")
struct FileTokenStoreTests {
    @Test("a saved session reads back, from a file only its owner can read; clear removes it")
    func roundTrip() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileTokenStore(url: folder.appendingPathComponent("mybiz/session.json"))
        #expect(try store.session() == nil)
        let session = Session(token: "secret", user: .init(id: UUID(), username: "agent@shield.org"))
        try store.save(session)
        #expect(try store.session() == session)
        let attributes = try FileManager.default.attributesOfItem(atPath: store.url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(
            atPath: store.url.deletingLastPathComponent().path)
        #expect((folderAttributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        try store.save(Session(token: "newer", user: session.user))
        #expect(try store.session()?.token == "newer")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: store.url.deletingLastPathComponent().path) == [
                "session.json"
            ])
        try store.clear()
        #expect(try store.session() == nil)
    }

    @Test("the default place follows XDG_CONFIG_HOME")
    func defaultPlace() {
        #if !canImport(Darwin)
            let url = FileTokenStore.defaultURL(environment: ["XDG_CONFIG_HOME": "/tmp/config"])
            #expect(url.path == "/tmp/config/mybiz/session.json")
        #endif
    }
}
