/// The limits of analytics reports, one definition for the server that refuses and the apps that
/// batch.
public enum AnalyticsLimits {
    /// The most reports one batch may carry.
    public static let maxBatch = 500
    /// The longest event name: letters, digits and `_`.
    public static let maxNameLength = 40
    /// The longest report type.
    public static let maxTypeLength = 40
    /// The longest device, os or app version.
    public static let maxDetailLength = 100
    /// The longest idempotency key of a batch.
    public static let maxIdempotencyKeyLength = 200
    /// The most stored events one `GET /api/analytics` answers (its `limit`).
    public static let maxEventsPerRequest = 1_000
    /// The largest `offset` of `GET /api/analytics`: a 32-bit count, as every database takes it.
    public static let maxEventsOffset = Int(Int32.max)
    /// The most screens a summary lists (the five main screens among them); the rest are summed up
    /// in its `otherScreens`.
    public static let summaryScreens = 50
    /// The most name and type pairs a summary lists, most reported first; the rest are summed up in
    /// its `otherEvents`.
    public static let summaryEvents = 100
}
