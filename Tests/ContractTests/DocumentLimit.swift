/// A numeric limit an OpenAPI document states: a schema keyword such as `maxLength` with its value,
/// at a JSON Pointer into the document.
struct DocumentLimit: Sendable, Hashable {
    /// The keywords that bound a number, a text, a list or an object.
    static let keywords: Set<String> = [
        "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength",
        "minItems", "maxItems", "minContains", "maxContains", "minProperties", "maxProperties",
    ]

    /// Keys whose values are data, not schemas: a limit-named key inside an example is no limit.
    static let dataKeys: Set<String> = ["example", "examples", "default", "const", "enum"]

    /// Keys whose members are named by the document's author (properties, components…), so a
    /// member called `default` or `maxLength` is a name, not a keyword.
    static let nameKeys: Set<String> = [
        "properties", "patternProperties", "$defs", "schemas", "parameters", "responses", "headers",
        "requestBodies", "securitySchemes", "paths", "content", "links", "encoding",
    ]

    /// Where it is, e.g. `/components/schemas/NewItem/properties/title/maxLength`.
    let pointer: String
    /// Its value.
    let value: Double

    /// Every limit in `value`, a document or a part of one at `pointer`, its keys in sorted order.
    /// `names` is whether `value`'s keys are names rather than keywords.
    static func all(in value: JSONValue, at pointer: String = "", names: Bool = false) -> [DocumentLimit] {
        switch value {
        case .object(let members):
            return members.sorted(by: { $0.key < $1.key }).flatMap { key, member -> [DocumentLimit] in
                let location = pointer + "/" + JSONPointer.escape(key)
                if names { return all(in: member, at: location) }
                if keywords.contains(key), let number = member.number {
                    return [DocumentLimit(pointer: location, value: number)]
                }
                return dataKeys.contains(key) ? [] : all(in: member, at: location, names: nameKeys.contains(key))
            }
        case .array(let elements):
            return elements.enumerated().flatMap { index, element in all(in: element, at: "\(pointer)/\(index)") }
        case .null, .bool, .number, .string:
            return []
        }
    }
}
