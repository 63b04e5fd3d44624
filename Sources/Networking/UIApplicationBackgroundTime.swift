#if canImport(UIKit) && !os(watchOS)
    import Locks
    import UIKit

    /// `BackgroundTimeGranting` through `UIApplication`'s background tasks (iOS, iPadOS, tvOS,
    /// visionOS), for apps, not their extensions. Written for Apple platforms and not yet compiled
    /// there: the project's CI runs on Linux.
    @available(iOSApplicationExtension, unavailable)
    @available(tvOSApplicationExtension, unavailable)
    @available(visionOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    public struct UIApplicationBackgroundTime: BackgroundTimeGranting {
        /// The tasks begun and not ended yet: the expiry handler and `end(_:)` may both come for
        /// one task, and only the first may end it.
        @MainActor private static var live: Set<Int> = []

        /// The adapter, for `UIApplication.shared`.
        public init() {}

        /// Begins a background task; `nil` when the system grants none.
        public func begin(name: String, onExpiry: @escaping @Sendable () -> Void) async -> BackgroundGrant? {
            await MainActor.run {
                // The expiry handler needs the identifier that beginning it returns.
                let identifier = Locked(UIBackgroundTaskIdentifier.invalid)
                let begun = UIApplication.shared.beginBackgroundTask(withName: name) {
                    // Runs on the main thread, and the task must be ended before it returns.
                    MainActor.assumeIsolated {
                        let task = identifier.withLock { $0 }
                        if Self.live.remove(task.rawValue) != nil { UIApplication.shared.endBackgroundTask(task) }
                    }
                    onExpiry()
                }
                identifier.withLock { $0 = begun }
                guard begun != .invalid else { return nil }
                Self.live.insert(begun.rawValue)
                return BackgroundGrant(id: begun.rawValue)
            }
        }

        /// Ends the background task.
        public func end(_ grant: BackgroundGrant) async {
            await MainActor.run {
                guard Self.live.remove(grant.id) != nil else { return }
                UIApplication.shared.endBackgroundTask(UIBackgroundTaskIdentifier(rawValue: grant.id))
            }
        }
    }
#endif
