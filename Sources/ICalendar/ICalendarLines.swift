/// Writes components as iCalendar text (RFC 5545 §3.1): one content line per property, CRLF
/// between lines, each line folded so no physical line passes 75 octets — never inside a UTF-8
/// character.
struct ICalendarLines {
    private(set) var text = ""

    mutating func write(_ component: ICalendarComponent) {
        line("BEGIN:\(component.name)")
        for property in component.properties { line(Self.contentLine(property)) }
        for inner in component.components { write(inner) }
        line("END:\(component.name)")
    }

    static func contentLine(_ property: ICalendarProperty) -> String {
        var line = property.name
        for parameter in property.parameters {
            line += ";" + parameter.name + "=" + parameter.values.map(Self.parameterValue).joined(separator: ",")
        }
        return line + ":" + property.value
    }

    /// A parameter value, quoted when it holds `:`, `;` or `,`, with RFC 6868's caret escapes for
    /// what a parameter may not hold (`"`, line breaks).
    private static func parameterValue(_ value: String) -> String {
        var escaped = ""
        for character in value {
            switch character {
            case "^": escaped += "^^"
            case "\"": escaped += "^'"
            case "\n", "\r\n", "\r": escaped += "^n"
            default: escaped.append(character)
            }
        }
        return escaped.contains(where: { $0 == ":" || $0 == ";" || $0 == "," }) ? "\"\(escaped)\"" : escaped
    }

    private mutating func line(_ content: String) {
        var octets = 0
        var limit = 75
        for scalar in content.unicodeScalars {
            let size = String(scalar).utf8.count
            if octets + size > limit {
                text += "\r\n "
                octets = 0
                limit = 74
            }
            text.unicodeScalars.append(scalar)
            octets += size
        }
        text += "\r\n"
    }
}
