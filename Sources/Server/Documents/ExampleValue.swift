import Foundation
import Yams

/// A JSON value of an example in an OpenAPI document, keys in the order the document wrote them,
/// written out as people read JSON: two spaces of indent, a key per line.
indirect enum ExampleValue: Equatable {
    case string(String)
    /// A number as the document spells it.
    case number(String)
    case bool(Bool)
    case null
    case array([ExampleValue])
    case object([Property])

    struct Property: Equatable {
        let key: String
        let value: ExampleValue
    }

    /// The value a YAML node holds, its scalars typed as YAML resolves them.
    init(_ node: Node) {
        switch node {
        case .scalar(let scalar):
            // A scalar's resolved tag is public only as its description, which is the tag's name.
            switch Tag.Name(rawValue: node.tag.description) {
            case .int, .float: self = .number(scalar.string)
            case .bool: self = .bool(node.bool ?? false)
            case .null: self = .null
            default: self = .string(scalar.string)
            }
        case .mapping(let mapping):
            self = .object(mapping.map { Property(key: $0.key.string ?? "", value: ExampleValue($0.value)) })
        case .sequence(let sequence):
            self = .array(sequence.map(ExampleValue.init))
        case .alias:
            self = .null
        }
    }

    /// The value as pretty JSON.
    var json: String { json(indent: "") }

    /// The value as the body of a text answer: a string as it is, anything else as JSON.
    var text: String {
        if case .string(let string) = self { return string }
        return json
    }

    private func json(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .string(let string): return Self.quoted(string)
        case .number(let number): return number
        case .bool(let bool): return bool ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            if items.isEmpty { return "[]" }
            return "[\n" + items.map { inner + $0.json(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let properties):
            if properties.isEmpty { return "{}" }
            return "{\n"
                + properties.map { "\(inner)\(Self.quoted($0.key)): \($0.value.json(indent: inner))" }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    private static func quoted(_ string: String) -> String {
        var quoted = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20: quoted += String(format: "\\u%04x", scalar.value)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
