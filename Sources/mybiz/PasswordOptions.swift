import ArgumentParser
import Foundation

/// Where a command gets a password: `--password` (easy, but it lands in the shell's history and in
/// `ps`), `--password-file` (the first line of a file, for scripts), or else a prompt that does not
/// show what is typed — or, when standard input is not a terminal, its first line.
struct PasswordOptions: ParsableArguments {
    @Option(help: "The password. Prefer the prompt or --password-file: a command line lands in the shell's history.")
    var password: String?

    @Option(help: ArgumentHelp("Read the password from the first line of this file.", valueName: "file"))
    var passwordFile: String?

    func validate() throws {
        if password != nil, passwordFile != nil {
            throw ValidationError("Give --password or --password-file, not both.")
        }
        if let password, password.isBlank { throw ValidationError("--password must not be blank.") }
    }

    /// The password from the option, the file, or the prompt `prompt`.
    ///
    /// - Parameter confirming: on a terminal, a second prompt that must get the same password (for a
    ///   new one, which a typo would make unusable).
    /// - Throws: `CommandFailure` when the file cannot be read, no password is given, or the two
    ///   typed differ.
    func resolve(prompt: String, confirming: String? = nil) throws -> String {
        if let password { return password }
        if let passwordFile { return try Self.firstLine(of: passwordFile) }
        guard let typed = PasswordPrompt.read(prompt), !typed.isBlank else {
            throw CommandFailure("No password was given (--password, --password-file or typed); nothing was changed.")
        }
        if let confirming, PasswordPrompt.isTerminal {
            guard PasswordPrompt.read(confirming) == typed else {
                throw CommandFailure("The two passwords typed differ; nothing was changed.")
            }
        }
        return typed
    }

    private static func firstLine(of path: String) throws -> String {
        let contents: String
        do {
            contents = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
        } catch {
            let reason =
                FileManager.default.fileExists(atPath: path)
                ? "it cannot be read as text (check its permissions)" : "there is no such file"
            throw CommandFailure("Could not read the password from \(path): \(reason).")
        }
        let line = contents.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let password = line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        guard !password.isBlank else {
            throw CommandFailure("The first line of \(path) is empty: it should hold the password.")
        }
        return password
    }
}
