import Foundation

/// Checks values against the JSON Schemas of an `OpenAPIDocument` (the subset its documents use:
/// `$ref`, `type`, `properties`, `required`, `items`, `oneOf`/`anyOf`/`allOf`, `enum`, `const`,
/// `pattern`, the formats `date-time`, `date` and `uuid`, and the numeric limits), naming each
/// problem by where it is (`body.purchases[0].quantity`).
///
/// An object's keys must be properties of its schema whenever the schema lists properties: a kit
/// that sends a key the document does not know is a contract broken on one side.
struct SchemaValidator: Sendable {
    /// The document whose `$ref`s the schemas use.
    let document: OpenAPIDocument

    /// Every problem of `value` as an instance of `schema`, each naming `path`; empty when it is one.
    func problems(_ value: JSONValue, _ schema: JSONValue, at path: String) -> [String] {
        let schema = document.dereferenced(schema)
        var problems: [String] = []
        if let branches = schema["oneOf"]?.array {
            let matching = branches.filter { self.problems(value, $0, at: path).isEmpty }.count
            if matching != 1 {
                let first = branches.first.map { self.problems(value, $0, at: path) } ?? []
                problems.append(
                    "\(path) matches \(matching) of its \(branches.count) oneOf schemas, not 1 (\(value.summary))"
                        + (first.isEmpty ? "" : "; the first says: \(first.joined(separator: "; "))"))
            }
        }
        if let branches = schema["anyOf"]?.array,
            !branches.contains(where: { self.problems(value, $0, at: path).isEmpty })
        {
            problems.append("\(path) matches none of its anyOf schemas (\(value.summary)).")
        }
        for branch in schema["allOf"]?.array ?? [] {
            problems += self.problems(value, branch, at: path)
        }
        if let types = Self.types(of: schema), types.isDisjoint(with: value.schemaTypes) {
            problems.append(
                "\(path) is \(value.typeName), but the document wants \(types.sorted().joined(separator: " or ")).")
            return problems
        }
        if let constant = schema["const"], constant != value {
            problems.append("\(path) is \(value.summary), but the document wants exactly \(constant.summary).")
        }
        if let options = schema["enum"]?.array, !options.contains(value) {
            problems.append(
                "\(path) is \(value.summary), not one of \(options.map(\.summary).joined(separator: ", ")).")
        }
        switch value {
        case .object(let members): problems += objectProblems(members, schema, at: path)
        case .array(let elements): problems += arrayProblems(elements, schema, at: path)
        case .string(let text): problems += stringProblems(text, schema, at: path)
        case .number(let number): problems += numberProblems(number, schema, at: path)
        case .null, .bool: break
        }
        return problems
    }

    /// The problems of `text` — a query or path parameter, or a form's text part — read as the type
    /// `schema` wants: a number for `integer` or `number`, `true` or `false` for `boolean`.
    func problems(text: String, _ schema: JSONValue, at path: String) -> [String] {
        problems(Self.value(of: text, as: document.dereferenced(schema)), schema, at: path)
    }

    /// `text` as the JSON value `schema` reads it.
    static func value(of text: String, as schema: JSONValue) -> JSONValue {
        let types = types(of: schema) ?? ["string"]
        if types.contains("string") { return .string(text) }
        if !types.isDisjoint(with: ["integer", "number"]), let number = Double(text) { return .number(number) }
        if types.contains("boolean"), let bool = Bool(text) { return .bool(bool) }
        return .string(text)
    }

    /// The type names `schema` allows (its `type`, a name or a list), or `nil` when it names none.
    static func types(of schema: JSONValue) -> Set<String>? {
        switch schema["type"] {
        case .string(let name): [name]
        case .array(let names): Set(names.compactMap(\.string))
        default: nil
        }
    }

    private func objectProblems(_ members: [String: JSONValue], _ schema: JSONValue, at path: String) -> [String] {
        var problems: [String] = []
        for name in (schema["required"]?.array ?? []).compactMap(\.string) where members[name] == nil {
            problems.append("\(path) lacks \(name), which the document requires.")
        }
        guard let properties = schema["properties"]?.object else { return problems }
        for (name, member) in members.sorted(by: { $0.key < $1.key }) {
            if let property = properties[name] {
                problems += self.problems(member, property, at: "\(path).\(name)")
            } else {
                let known = properties.keys.sorted().joined(separator: ", ")
                problems.append("\(path) has \(name), which is not a property of its schema (it has \(known)).")
            }
        }
        return problems
    }

    private func arrayProblems(_ elements: [JSONValue], _ schema: JSONValue, at path: String) -> [String] {
        var problems: [String] = []
        if let least = schema["minItems"]?.number, Double(elements.count) < least {
            problems.append("\(path) has \(elements.count) items, fewer than its minItems \(Int(least)).")
        }
        if let most = schema["maxItems"]?.number, Double(elements.count) > most {
            problems.append("\(path) has \(elements.count) items, more than its maxItems \(Int(most)).")
        }
        if let items = schema["items"] {
            for (index, element) in elements.enumerated() {
                problems += self.problems(element, items, at: "\(path)[\(index)]")
            }
        }
        return problems
    }

    private func stringProblems(_ text: String, _ schema: JSONValue, at path: String) -> [String] {
        var problems: [String] = []
        let length = text.unicodeScalars.count
        if let least = schema["minLength"]?.number, Double(length) < least {
            problems.append("\(path) has \(length) characters, fewer than its minLength \(Int(least)).")
        }
        if let most = schema["maxLength"]?.number, Double(length) > most {
            problems.append("\(path) has \(length) characters, more than its maxLength \(Int(most)).")
        }
        if let pattern = schema["pattern"]?.string {
            if let expression = try? NSRegularExpression(pattern: pattern) {
                let range = NSRange(text.startIndex..., in: text)
                if expression.firstMatch(in: text, range: range) == nil {
                    problems.append("\(path) is “\(text)”, which does not match its pattern \(pattern).")
                }
            } else {
                problems.append("\(path)'s schema has a pattern this test cannot read: \(pattern).")
            }
        }
        if let format = schema["format"]?.string, let problem = Self.formatProblem(text, format) {
            problems.append("\(path) is “\(text)”, which is not \(problem).")
        }
        return problems
    }

    private func numberProblems(_ number: Double, _ schema: JSONValue, at path: String) -> [String] {
        var problems: [String] = []
        if let least = schema["minimum"]?.number, number < least {
            problems.append("\(path) is \(number), below its minimum \(least).")
        }
        if let least = schema["exclusiveMinimum"]?.number, number <= least {
            problems.append("\(path) is \(number), not above its exclusiveMinimum \(least).")
        }
        if let most = schema["maximum"]?.number, number > most {
            problems.append("\(path) is \(number), above its maximum \(most).")
        }
        if let most = schema["exclusiveMaximum"]?.number, number >= most {
            problems.append("\(path) is \(number), not below its exclusiveMaximum \(most).")
        }
        return problems
    }

    /// What `text` should be and is not for `format`, or `nil` when it is one (or the format is not
    /// checked: `int64`, `uri`…).
    private static func formatProblem(_ text: String, _ format: String) -> String? {
        switch format {
        case "uuid":
            return UUID(uuidString: text) == nil ? "a UUID" : nil
        case "date-time":
            let pattern =
                #"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$"#
            return text.range(of: pattern, options: .regularExpression) == nil ? "an RFC 3339 date-time" : nil
        case "date":
            return text.range(of: #"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"#, options: .regularExpression) == nil
                ? "an RFC 3339 full-date" : nil
        default:
            return nil
        }
    }
}

extension JSONValue {
    /// What kind of value it is, for messages: `a string`, `null`…
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number(let number): number.rounded() == number ? "an integer" : "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value in a few characters, for messages.
    var summary: String {
        switch self {
        case .null: "null"
        case .bool(let bool): "\(bool)"
        case .number(let number): number.rounded() == number && abs(number) < 1e15 ? "\(Int(number))" : "\(number)"
        case .string(let text): "“\(text.count > 40 ? String(text.prefix(40)) + "…" : text)”"
        case .array(let elements): "an array of \(elements.count)"
        case .object(let members): "an object with \(members.keys.sorted().joined(separator: ", "))"
        }
    }
}
