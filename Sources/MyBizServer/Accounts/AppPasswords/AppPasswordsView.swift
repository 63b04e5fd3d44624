import Foundation
import WebPages

/// The app passwords page: how to add the account in an app, the passwords made, the form.
struct AppPasswordsView: Sendable {
    /// A password just made, shown this once.
    struct Made: Sendable {
        let name: String
        let secret: String
    }

    struct Row: Sendable {
        let id: String
        let name: String
        let made: String
        let used: String
    }

    let frame: AppFrame
    let username: String
    /// The server's address, as apps are given it.
    let server: String
    /// Its host alone, as iOS asks for it.
    let host: String
    let rows: [Row]
    let hasRows: Bool
    let made: Made?
    let hasMade: Bool
    let name: String
    let nameError: String?
    let notice: String?
    let maxName = AppPassword.maxNameLength

    init(
        frame: AppFrame, username: String, server: String, passwords: [AppPassword], made: Made?, name: String,
        nameError: String?, notice: String?
    ) {
        self.frame = frame
        self.username = username
        self.server = server
        host =
            URLComponents(string: server)?.host.map { host in
                URLComponents(string: server)?.port.map { "\(host):\($0)" } ?? host
            } ?? server
        rows = passwords.map {
            Row(
                id: $0.id.uuidString, name: $0.name, made: PageText.dayWithYear($0.createdAt),
                used: $0.lastUsedAt.map { PageText.dayWithYear($0) } ?? "Not yet")
        }
        hasRows = !passwords.isEmpty
        self.made = made
        hasMade = made != nil
        self.name = name
        self.nameError = nameError
        self.notice = notice
    }
}
