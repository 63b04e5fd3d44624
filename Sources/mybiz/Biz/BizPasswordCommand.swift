import ArgumentParser
import MyBizAPI
import MyBizKit

/// `mybiz biz password`: changes the password of the account logged in.
struct BizPasswordCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "password",
        abstract: "Change your password; every other session and app you are logged in to must log in again.",
        discussion: """
            The current password is asked for first, then the new one twice, without showing them. When \
            standard input is not a terminal, its first line is the current password and its second the new \
            one. --password or --password-file gives the new password instead of the prompt.
            """
    )

    @OptionGroup var connection: ServerOptions

    @OptionGroup var password: PasswordOptions

    func run() async throws {
        let biz = connection.makeBiz()
        try await connection.reportingBizFailures(biz) {
            guard let session = try await biz.storedSession() else { throw MyBizError.notLoggedIn }
            guard let current = PasswordPrompt.read("Current password for \(session.user.username): "),
                !current.isBlank
            else {
                throw CommandFailure("No current password was given; nothing was changed.")
            }
            let new = try password.resolve(prompt: "New password: ", confirming: "New password again: ")
            if let problem = PasswordRules.problem(new, field: "The new password") {
                throw CommandFailure(problem + " Nothing was changed.")
            }
            try await biz.changePassword(current: current, new: new)
            Console.print(
                "Your password is changed. This session stays; every other one has ended.")
        }
    }
}
