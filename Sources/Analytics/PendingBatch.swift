/// Reports taken from the front of a `ReportQueue` for one upload. Its key is the same however
/// often it is taken — after a crash too — so a server that remembers keys stores it once.
public struct PendingBatch: Sendable, Equatable {
    /// The sequence number of the first report.
    public let first: Int
    /// The sequence number of the last report.
    public let last: Int
    /// The idempotency key: the install id and the sequence numbers.
    public let key: String
    /// The reports, oldest first.
    public let reports: [Report]
}
