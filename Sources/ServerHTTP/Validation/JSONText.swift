import Foundation

/// What raw JSON text holds, read without decoding it.
package enum JSONText {
    /// Whether a string in `json` holds `\u0000`. NUL cannot stand in JSON unescaped, so the escape
    /// is the only way in; `\\u0000` (an escaped backslash, then text) is not one.
    package static func containsEscapedNUL(_ json: some Collection<UInt8>) -> Bool {
        // Request bodies are contiguous: scanned from backslash to backslash with memchr, which a
        // 100 KB batch of reports needs (an iterator over a buffer's view cost a tenth of its CPU).
        if let found = json.withContiguousStorageIfAvailable({ containsEscapedNUL(UnsafeRawBufferPointer($0)) }) {
            return found
        }
        return Array(json).withUnsafeBytes { containsEscapedNUL($0) }
    }

    private static func containsEscapedNUL(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let start = bytes.baseAddress else { return false }
        let end = start + bytes.count
        var cursor = start
        while cursor < end, let found = memchr(cursor, Int32(UInt8(ascii: "\\")), end - cursor) {
            let backslash = UnsafeRawPointer(found)
            // The character escaped is skipped whatever it is, so `\\` never starts another escape.
            let escaped = backslash + 1
            guard escaped < end else { return false }
            guard escaped.load(as: UInt8.self) == UInt8(ascii: "u") else {
                cursor = escaped + 1
                continue
            }
            let digits = min(4, end - escaped - 1)
            if digits == 4,
                (1...4).allSatisfy({ escaped.load(fromByteOffset: $0, as: UInt8.self) == UInt8(ascii: "0") })
            {
                return true
            }
            cursor = escaped + 1 + digits
        }
        return false
    }
}
