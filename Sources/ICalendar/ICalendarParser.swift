/// Reads iCalendar text (RFC 5545 §3.1) into components: lines unfolded, parameters unquoted, values
/// kept as written. Strict about structure — every `BEGIN` has its `END`, every line a name and a
/// colon — and lenient only where real clients are (bare LF line ends, a missing final line break).
public enum ICalendarParser {
    /// The most components nested inside each other that a text may hold.
    public static let maxDepth = 8

    /// The top-level components of `text` (usually one `VCALENDAR`).
    public static func components(of text: String) throws(ICalendarSyntaxError) -> [ICalendarComponent] {
        var stack: [ICalendarComponent] = []
        var done: [ICalendarComponent] = []
        var number = 0
        for line in unfolded(text) {
            number += 1
            if line.isEmpty { continue }
            let property = try property(line, number: number)
            switch property.name {
            case "BEGIN":
                let name = property.value.uppercased()
                guard isName(name) else {
                    throw ICalendarSyntaxError(line: number, "“\(property.value)” is no component name.")
                }
                guard stack.count < maxDepth else {
                    throw ICalendarSyntaxError(line: number, "components are nested more than \(maxDepth) deep.")
                }
                stack.append(ICalendarComponent(name))
            case "END":
                guard let open = stack.popLast() else {
                    throw ICalendarSyntaxError(line: number, "END:\(property.value) ends no component.")
                }
                guard open.name == property.value.uppercased() else {
                    throw ICalendarSyntaxError(
                        line: number, "END:\(property.value) ends \(open.name), which began BEGIN:\(open.name).")
                }
                if stack.isEmpty { done.append(open) } else { stack[stack.count - 1].components.append(open) }
            default:
                guard !stack.isEmpty else {
                    throw ICalendarSyntaxError(
                        line: number, "the property \(property.name) stands outside any component.")
                }
                stack[stack.count - 1].properties.append(property)
            }
        }
        if let open = stack.last {
            throw ICalendarSyntaxError(line: number, "BEGIN:\(open.name) has no END:\(open.name).")
        }
        return done
    }

    /// The one `VCALENDAR` `text` holds.
    public static func calendar(_ text: String) throws(ICalendarSyntaxError) -> ICalendarComponent {
        let found = try components(of: text)
        guard found.count == 1, let calendar = found.first, calendar.name == "VCALENDAR" else {
            throw ICalendarSyntaxError(line: 1, "the text must be one VCALENDAR.")
        }
        return calendar
    }

    /// The content lines of `text`: a line break followed by a space or tab continues the line.
    static func unfolded(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\r" || scalar == "\n" {
                if scalar == "\r", scalars.first == "\n" { scalars.removeFirst() }
                if let next = scalars.first, next == " " || next == "\t" {
                    scalars.removeFirst()
                } else {
                    lines.append(current)
                    current = ""
                }
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    static func property(_ line: String, number: Int) throws(ICalendarSyntaxError) -> ICalendarProperty {
        let scalars = Array(line.unicodeScalars)
        var index = 0
        func name() -> String {
            var out = ""
            while index < scalars.count,
                scalars[index] == "-" || ("A"..."Z").contains(scalars[index]) || ("a"..."z").contains(scalars[index])
                    || ("0"..."9").contains(scalars[index])
            {
                out.unicodeScalars.append(scalars[index])
                index += 1
            }
            return out.uppercased()
        }
        let propertyName = name()
        guard !propertyName.isEmpty else {
            throw ICalendarSyntaxError(line: number, "a content line must begin with a property name.")
        }
        var parameters: [ICalendarParameter] = []
        while index < scalars.count, scalars[index] == ";" {
            index += 1
            let parameterName = name()
            guard !parameterName.isEmpty, index < scalars.count, scalars[index] == "=" else {
                throw ICalendarSyntaxError(line: number, "a parameter of \(propertyName) has no name and “=”.")
            }
            index += 1
            var values: [String] = []
            while true {
                var value = ""
                if index < scalars.count, scalars[index] == "\"" {
                    index += 1
                    while index < scalars.count, scalars[index] != "\"" {
                        value.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                    guard index < scalars.count else {
                        throw ICalendarSyntaxError(
                            line: number, "a quoted parameter value of \(propertyName) has no closing quote.")
                    }
                    index += 1
                } else {
                    while index < scalars.count, scalars[index] != ";", scalars[index] != ":", scalars[index] != "," {
                        value.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                }
                values.append(caretDecoded(value))
                guard index < scalars.count, scalars[index] == "," else { break }
                index += 1
            }
            parameters.append(ICalendarParameter(parameterName, values: values))
        }
        guard index < scalars.count, scalars[index] == ":" else {
            throw ICalendarSyntaxError(line: number, "the property \(propertyName) has no “:” before its value.")
        }
        var value = ""
        value.unicodeScalars.append(contentsOf: scalars[(index + 1)...])
        return ICalendarProperty(propertyName, value: value, parameters: parameters)
    }

    private static func isName(_ name: String) -> Bool {
        !name.isEmpty
            && name.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// RFC 6868: `^n` a line break, `^'` a double quote, `^^` a caret.
    private static func caretDecoded(_ value: String) -> String {
        guard value.contains("^") else { return value }
        var out = ""
        var caret = false
        for character in value {
            if caret {
                switch character {
                case "n": out += "\n"
                case "'": out += "\""
                case "^": out += "^"
                default: out += "^" + String(character)
                }
                caret = false
            } else if character == "^" {
                caret = true
            } else {
                out.append(character)
            }
        }
        if caret { out += "^" }
        return out
    }
}
