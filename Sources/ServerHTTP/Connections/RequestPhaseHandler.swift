import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Watches a connection's requests as HTTP parts: tells its activity when headers, bodies and
/// answers are complete, and answers what the router never sees — a request that is not HTTP or
/// whose headers are too large (400 or 431), headers too slow (408) — in the API's JSON, then
/// closes. A body too slow or malformed reaches the request's handler as an error instead, whose
/// JSON answer goes out before the connection closes.
///
/// A request with `Expect: 100-continue` is answered `100 Continue` as soon as its headers arrive,
/// so the client sends its body without waiting — or, when its `Content-Length` is more than any
/// route takes, 413 at once, before the body is sent, and the connection closes.
final class RequestPhaseHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let activity: ConnectionActivity
    private let errors: ErrorAnswer
    /// The most bytes any route takes in a body.
    private let maxBodyBytes: Int
    /// Whether to close once the answer under way is sent: the rest of its request cannot be read.
    private var closeAfterAnswer = false
    /// Whether the request under way was refused here: its parts go no further.
    private var refused = false

    init(activity: ConnectionActivity, errors: ErrorAnswer, maxBodyBytes: Int) {
        self.errors = errors
        self.activity = activity
        self.maxBodyBytes = maxBodyBytes
    }

    func handlerAdded(context: ChannelHandlerContext) {
        activity.onTimeout = { [unowned self] phase in self.timedOut(phase, context: context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        activity.onTimeout = { _ in }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let request):
            activity.headArrived()
            // The HTTP/1 conversion took the first Host as the authority; one more is left as a field.
            if request.headerFields[Self.host] != nil {
                refused = true
                answer(context, .badRequest, "A request has one Host header; this one has more.")
                return
            }
            if Self.expectsContinue(request) {
                if let length = request.headerFields[.contentLength].flatMap(Int.init), length > maxBodyBytes {
                    refused = true
                    let megabytes = maxBodyBytes / 1_048_576
                    answer(context, .contentTooLarge, "The request body must be \(megabytes) MB or smaller.")
                    return
                }
                context.writeAndFlush(wrapOutboundOut(.head(HTTPResponse(status: .continue))), promise: nil)
            }
        case .body:
            if refused { return }
        case .end:
            activity.bodyArrived()
            if refused { return }
        }
        context.fireChannelRead(data)
    }

    private static let host = HTTPField.Name("Host")!

    /// Whether `request` waits for `100 Continue` before sending its body.
    private static func expectsContinue(_ request: HTTPRequest) -> Bool {
        request.headerFields[.expect]?.lowercased() == "100-continue"
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var head) where closeAfterAnswer:
            head.headerFields[.connection] = "close"
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .end:
            activity.answerSent()
            if closeAfterAnswer {
                let sent = promise ?? context.eventLoop.makePromise()
                context.writeAndFlush(data, promise: sent)
                sent.futureResult.assumeIsolated().whenComplete { _ in context.close(promise: nil) }
            } else {
                context.write(data, promise: promise)
            }
        default:
            context.write(data, promise: promise)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let parserError = error as? HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        switch activity.phase {
        case .waiting, .readingHead:
            // No request the router knows of: answer here.
            answer(context, Self.status(for: parserError), Self.reason(for: parserError))
        case .readingBody, .responding:
            // The request's handler is reading its body: the error reaches it, and its answer
            // closes the connection.
            closeAfterAnswer = true
            context.fireErrorCaught(error)
        }
    }

    private func timedOut(_ phase: ConnectionActivity.Phase, context: ChannelHandlerContext) {
        switch phase {
        case .waiting:
            context.close(promise: nil)
        case .readingHead:
            answer(context, .requestTimeout, "The request's headers did not arrive in time.")
        case .readingBody:
            closeAfterAnswer = true
            context.fireErrorCaught(RequestBodyTimeout())
        case .responding:
            break
        }
    }

    /// Answers with the API's error body and closes the connection.
    private func answer(_ context: ChannelHandlerContext, _ status: HTTPResponse.Status, _ reason: String) {
        let body = errors.body(status, reason)
        context.write(wrapOutboundOut(.head(ErrorAnswer.head(status, bodyBytes: body.readableBytes))), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }

    /// The status for a request NIO's parser refused.
    static func status(for error: HTTPParserError) -> HTTPResponse.Status {
        error == .headerOverflow ? .init(code: 431, reasonPhrase: "Request Header Fields Too Large") : .badRequest
    }

    /// A sentence for a request NIO's parser refused.
    static func reason(for error: HTTPParserError) -> String {
        switch error {
        case .headerOverflow:
            "The request's headers are too large."
        case .invalidEOFState, .closedConnection:
            "The connection ended before the whole request arrived (a body shorter than its Content-Length?)."
        case .invalidChunkSize:
            "The request body's chunked encoding is malformed: a chunk size is not a hexadecimal number."
        case .invalidContentLength, .unexpectedContentLength:
            "The request's Content-Length is not valid."
        default:
            "The request is not valid HTTP/1.1."
        }
    }
}

/// A request's body did not arrive within the body timeout.
struct RequestBodyTimeout: Error, CustomStringConvertible {
    var description: String { "The request body did not arrive in time." }
}
