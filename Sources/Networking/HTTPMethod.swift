/// An HTTP request method such as `GET` or `POST`.
///
/// Write the common ones as `.get`, `.post` …, or any other as a string literal: `"PROPFIND"`.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The method's name as sent on the wire, upper case for the standard methods.
    public let rawValue: String

    /// Creates a method from its wire name; standard names are upper-cased (`"get"` is `GET`).
    public init(rawValue: String) {
        let upper = rawValue.uppercased()
        self.rawValue = Self.standardNames.contains(upper) ? upper : rawValue
    }

    /// Creates a method from a string literal, e.g. `"PATCH"`.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// The method's wire name.
    public var description: String { rawValue }

    /// Whether sending the request twice has the same effect as sending it once (RFC 9110 §9.2.2),
    /// which is what makes a retry safe.
    public var isIdempotent: Bool {
        Self.idempotentNames.contains(rawValue)
    }

    /// `GET`: read a resource.
    public static let get: HTTPMethod = "GET"
    /// `HEAD`: read a resource's headers only.
    public static let head: HTTPMethod = "HEAD"
    /// `POST`: create or submit; not idempotent.
    public static let post: HTTPMethod = "POST"
    /// `PUT`: replace a resource.
    public static let put: HTTPMethod = "PUT"
    /// `PATCH`: change part of a resource; not idempotent.
    public static let patch: HTTPMethod = "PATCH"
    /// `DELETE`: remove a resource.
    public static let delete: HTTPMethod = "DELETE"
    /// `OPTIONS`: ask which methods a resource allows.
    public static let options: HTTPMethod = "OPTIONS"

    private static let standardNames: Set<String> = [
        "GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "CONNECT",
    ]
    private static let idempotentNames: Set<String> = ["GET", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE"]
}
