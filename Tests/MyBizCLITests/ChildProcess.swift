import Foundation
import Locks

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process started with `posix_spawn`, its standard input, output and error on pipes.
///
/// Not `Foundation.Process`: on Linux its `run()` reads past a buffer while listing
/// `/proc/self/fd` and now and then crashes the test process (swift-corelibs-foundation#5472, fixed
/// after Swift 6.3.1) — about one `swift test` run in five here, which spawns hundreds of children.
final class ChildProcess: Sendable {
    /// The child's process id.
    let pid: pid_t
    /// Our ends of its standard input (write), output and error (read).
    let input: FileHandle
    let output: FileHandle
    let errors: FileHandle
    private let status = Locked<Int32?>(nil)

    /// Why a child could not be started.
    struct SpawnFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts `executable` with `arguments` and exactly `environment`.
    init(executable: String, arguments: [String], environment: [String: String]) throws {
        let stdin = try Self.pipe()
        let stdout = try Self.pipe()
        let stderr = try Self.pipe()
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #else
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin.read, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout.write, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr.write, 2)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        // Nothing else of the test process — its servers' sockets above all — reaches the child.
        #if canImport(Glibc)
            _ = Self.addCloseFrom?(&actions, 3)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        #else
            posix_spawnattr_setflags(
                &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_CLOEXEC_DEFAULT))
        #endif

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child = pid_t()
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        for descriptor in [stdin.read, stdout.write, stderr.write] { close(descriptor) }
        guard result == 0 else {
            for descriptor in [stdin.write, stdout.read, stderr.read] { close(descriptor) }
            throw SpawnFailure(description: "\(executable) could not be started: \(String(cString: strerror(result))).")
        }
        pid = child
        input = FileHandle(fileDescriptor: stdin.write, closeOnDealloc: true)
        output = FileHandle(fileDescriptor: stdout.read, closeOnDealloc: true)
        errors = FileHandle(fileDescriptor: stderr.read, closeOnDealloc: true)
    }

    /// Waits (blocking the calling thread) until the child ends; its exit status, or the number of
    /// the signal that ended it.
    func waitUntilExit() -> Int32 {
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) == -1 && errno == EINTR {}
        let code = Self.exitedNormally(raw) ? (raw >> 8) & 0xFF : raw & 0x7F
        status.withLock { $0 = code }
        return code
    }

    /// Whether the child has ended (and `waitUntilExit` has seen it).
    var isRunning: Bool { status.withLock { $0 == nil } }

    /// Sends `signal` to the child, unless it has ended.
    func send(_ signal: Int32) {
        if isRunning { kill(pid, signal) }
    }

    private static func exitedNormally(_ raw: Int32) -> Bool { raw & 0x7F == 0 }

    #if canImport(Glibc)
        /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc
        /// module does not declare.
        private static let addCloseFrom:
            (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
                guard
                    let symbol = dlsym(
                        UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
                else { return nil }
                return unsafeBitCast(
                    symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self
                )
            }()
    #endif

    private static func pipe() throws -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [0, 0]
        #if canImport(Glibc)
            let made = Glibc.pipe(&descriptors)
        #else
            let made = Darwin.pipe(&descriptors)
        #endif
        guard made == 0 else {
            throw SpawnFailure(description: "No pipe: \(String(cString: strerror(errno))).")
        }
        // Our ends must not leak into other children spawned meanwhile.
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        return (descriptors[0], descriptors[1])
    }
}
