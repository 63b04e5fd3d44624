import Foundation
import ServerHTTP

/// The JSON object of a 2022 API request — the `params` part of a registration, an edit's body, or
/// the secret of a delete — read leniently, as its apps send it: whatever the Content-Type says,
/// numbers as numbers or as text, keys the server does not know ignored, and both spellings of the
/// keys the apps disagree on (`description`/`descriptions`, `discounted_price`/`discountedPrice`).
struct ProductJSONBody: Sendable {
    private let values: [String: Value]

    /// One JSON value.
    enum Value: Decodable, Sendable {
        case null
        case bool(Bool)
        case integer(Int64)
        case number(Double)
        case string(String)
        case other

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let bool = try? container.decode(Bool.self) {
                self = .bool(bool)
            } else if let integer = try? container.decode(Int64.self) {
                self = .integer(integer)
            } else if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else if let string = try? container.decode(String.self) {
                self = .string(string)
            } else {
                self = .other
            }
        }
    }

    /// Reads `data` as a JSON object. A bare JSON string is read as `{"secret": …}`: one app sends
    /// its delete secret that way.
    init(_ data: Data, what: String) throws(APIError) {
        if JSONText.containsEscapedNUL(data) {
            throw .badRequest("\(what) must not contain the NUL character.")
        }
        if let object = try? JSONDecoder().decode([String: Value].self, from: data) {
            values = object
        } else if let secret = try? JSONDecoder().decode(String.self, from: data) {
            values = ["secret": .string(secret)]
        } else {
            throw .badRequest("\(what) must be a JSON object, e.g. {\"secret\": \"…\"}.")
        }
    }

    /// Whether the body has any of `keys`, with a value other than `null`.
    func has(_ keys: String...) -> Bool {
        keys.contains { key in values[key].map { if case .null = $0 { false } else { true } } ?? false }
    }

    /// The text under the first of `keys` present, or `nil`; a 400 naming the key when it is not
    /// text, or breaks `TextRules`.
    func text(_ keys: String..., maxLength: Int) throws(APIError) -> String? {
        guard let (key, value) = first(keys) else { return nil }
        guard case .string(let text) = value else { throw .badRequest("\(key) must be text.") }
        try TextRules.check(text, field: key, maxLength: maxLength)
        return text
    }

    /// The number under the first of `keys` present, or `nil`; text holding a number counts.
    func number(_ keys: String...) throws(APIError) -> (key: String, value: Double)? {
        guard let (key, value) = first(keys) else { return nil }
        switch value {
        case .integer(let integer): return (key, Double(integer))
        case .number(let number): return (key, number)
        case .string(let text):
            if let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite { return (key, number) }
        default: break
        }
        throw .badRequest("\(key) must be a number.")
    }

    /// The whole number under `key`, or `nil`.
    func wholeNumber(_ key: String) throws(APIError) -> Int64? {
        guard let (key, value) = first([key]) else { return nil }
        switch value {
        case .integer(let integer): return integer
        case .number(let number) where number == number.rounded() && abs(number) < 9e18: return Int64(number)
        case .string(let text): if let integer = Int64(text.trimmingCharacters(in: .whitespaces)) { return integer }
        default: break
        }
        throw .badRequest("\(key) must be a whole number.")
    }

    private func first(_ keys: [String]) -> (String, Value)? {
        for key in keys {
            if let value = values[key] {
                if case .null = value { continue }
                return (key, value)
            }
        }
        return nil
    }
}
