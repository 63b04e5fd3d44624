import NIOPosix

/// Long computations of a request — reading a batch of 500 reports, writing its statement — run on
/// threads of their own, not on Swift's cooperative pool. The pool has a thread per core; a task
/// holding one for milliseconds keeps every task that is ready to go on waiting, among them the
/// writer whose turn at the database has come. The system shares the cores between those threads
/// and the pool's, so a ready task runs at once.
package enum CPUWork {
    /// `work`'s result, computed on a thread of `NIOThreadPool.singleton`.
    package static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await NIOThreadPool.singleton.runIfActive(work)
    }
}
