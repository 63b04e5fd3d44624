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

    @Test("the default place is one file per server, under XDG_CONFIG_HOME on Linux")
    func defaultPlace() throws {
        let local = FileTokenStore.defaultURL(
            for: try #require(URL(string: "http://127.0.0.1:8080")), environment: ["XDG_CONFIG_HOME": "/tmp/config"])
        let other = FileTokenStore.defaultURL(
            for: try #require(URL(string: "https://biz.example.com/mybiz/")),
            environment: ["XDG_CONFIG_HOME": "/tmp/config"])
        #expect(local.lastPathComponent == "http_127.0.0.1_8080.json")
        #expect(other.lastPathComponent == "https_biz.example.com_mybiz.json")
        #if !canImport(Darwin)
            #expect(local.path == "/tmp/config/mybiz/sessions/http_127.0.0.1_8080.json")
        #endif
    }
}
