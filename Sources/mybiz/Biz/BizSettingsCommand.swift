import Analytics
import ArgumentParser
import Foundation
import MyBizAPI
import MyBizKit

/// `mybiz biz settings`: the Settings screen — who is logged in, where.
struct BizSettingsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings", abstract: "Show who is logged in, and to which server.")

    @OptionGroup var connection: ServerOptions

    @Flag(help: "Print the user as JSON instead of text.")
    var json = false

    func run() async throws {
        let biz = connection.makeBiz()
        try await connection.reportingBizFailures(biz) {
            guard let session = try await biz.storedSession() else { throw MyBizError.notLoggedIn }
            let user = try await BizScreen(.settingShown, biz: biz, connection: connection).show {
                try await biz.user(id: session.user.id)
            }
            if json { return try JSONOutput.print(user, encoder: MyBizJSON.encoder()) }
            Console.print("Logged in to \(connection.serverAddress) as \(user.name) (\(user.username)).")
            Console.print("User id: \(user.id.uuidString)")
            Console.print("Session file: \(FileTokenStore.defaultURL(for: connection.serverURL).path)")
        }
    }
}
