/// A JSON Schema in a few words, for the API reference: `integer ≥ 1`, `array of ItemSummary`,
/// `ID or null`.
enum SchemaText {
    static func describe(_ schema: [String: Any]) -> String {
        if let reference = schema["$ref"] as? String { return String(reference.split(separator: "/").last ?? "") }
        if let options = schema["oneOf"] as? [Any] {
            return options.map { describe($0 as? [String: Any] ?? [:]) }.joined(separator: " or ")
        }
        if let constant = schema["const"] { return "“\(constant)”" }
        if let choices = schema["enum"] as? [Any] {
            return "one of " + choices.map { "“\($0)”" }.joined(separator: ", ")
        }
        let types = (schema["type"] as? [String]) ?? (schema["type"] as? String).map { [$0] } ?? []
        var text = types.map { type in
            type == "array" ? "array of \(describe(schema["items"] as? [String: Any] ?? [:]))" : type
        }.joined(separator: " or ")
        if let format = schema["format"] as? String { text += " (\(format))" }
        if let pattern = schema["pattern"] as? String { text += " matching \(pattern)" }
        var limits: [String] = []
        if let minimum = schema["minimum"] { limits.append("≥ \(minimum)") }
        if let minimum = schema["exclusiveMinimum"] { limits.append("> \(minimum)") }
        if let maximum = schema["maximum"] { limits.append("≤ \(maximum)") }
        if let length = schema["maxLength"] { limits.append("at most \(length) characters") }
        if let count = schema["maxItems"] { limits.append("at most \(count)") }
        if !limits.isEmpty { text += ", " + limits.joined(separator: ", ") }
        return text
    }
}
