/// Why a text is not an iCalendar object this reader takes, with the line it stopped at.
public struct ICalendarSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The (unfolded) content line, counted from 1.
    public let line: Int
    /// What is wrong, as a sentence.
    public let reason: String

    /// The error `reason` at `line`.
    public init(line: Int, _ reason: String) {
        self.line = line
        self.reason = reason
    }

    /// The error as a sentence, with its line.
    public var description: String { "Line \(line) of the iCalendar text: \(reason)" }
}
