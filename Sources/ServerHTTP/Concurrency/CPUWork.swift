import NIOCore
import NIOPosix

/// Long computations of a request — reading a batch of 500 reports, writing its statement — run on
/// threads of their own, not on Swift's cooperative pool. The pool has a thread per core; a task
/// holding one for milliseconds keeps every task that is ready to go waiting, among them the writer
/// whose turn at the database has come. The system shares the cores between these threads and the
/// pool's, so a ready task does not wait for a computation to finish. The threads are not NIO's
/// shared pool either: password hashing and photo work queue there, and a burst of logins would
/// queue every batch behind it.
package enum CPUWork {
    /// A thread per core, for the process's lifetime, idle when there is nothing to compute.
    private static let threads: NIOThreadPool = {
        let threads = NIOThreadPool(numberOfThreads: System.coreCount)
        threads.start()
        return threads
    }()

    /// `work`'s result, computed on one of `CPUWork`'s threads.
    package static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await threads.runIfActive(work)
    }
}
