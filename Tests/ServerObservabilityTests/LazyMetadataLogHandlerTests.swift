import Locks
import Logging
import ServerObservability
import Testing

@Suite("LazyMetadataLogHandler: StreamLogHandler's lines, metadata formatted only for a line written")
struct LazyMetadataLogHandlerTests {
    /// Keeps what is written to it.
    final class Written: TextOutputStream, @unchecked Sendable {
        let text = Locked("")
        func write(_ string: String) { text.withLock { $0 += string } }
    }

    @Test(
        "Given metadata set on the logger, when a line is written, then it carries the metadata as StreamLogHandler writes it"
    )
    func metadataInLine() throws {
        let written = Written()
        var logger = Logger(label: "mybiz") { label in
            var handler = LazyMetadataLogHandler(StreamLogHandler(label: label, stream: written, metadataProvider: nil))
            handler.logLevel = .info
            return handler
        }
        logger[metadataKey: "hb.request.id"] = "7"
        logger[metadataKey: "account"] = "a"
        logger.info("served", metadata: ["status": "200"])
        logger.debug("not written")
        let line = written.text.withLock { $0 }
        #expect(line.hasSuffix(" info mybiz: account=a hb.request.id=7 status=200 [ServerObservabilityTests] served\n"))
        #expect(line.filter { $0 == "\n" }.count == 1, "one line, the debug one not written")
        #expect(logger[metadataKey: "hb.request.id"] == "7")
    }
}
