import Foundation

/// `--json` output: pretty-printed, keys sorted, URLs without escaped slashes, so it diffs and greps well.
enum JSONOutput {
    static func print(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        Console.print(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}
