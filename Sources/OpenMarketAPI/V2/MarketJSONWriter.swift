import Foundation

/// Writes the 2022 API's JSON as its server did: keys in the order the captures show, and prices as
/// floats (`2000.0`) — which Foundation's `JSONEncoder` cannot write (it drops the `.0`).
struct MarketJSONWriter {
    private(set) var text = ""
    private var needsComma: [Bool] = []

    /// Opens an object, as a value or under `key`.
    mutating func beginObject(_ key: String? = nil) {
        prefix(key)
        text += "{"
        needsComma.append(false)
    }

    /// Closes the innermost object.
    mutating func endObject() {
        text += "}"
        needsComma.removeLast()
    }

    /// Opens an array under `key`.
    mutating func beginArray(_ key: String) {
        prefix(key)
        text += "["
        needsComma.append(false)
    }

    /// Closes the innermost array.
    mutating func endArray() {
        text += "]"
        needsComma.removeLast()
    }

    mutating func write(_ key: String, _ value: String) {
        prefix(key)
        Self.quote(value, into: &text)
    }

    mutating func write(_ key: String, _ value: Int) {
        prefix(key)
        text += String(value)
    }

    mutating func write(_ key: String, _ value: Int64) {
        prefix(key)
        text += String(value)
    }

    mutating func write(_ key: String, _ value: Bool) {
        prefix(key)
        text += value ? "true" : "false"
    }

    /// A number written as a float, always with a fraction: `2000.0`, `2.36`.
    mutating func write(_ key: String, float value: Double) {
        prefix(key)
        text += Self.float(value)
    }

    /// `value` with at least one digit after the point, never in exponent form for the prices a
    /// product can have (below 10^16).
    static func float(_ value: Double) -> String {
        guard value.isFinite else { return "0.0" }
        let written = value.description
        if written.contains("e") || written.contains("E") {
            return String(format: "%.1f", value)
        }
        return written.contains(".") ? written : written + ".0"
    }

    private mutating func prefix(_ key: String?) {
        if let last = needsComma.last {
            if last { text += "," }
            needsComma[needsComma.count - 1] = true
        }
        if let key {
            Self.quote(key, into: &text)
            text += ":"
        }
    }

    /// `value` as a JSON string: quotes, backslashes and control characters escaped; `/` and
    /// everything beyond ASCII written as is, as the server wrote them.
    static func quote(_ value: String, into text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case let control where control.value < 0x20 || control.value == 0x2028 || control.value == 0x2029:
                let hex = String(control.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
