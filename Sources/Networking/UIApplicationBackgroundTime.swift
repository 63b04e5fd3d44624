#if canImport(UIKit) && !os(watchOS)
    import Locks
    import UIKit

    /// `BackgroundTimeGranting` through `UIApplication`'s background tasks (iOS, iPadOS, tvOS,
    /// visionOS). Compiled and tested only on Apple platforms.
    public struct UIApplicationBackgroundTime: BackgroundTimeGranting {
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
                        UIApplication.shared.endBackgroundTask(identifier.withLock { $0 })
                    }
                    onExpiry()
                }
                identifier.withLock { $0 = begun }
                return begun == .invalid ? nil : BackgroundGrant(id: begun.rawValue)
            }
        }

        /// Ends the background task.
        public func end(_ grant: BackgroundGrant) async {
            await MainActor.run {
                UIApplication.shared.endBackgroundTask(UIBackgroundTaskIdentifier(rawValue: grant.id))
            }
        }
    }
#endif
