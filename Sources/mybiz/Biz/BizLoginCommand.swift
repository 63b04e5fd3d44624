import ArgumentParser
import MyBizAPI
import MyBizKit

/// `mybiz biz login USERNAME`: logs in and keeps the session for the other commands.
struct BizLoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Log in to the MyBiz server.",
        discussion: """
            Without --password the password is asked for without showing it (or read from the first \
            line of standard input when that is not a terminal). On a fresh demo server: \
            agent@shield.org / hailHydra, or admin@mybiz.example / admin1234 (an admin).
            """
    )

    @OptionGroup var connection: ServerOptions

    @Argument(help: "Your username, e.g. agent@shield.org.")
    var username: String

    @Option(help: "The password. Prefer the prompt: a password on the command line lands in the shell's history.")
    var password: String?

    func run() async throws {
        let biz = connection.makeBiz()
        try await connection.reportingBizFailures(biz) {
            guard let password = password ?? PasswordPrompt.read("Password for \(username): ") else {
                throw CommandFailure("No password was given; nothing was changed.")
            }
            let session = try await biz.login(username: username, password: password)
            Console.print("Logged in to \(connection.serverAddress) as \(session.user.username).")
            // Screen views recorded while the session had ended can go now.
            _ = await BizAnalytics.open(for: connection.serverURL, biz: biz)?.deliver()
        }
    }
}
