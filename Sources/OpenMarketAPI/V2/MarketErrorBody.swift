/// The 2022 API's error answer: `{"code": 400, "message": "…"}`. No app reads it; people do.
public struct MarketErrorBody: Codable, Hashable, Sendable {
    /// The HTTP status code.
    public var code: Int
    /// A sentence saying what was wrong.
    public var message: String

    /// Creates an error body.
    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }
}
