/// Why the report queue did not take a report, or its file could not be used.
public enum ReportQueueError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The report breaks a rule of the MyBiz contract (`reason` says which, as the server would),
    /// so no server would take it: it is not kept, and counted (`ReportQueue.refusedCount()`).
    case refused(reason: String)
    /// The file or its folder could not be created or opened.
    case cannotOpen(path: String, errno: Int32)
    /// Writing (or flushing to disk) failed; nothing was added.
    case cannotWrite(path: String, errno: Int32)
    /// Reading failed.
    case cannotRead(path: String, errno: Int32)

    /// A sentence for a person.
    public var description: String {
        switch self {
        case .refused(let reason): "The analytics report was not kept: \(reason)"
        case .cannotOpen(let path, let code): "The analytics queue \(path) could not be opened: \(Self.reason(code))."
        case .cannotWrite(let path, let code): "The analytics queue \(path) could not be written: \(Self.reason(code))."
        case .cannotRead(let path, let code): "The analytics queue \(path) could not be read: \(Self.reason(code))."
        }
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
