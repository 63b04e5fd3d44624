#if canImport(UIKit) && !os(watchOS)
    import Locks
    @testable import Networking
    import Testing
    import UIKit

    /// Runs on the iOS, tvOS and visionOS simulators in the macOS workflow; UIKit is not on Linux.
    @Suite("UIApplicationBackgroundTime: background tasks begun and ended once")
    struct UIApplicationBackgroundTimeTests {
        @Test("a granted task is given back once, however often it is ended")
        func endsOnce() async throws {
            // Given an application that grants task 7
            let application = FakeBackgroundTasks(granting: 7)
            let time = UIApplicationBackgroundTime(tasks: application)
            // When it is begun and ended twice
            let grant = try #require(await time.begin(name: "upload", onExpiry: {}))
            await time.end(grant)
            await time.end(grant)
            // Then the application saw one begin, named, and one end
            #expect(grant.id == 7)
            #expect(await application.names == ["upload"])
            #expect(await application.ended == [7])
        }

        @Test("no grant when the application grants no time")
        func noTime() async {
            let application = FakeBackgroundTasks(granting: nil)
            let grant = await UIApplicationBackgroundTime(tasks: application).begin(name: "upload", onExpiry: {})
            #expect(grant == nil)
            #expect(await application.ended.isEmpty)
        }

        @Test("when time runs out, the task is ended before the caller hears of it, and not again after")
        func expiry() async throws {
            // Given a granted task
            let application = FakeBackgroundTasks(granting: 3)
            let time = UIApplicationBackgroundTime(tasks: application)
            let heard = Locked<[[Int]]>([])
            let grant = try #require(
                await time.begin(name: "sync") { [application] in
                    heard.withLock { $0.append(MainActor.assumeIsolated { application.ended }) }
                })
            // When the time runs out, and the caller then ends it too
            await application.expire()
            await time.end(grant)
            // Then it was ended once, already when the caller heard of it
            #expect(heard.withLock { $0 } == [[3]])
            #expect(await application.ended == [3])
        }
    }

    /// Stands in for `UIApplication`: grants one identifier and records what is ended.
    @MainActor
    final class FakeBackgroundTasks: BackgroundTasks {
        private let granted: Int?
        private(set) var names: [String] = []
        private(set) var ended: [Int] = []
        private var expiryHandler: (@MainActor @Sendable () -> Void)?

        nonisolated init(granting granted: Int?) {
            self.granted = granted
        }

        func begin(name: String, onExpiry: @escaping @MainActor @Sendable () -> Void) -> UIBackgroundTaskIdentifier {
            names.append(name)
            expiryHandler = onExpiry
            return granted.map { UIBackgroundTaskIdentifier(rawValue: $0) } ?? .invalid
        }

        func end(_ task: UIBackgroundTaskIdentifier) {
            ended.append(task.rawValue)
        }

        /// Runs the expiry handler, as the system does when the time is up.
        func expire() {
            expiryHandler?()
        }
    }
#endif
