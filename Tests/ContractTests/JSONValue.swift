import Foundation

/// A JSON value — what an OpenAPI document is made of, and what a request's JSON body holds — so
/// both are walked the same way.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value `yaml` (what `Yams.load` answers: mappings, sequences and scalars) holds; `nil` for
    /// anything JSON has no place for.
    init?(yaml: Any) {
        switch yaml {
        case is NSNull: self = .null
        case let bool as Bool: self = .bool(bool)
        case let int as Int: self = .number(Double(int))
        case let double as Double: self = .number(double)
        case let string as String: self = .string(string)
        case let array as [Any]:
            var values: [JSONValue] = []
            for element in array {
                guard let value = JSONValue(yaml: element) else { return nil }
                values.append(value)
            }
            self = .array(values)
        case let mapping as [AnyHashable: Any]:
            var members: [String: JSONValue] = [:]
            for (key, element) in mapping {
                guard let value = JSONValue(yaml: element) else { return nil }
                members["\(key.base)"] = value
            }
            self = .object(members)
        default: return nil
        }
    }

    /// The members, when it is an object.
    var object: [String: JSONValue]? {
        if case .object(let members) = self { members } else { nil }
    }

    /// The elements, when it is an array.
    var array: [JSONValue]? {
        if case .array(let elements) = self { elements } else { nil }
    }

    /// The text, when it is a string.
    var string: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// The number, when it is one.
    var number: Double? {
        if case .number(let number) = self { number } else { nil }
    }

    /// The member named `key`, when it is an object that has one.
    subscript(key: String) -> JSONValue? {
        object?[key]
    }

    /// The JSON Schema type names the value is an instance of: `integer` is also a `number`.
    var schemaTypes: Set<String> {
        switch self {
        case .null: ["null"]
        case .bool: ["boolean"]
        case .number(let number): number.rounded() == number ? ["number", "integer"] : ["number"]
        case .string: ["string"]
        case .array: ["array"]
        case .object: ["object"]
        }
    }
}

extension JSONValue: Decodable {
    /// Reads any JSON value; a number stays a number (`true` is not 1).
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}
