#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's limit on open files, which every connection counts against: past it the server can
/// accept nothing, not even a request that would close an idle connection.
public enum FileDescriptorLimit {
    /// Descriptors kept for what is not a connection: the database, its journal, logs, libraries.
    package static let reserve = 128

    /// The current (soft) limit.
    public static var current: Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
        return Int(clamping: limit.rlim_cur)
    }

    /// Raises the soft limit as far as the hard limit allows, as servers do at start-up; returns the
    /// limit now in force.
    @discardableResult
    public static func raiseToHardLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return current }
        if limit.rlim_cur < limit.rlim_max {
            limit.rlim_cur = limit.rlim_max
            _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        }
        return current
    }

    /// The most connections the limit leaves room for.
    package static var connectionCapacity: Int { max(16, current - reserve) }
}
