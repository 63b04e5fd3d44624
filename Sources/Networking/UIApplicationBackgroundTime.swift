#if canImport(UIKit) && !os(watchOS)
    import Locks
    import UIKit

    /// `BackgroundTimeGranting` through `UIApplication`'s background tasks (iOS, iPadOS, tvOS,
    /// visionOS), for apps, not their extensions. Not yet compiled: the repository's macOS workflow
    /// (`.github/workflows/apple.yml`) is to build and test it, and has not run yet.
    @available(iOSApplicationExtension, unavailable)
    @available(tvOSApplicationExtension, unavailable)
    @available(visionOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    public struct UIApplicationBackgroundTime: BackgroundTimeGranting {
        private let tasks: any BackgroundTasks
        /// The tasks begun and not ended yet: the expiry handler and `end(_:)` may both come for
        /// one task, and only the first may end it.
        private let live = Locked<Set<Int>>([])

        /// The adapter, for `UIApplication.shared`.
        public init() {
            self.init(tasks: SharedApplicationBackgroundTasks())
        }

        /// The adapter over `tasks` — a test's stand-in for the application.
        init(tasks: any BackgroundTasks) {
            self.tasks = tasks
        }

        /// Begins a background task; `nil` when the system grants none.
        public func begin(name: String, onExpiry: @escaping @Sendable () -> Void) async -> BackgroundGrant? {
            await MainActor.run {
                // The expiry handler needs the identifier that beginning it returns.
                let identifier = Locked(UIBackgroundTaskIdentifier.invalid)
                let begun = tasks.begin(name: name) { [live, tasks] in
                    // The system wants the task ended before the handler returns.
                    let task = identifier.withLock { $0 }
                    if live.withLock({ $0.remove(task.rawValue) }) != nil { tasks.end(task) }
                    onExpiry()
                }
                identifier.withLock { $0 = begun }
                guard begun != .invalid else { return nil }
                live.withLock { _ = $0.insert(begun.rawValue) }
                return BackgroundGrant(id: begun.rawValue)
            }
        }

        /// Ends the background task.
        public func end(_ grant: BackgroundGrant) async {
            await MainActor.run {
                guard live.withLock({ $0.remove(grant.id) }) != nil else { return }
                tasks.end(UIBackgroundTaskIdentifier(rawValue: grant.id))
            }
        }
    }

    /// What `UIApplicationBackgroundTime` asks of the application: to begin and end background tasks.
    @MainActor
    protocol BackgroundTasks: Sendable {
        /// Begins a task; `.invalid` when none is granted. `onExpiry` runs on the main thread when
        /// the time runs out.
        func begin(name: String, onExpiry: @escaping @MainActor @Sendable () -> Void) -> UIBackgroundTaskIdentifier

        /// Ends a task.
        func end(_ task: UIBackgroundTaskIdentifier)
    }

    /// `UIApplication.shared`'s background tasks.
    @available(iOSApplicationExtension, unavailable)
    @available(tvOSApplicationExtension, unavailable)
    @available(visionOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    struct SharedApplicationBackgroundTasks: BackgroundTasks {
        func begin(name: String, onExpiry: @escaping @MainActor @Sendable () -> Void) -> UIBackgroundTaskIdentifier {
            UIApplication.shared.beginBackgroundTask(withName: name) {
                // UIKit calls it on the main thread.
                MainActor.assumeIsolated { onExpiry() }
            }
        }

        func end(_ task: UIBackgroundTaskIdentifier) {
            UIApplication.shared.endBackgroundTask(task)
        }
    }
#endif
