import CompressNIO
import HTTPTypes
import Hummingbird
import NIOCore

/// Writes a body gzip-compressed to `parent`, part by part as it is written: a stream of its own for
/// each answer, flushed at each write so a streamed page arrives as it is made, finished at the end.
struct GzipResponseBodyWriter: ResponseBodyWriter {
    private var parent: any ResponseBodyWriter
    private let compressor: ZlibCompressor

    /// A writer compressing into `parent`.
    init(parent: any ResponseBodyWriter) throws {
        self.parent = parent
        compressor = try ZlibCompressor(algorithm: .gzip)
    }

    mutating func write(_ buffer: ByteBuffer) async throws {
        var input = buffer
        var output = ByteBufferAllocator().buffer(capacity: compressor.maxSize(from: input))
        try compressor.deflate(from: &input, to: &output, flush: .sync)
        if output.readableBytes > 0 { try await parent.write(output) }
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {
        var empty = ByteBuffer()
        var output = ByteBufferAllocator().buffer(capacity: compressor.maxSize(from: empty) + 32)
        try compressor.deflate(from: &empty, to: &output, flush: .finish)
        try await parent.write(output)
        try await parent.finish(trailingHeaders)
    }
}
