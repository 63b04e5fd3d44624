import Foundation

/// The terminal: output on standard output, messages for the person on standard error. Both are
/// written unbuffered, so a program reading through a pipe sees each line at once.
enum Console {
    /// Writes `line` and a newline to standard output.
    static func print(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Writes `message` and a newline to standard error.
    static func error(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
