import AppFolders
import Foundation
import MyBizAPI

/// A `TokenStore` in a JSON file only its owner can read or write (mode 0600, in a folder of mode
/// 0700), for command-line use. The file is replaced whole, so a crash never leaves half a token.
public struct FileTokenStore: TokenStore {
    /// The file.
    public let url: URL

    /// A store in `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The conventional place for the session with `server`, one file per server so a token is
    /// only ever sent where it was issued: `$XDG_CONFIG_HOME/mybiz/sessions/http_127.0.0.1_8080.json`
    /// (or under `~/.config`) on Linux, `~/Library/Application Support/mybiz/sessions/…` on Apple
    /// platforms.
    public static func defaultURL(
        for server: URL, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        AppFolders.configuration(environment: environment)
            .appendingPathComponent("mybiz/sessions/\(fileName(for: server)).json")
    }

    /// A file name standing for `server`: `http_127.0.0.1_8080`.
    public static func fileName(for server: URL) -> String {
        let name =
            [server.scheme, server.host, server.port.map(String.init)].compactMap { $0 }.joined(separator: "_")
            + server.path.replacingOccurrences(of: "/", with: "_")
        return String(name.lowercased().map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" ? $0 : "-" })
    }

    /// The session in the file; none when there is no file.
    public func session() throws -> Session? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try JSONDecoder().decode(Session.self, from: Data(contentsOf: url))
    }

    /// Writes `session` to a private temporary file beside the store, then renames it over.
    public func save(_ session: Session) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
        // Created private (O_EXCL, mode 0600), so the token is never readable by others, not even
        // for a moment, whatever the folder's mode.
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary.path])
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: try JSONEncoder().encode(session))
            try handle.synchronize()
            try handle.close()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
    }

    /// Removes the file.
    public func clear() throws {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        try FileManager.default.removeItem(at: url)
    }
}
