import Foundation

/// `--json` output: pretty-printed, keys sorted, URLs without escaped slashes, so it diffs and greps well.
enum JSONOutput {
    /// Prints `value`; `encoder` decides how dates are written (the Open Market has none, MyBiz
    /// writes ISO 8601).
    static func print(_ value: some Encodable, encoder: JSONEncoder = JSONEncoder()) throws {
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        Console.print(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}
