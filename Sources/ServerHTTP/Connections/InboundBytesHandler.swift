import HTTPTypes
import NIOCore

/// The first handler of a connection, before HTTP is parsed: admits the connection under the
/// connection limit (answering 503 when every connection is busy) and tells its activity when bytes
/// arrive, so a request whose headers trickle in is timed from its first byte.
final class InboundBytesHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let activity: ConnectionActivity
    private let errors: ErrorAnswer
    private var started = false

    init(activity: ConnectionActivity, errors: ErrorAnswer) {
        self.errors = errors
        self.activity = activity
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { start(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        activity.closed()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        activity.bytesArrived()
        context.fireChannelRead(data)
    }

    private func start(_ context: ChannelHandlerContext) {
        guard !started else { return }
        started = true
        guard activity.opened(context.channel) else {
            let answer = errors.raw(
                .serviceUnavailable, "The server has as many connections as it can take; try again in a moment.",
                retryAfter: 5)
            context.writeAndFlush(wrapOutboundOut(answer)).assumeIsolated().whenComplete { _ in
                context.close(promise: nil)
            }
            return
        }
    }
}
