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
        append(parts)
    }

    /// This key with `parts` after its own.
    package func with(_ parts: String...) -> PageKey {
        with(contentsOf: parts)
    }

    /// This key with `parts` after its own.
    package func with(contentsOf parts: [String]) -> PageKey {
        var key = self
        key.append(parts)
        return key
    }

    private mutating func append(_ parts: [String]) {
        for part in parts {
            text += String(part.utf8.count)
            text += ":"
            text += part
        }
    }
}
