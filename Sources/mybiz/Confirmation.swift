import Foundation

/// A yes/no question on the terminal, where only a clear yes counts.
enum Confirmation {
    /// Writes `question` to standard error (so it shows even when output is piped) and reads one
    /// line; `true` only for “y” or “yes”, in any case. End of input is no.
    static func ask(_ question: String) -> Bool {
        Console.prompt(question)
        guard let answer = readLine() else {
            Console.error("")
            return false
        }
        return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
