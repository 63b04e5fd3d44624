import Logging

/// swift-log's `StreamLogHandler` lines, with the metadata formatted only when a line is written.
/// `StreamLogHandler` formats all of its metadata again each time a key is set, and Hummingbird sets
/// one (`hb.request.id`) on every request's logger — work for every request even when nothing is
/// logged, about 4 % of a plain request's time.
package struct LazyMetadataLogHandler: LogHandler {
    private var lines: StreamLogHandler
    package var metadata: Logger.Metadata = [:]

    /// Writes through `lines`, whose own metadata is replaced by this handler's when a line is written.
    package init(_ lines: StreamLogHandler) {
        self.lines = lines
    }

    /// Lines on standard error at `level` and above, as `mybiz serve` writes them.
    package static func standardError(label: String, level: Logger.Level) -> LazyMetadataLogHandler {
        var handler = LazyMetadataLogHandler(.standardError(label: label))
        handler.logLevel = level
        return handler
    }

    package var logLevel: Logger.Level {
        get { lines.logLevel }
        set { lines.logLevel = newValue }
    }

    package var metadataProvider: Logger.MetadataProvider? {
        get { lines.metadataProvider }
        set { lines.metadataProvider = newValue }
    }

    package subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    package func log(event: LogEvent) {
        var lines = self.lines
        lines.metadata = metadata
        lines.log(event: event)
    }
}
