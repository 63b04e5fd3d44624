/// Why the report queue's file could not be used.
public enum ReportQueueError: Error, CustomStringConvertible, Sendable {
    /// The file or its folder could not be created or opened.
    case cannotOpen(path: String, errno: Int32)
    /// Writing (or flushing to disk) failed; nothing was added.
    case cannotWrite(path: String, errno: Int32)
    /// Reading failed.
    case cannotRead(path: String, errno: Int32)

    /// A sentence for a person.
    public var description: String {
        switch self {
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
