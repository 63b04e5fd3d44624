import Locks
public import Logging

/// Every message logged, with its metadata, as one line each.
public final class LogRecords: Sendable {
    /// An empty record.
    public init() {}

    private let lines = Locked<[String]>([])
    /// Keeps `line`.
    public func append(_ line: String) { lines.withLock { $0.append(line) } }
    /// Every line so far.
    public var all: [String] { lines.withLock { $0 } }
}

/// A log handler that keeps what is logged, so tests can read it.
public struct RecordingLogHandler: LogHandler {
    /// Where the lines go.
    public let records: LogRecords
    /// The handler's metadata.
    public var metadata: Logger.Metadata = [:]
    /// Everything is kept.
    public var logLevel: Logger.Level = .trace

    /// A handler writing into `records`.
    public init(records: LogRecords) {
        self.records = records
    }

    /// Metadata by key.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Keeps the message as `level message key=value …`.
    public func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        let rendered = merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        records.append("\(event.level) \(event.message) \(rendered)")
    }
}
