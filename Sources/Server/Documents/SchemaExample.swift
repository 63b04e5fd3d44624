import Foundation
import Yams

/// An example value for a schema that has none written: the document's own `example`s, `const`s,
/// `default`s and first `enum` choices where its parts have them, a plain value of the right type
/// where not — so every operation on `/docs` shows a body even where the document gives only its
/// shape.
struct SchemaExample {
    /// The whole document, for `$ref`s.
    let root: Node

    /// An example of `schema`.
    func value(of schema: Node) -> ExampleValue { value(of: schema, depth: 0) }

    /// What `$ref` points at in the document (`#/components/schemas/Name`), or `node` itself.
    func resolved(_ node: Node) -> Node {
        var node = node
        var hops = 0
        while let reference = node["$ref"]?.string, reference.hasPrefix("#/"), hops < 8 {
            var target: Node? = root
            for part in reference.dropFirst(2).split(separator: "/") {
                target = target?[String(part).replacingOccurrences(of: "~1", with: "/")]
            }
            guard let target else { break }
            node = target
            hops += 1
        }
        return node
    }

    private func value(of schema: Node, depth: Int) -> ExampleValue {
        let schema = resolved(schema)
        if let example = schema["example"] { return ExampleValue(example) }
        if let first = schema["examples"]?.sequence?.first { return ExampleValue(first) }
        if let constant = schema["const"] { return ExampleValue(constant) }
        if let choice = schema["enum"]?.sequence?.first { return ExampleValue(choice) }
        if let standard = schema["default"] { return ExampleValue(standard) }
        guard depth < 8 else { return .null }
        if let parts = schema["allOf"]?.sequence {
            let merged = parts.flatMap { part -> [ExampleValue.Property] in
                if case .object(let properties) = value(of: part, depth: depth + 1) { return properties }
                return []
            }
            return .object(merged)
        }
        if let first = (schema["oneOf"] ?? schema["anyOf"])?.sequence?.first {
            return value(of: first, depth: depth + 1)
        }
        switch type(of: schema) {
        case "object":
            if let properties = schema["properties"]?.mapping {
                return .object(
                    properties.map {
                        ExampleValue.Property(key: $0.key.string ?? "", value: value(of: $0.value, depth: depth + 1))
                    })
            }
            if let values = schema["additionalProperties"], values.mapping != nil {
                return .object([ExampleValue.Property(key: "key", value: value(of: values, depth: depth + 1))])
            }
            return .object([])
        case "array":
            guard let items = schema["items"] else { return .array([]) }
            return .array([value(of: items, depth: depth + 1)])
        case "integer":
            return .number(schema["minimum"]?.string ?? "0")
        case "number":
            return .number(schema["minimum"]?.string ?? "0")
        case "boolean":
            return .bool(true)
        case "null":
            return .null
        default:
            return .string(text(of: schema))
        }
    }

    /// The schema's type: the first of a list that is not `null`; `object` for a schema with
    /// properties but no type.
    private func type(of schema: Node) -> String {
        if let type = schema["type"]?.string { return type }
        if let types = schema["type"]?.sequence?.compactMap(\.string) {
            return types.first { $0 != "null" } ?? "null"
        }
        return schema["properties"] != nil ? "object" : "string"
    }

    private func text(of schema: Node) -> String {
        switch schema["format"]?.string {
        case "date-time": "2026-11-26T09:00:00Z"
        case "date": "2026-11-26"
        case "uuid": "0F8E9C1A-3B7D-4E52-9A61-2C4D5E6F7A8B"
        case "uri": "/api/products/1"
        case "binary", "byte": "…"
        default: schema["contentMediaType"] != nil ? "…" : "string"
        }
    }
}
