import ArgumentParser
import MyBizAPI
import MyBizKit

/// `mybiz biz login USERNAME`: logs in and keeps the session for the other commands.
struct BizLoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Log in to the MyBiz server.",
        discussion: """
            The password is asked for without showing it, unless --password or --password-file gives it \
            (or standard input is not a terminal: then its first line is the password). On a fresh demo server: \
            agent@shield.org / hailHydra, or admin@mybiz.example / admin1234 (an admin).
            """
    )

    @OptionGroup var connection: ServerOptions

    @Argument(help: "Your username, e.g. agent@shield.org.")
    var username: String

    @OptionGroup var password: PasswordOptions

    func run() async throws {
        let biz = connection.makeBiz()
        try await connection.reportingBizFailures(biz) {
            let password = try password.resolve(prompt: "Password for \(username): ")
            let session = try await biz.login(username: username, password: password)
            Console.print("Logged in to \(connection.serverAddress) as \(session.user.username).")
            // Screen views recorded while the session had ended can go now.
            _ = await BizAnalytics.open(for: connection.serverURL, biz: biz)?.deliver()
        }
    }
}
