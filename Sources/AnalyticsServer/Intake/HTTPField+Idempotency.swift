import HTTPTypes

extension HTTPField.Name {
    /// Names a request that may be sent more than once and must take effect once.
    static let idempotencyKey = HTTPField.Name("Idempotency-Key")!
    /// Says an answer repeats the one given to an earlier request with the same key.
    static let idempotentReplayed = HTTPField.Name("Idempotent-Replayed")!
}
