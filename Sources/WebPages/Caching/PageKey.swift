/// Everything a signed-in page shows besides the data its cache is versioned by: which page, what
/// its address asks (a notice, a period), who reads it (the header's name, whether they administer),
/// their forms' token, their day. Two requests with the same key get the same bytes, so a part left
/// out of the key would show one reader another's page.
package struct PageKey: Sendable, Hashable {
    /// The parts, each preceded by its length, so no two lists of parts make the same text.
    package private(set) var text: String

    /// The key of `parts`, in order.
    package init(_ parts: String...) {
        text = ""
        text.reserveCapacity(256)
        append(contentsOf: parts)
    }

    /// Adds `part` after the key's own.
    package mutating func append(_ part: String) {
        text += String(part.utf8.count)
        text += ":"
        text += part
    }

    /// Adds `parts` after the key's own, in order.
    package mutating func append(contentsOf parts: [String]) {
        for part in parts { append(part) }
    }
}
