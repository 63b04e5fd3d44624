/// What keeps an app running in the background while it finishes work — `UIApplication`'s
/// background tasks on iOS (`UIApplicationBackgroundTime`), a test double elsewhere.
public protocol BackgroundTimeGranting: Sendable {
    /// Asks for background time called `name`; `nil` when none is granted. When the time runs out
    /// first, the granter ends the grant itself — the system wants it ended at once — and then
    /// calls `onExpiry`.
    func begin(name: String, onExpiry: @escaping @Sendable () -> Void) async -> BackgroundGrant?

    /// Gives back background time that is no longer needed.
    func end(_ grant: BackgroundGrant) async
}

/// Background time granted: the system's identifier of it.
public struct BackgroundGrant: Hashable, Sendable {
    /// The identifier, e.g. a `UIBackgroundTaskIdentifier`'s raw value.
    public let id: Int

    /// A grant with `id`.
    public init(id: Int) {
        self.id = id
    }
}
