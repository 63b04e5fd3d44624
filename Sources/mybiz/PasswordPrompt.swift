#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asks for a password on the terminal without showing it. When standard input is not a terminal
/// (a pipe, a script), the first line of it is the password.
enum PasswordPrompt {
    /// The terminal's settings while echo is off, for the Ctrl-C handler to put back. A C signal
    /// handler cannot capture context, so this one global is how it finds them.
    nonisolated(unsafe) private static var savedTerminal = termios()

    /// Whether standard input is a terminal, where a person types (and can be asked twice).
    static var isTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// The password typed after `prompt`, or `nil` at end of input.
    static func read(_ prompt: String) -> String? {
        Console.prompt(prompt)
        var settings = termios()
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &settings) == 0 else {
            // What was piped in is not shown either; end the prompt's line for what follows.
            defer { Console.prompt("\n") }
            return readLine(strippingNewline: true)
        }
        savedTerminal = settings
        let previousHandler = signal(SIGINT) { _ in
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &PasswordPrompt.savedTerminal)
            _exit(130)
        }
        var silent = settings
        silent.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        let line = readLine(strippingNewline: true)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
        signal(SIGINT, previousHandler)
        Console.prompt("\n")
        return line
    }
}
