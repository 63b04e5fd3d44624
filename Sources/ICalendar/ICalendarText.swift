/// TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped.
public enum ICalendarText {
    /// `text` escaped for a TEXT value.
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\r": out += "\\n"
            case "\n" where previousWasCR: break
            case "\n": out += "\\n"
            // TEXT holds no control character but the tab (RFC 5545 §3.3.11): the rest are left out.
            case _ where scalar.value < 0x20 && scalar != "\t", "\u{7F}": break
            default: out.unicodeScalars.append(scalar)
            }
            previousWasCR = scalar == "\r"
        }
        return out
    }

    /// `value` with its escapes undone; a backslash before any other character is kept as written.
    public static func unescaped(_ value: String) -> String {
        guard value.contains("\\") else { return value }
        var out = ""
        var escaping = false
        for character in value {
            if escaping {
                switch character {
                case "n", "N": out += "\n"
                case "\\", ";", ",": out.append(character)
                default: out += "\\" + String(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        if escaping { out += "\\" }
        return out
    }

    /// `value` split at its unescaped commas, each part unescaped.
    public static func list(_ value: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var escaping = false
        for character in value {
            if escaping {
                current += "\\" + String(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "," {
                parts.append(unescaped(current))
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaping { current += "\\" }
        parts.append(unescaped(current))
        return parts
    }
}
