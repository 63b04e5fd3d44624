import Foundation

/// What in a JSON value did not fit the type it was decoded as, said for a person: the field's path
/// and what it must be, e.g. "purchases[0].quantity must be a number."
package enum DecodingProblem {
    /// The sentence for `error`; `whole` names the value itself ("The body"), for a problem at its top.
    /// Given the `json` that was decoded, text that is not JSON at all is said where it breaks
    /// (`JSONSyntax`); without it, only that it is not valid JSON.
    package static func sentence(for error: DecodingError, whole: String, json: Data? = nil) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key], whole: whole)) is missing."
        case .valueNotFound(_, let context):
            return "\(path(context.codingPath, whole: whole)) must not be null."
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath, whole: whole)) must be \(describe(type))."
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return json.flatMap { JSONSyntax.firstProblem(in: $0, subject: whole) } ?? "\(whole) is not valid JSON."
        case .dataCorrupted(let context):
            return "\(path(context.codingPath, whole: whole)) is not valid: \(context.debugDescription)"
        @unknown default:
            return "\(whole) does not fit: \(error)."
        }
    }

    private static func path(_ keys: [any CodingKey], whole: String) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? whole : text
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is any BinaryInteger.Type, is any BinaryFloatingPoint.Type, is Decimal.Type: "a number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        default: "an object"
        }
    }
}
