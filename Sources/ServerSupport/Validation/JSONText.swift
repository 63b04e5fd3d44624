/// What raw JSON text holds, read without decoding it.
package enum JSONText {
    /// Whether a string in `json` holds `\u0000`. NUL cannot stand in JSON unescaped, so the escape
    /// is the only way in; `\\u0000` (an escaped backslash, then text) is not one.
    package static func containsEscapedNUL(_ json: some Collection<UInt8>) -> Bool {
        var iterator = json.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "\\") else { continue }
            guard let escaped = iterator.next() else { return false }
            guard escaped == UInt8(ascii: "u") else { continue }
            var digits: [UInt8] = []
            while digits.count < 4, let digit = iterator.next() { digits.append(digit) }
            if digits == Array("0000".utf8) { return true }
        }
        return false
    }
}
