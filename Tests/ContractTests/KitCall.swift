import Testing

/// One public request a kit can make, as the request tests make it: a name for messages, and the
/// call on a client that sends through a recorder.
struct KitCall<Client: Sendable>: Sendable, CustomTestStringConvertible {
    /// The call as code names it, e.g. `OpenMarketClient.page(_:query:)`.
    let name: String
    /// Makes the call; what it answers or throws is not looked at, only what it sends.
    let run: @Sendable (Client) async throws -> Void

    /// A call named `name` that `run` makes.
    init(_ name: String, _ run: @escaping @Sendable (Client) async throws -> Void) {
        self.name = name
        self.run = run
    }

    var testDescription: String { name }
}
