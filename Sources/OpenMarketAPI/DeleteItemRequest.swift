/// The JSON body of `DELETE /item/{id}`. Older clients also send `"id"`; unknown keys are ignored.
public struct DeleteItemRequest: Codable, Hashable, Sendable {
    /// The item's password.
    public var password: String

    /// Creates a delete request.
    public init(password: String) {
        self.password = password
    }
}
