/// A value of an event parameter or user property: text, a whole number, a number, or yes/no.
public enum AnalyticsParameter: Codable, Hashable, Sendable, ExpressibleByStringLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral
{
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)

    /// Text.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A whole number.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A number.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// Yes or no.
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// The value as a number, when it is one.
    public var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        case .string, .bool: nil
        }
    }

    /// The value as text, when it is text.
    public var text: String? {
        if case .string(let value) = self { return value }
        return nil
    }
}
