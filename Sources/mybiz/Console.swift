import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal: output on standard output, messages for the person on standard error. Both are
/// written unbuffered, so a program reading through a pipe sees each line at once.
enum Console {
    /// Writes `line` and a newline to standard output.
    static func print(_ line: String) {
        write(line + "\n", to: STDOUT_FILENO)
    }

    /// Writes `message` and a newline to standard error.
    static func error(_ message: String) {
        write(message + "\n", to: STDERR_FILENO)
    }

    /// Writes `text` without a newline to standard error: a question waiting for its answer.
    static func prompt(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    /// Writes all of `text`. When the reader has gone (`mybiz market list | head`), the program
    /// stops quietly, as `cat` does, instead of crashing on the closed pipe.
    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                    Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EPIPE { exit(0) }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
