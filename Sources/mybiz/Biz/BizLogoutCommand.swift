import ArgumentParser
import MyBizKit
import Networking

/// `mybiz biz logout`: ends the session on the server and forgets it here.
struct BizLogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout",
        abstract: "Log out: end the session on the server and remove it from this computer."
    )

    @OptionGroup var connection: ServerOptions

    @Flag(help: "End every session of your account, in every browser and app, not only this one.")
    var everywhere = false

    func run() async throws {
        let biz = connection.makeBiz()
        try await connection.reportingBizFailures(biz) {
            do {
                if everywhere {
                    try await biz.logoutEverywhere()
                    Console.print("Logged out of \(connection.serverAddress) everywhere: every session has ended.")
                    return
                }
                try await biz.logout()
                Console.print("Logged out of \(connection.serverAddress).")
            } catch MyBizError.notLoggedIn {
                Console.print("You were not logged in to \(connection.serverAddress).")
            } catch MyBizError.network(let error) {
                throw CommandFailure(
                    "The session was removed from this computer, but \(connection.serverAddress) could not be told "
                        + "(\(error.transportReason ?? "\(error)")); it ends there when it expires.")
            }
        }
    }
}
