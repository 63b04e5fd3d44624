import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// A TCP proxy in front of a real database server that a test can freeze — it stops passing bytes
/// either way, as a database does when its process is stopped or its network dies — thaw, or close.
package final class FreezableProxy: Sendable {
    /// The port to connect to instead of the database's.
    package let port: Int
    private let server: any Channel
    private let state: NIOLockedValueBox<(frozen: Bool, channels: [any Channel])>

    /// A proxy on a free local port, passing connections on to `host`:`targetPort`.
    package init(to host: String, port targetPort: Int) async throws {
        let state = NIOLockedValueBox((frozen: false, channels: [any Channel]()))
        self.state = state
        let reading: @Sendable () -> Bool = { !state.withLockedValue { $0.frozen } }
        server = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .childChannelOption(ChannelOptions.autoRead, value: false)
            .childChannelInitializer { inbound in
                ClientBootstrap(group: inbound.eventLoop)
                    .channelOption(ChannelOptions.autoRead, value: false)
                    .connect(host: host, port: targetPort)
                    .flatMap { outbound in
                        state.withLockedValue { $0.channels += [inbound, outbound] }
                        return inbound.pipeline.addHandler(Forwarder(to: outbound, reading: reading)).and(
                            outbound.pipeline.addHandler(Forwarder(to: inbound, reading: reading))
                        ).map { _ in }
                    }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        port = server.localAddress?.port ?? 0
    }

    /// Stops passing bytes: what was sent waits, unanswered.
    package func freeze() {
        state.withLockedValue { $0.frozen = true }
    }

    /// Passes bytes again, what waited first.
    package func thaw() {
        let channels = state.withLockedValue { state in
            state.frozen = false
            return state.channels
        }
        for channel in channels { channel.read() }
    }

    /// Closes every connection and stops accepting new ones, as a stopped database does.
    package func close() async throws {
        let channels = state.withLockedValue { $0.channels }
        for channel in channels { try? await channel.close() }
        try await server.close()
    }
}

/// Writes what one side of the proxy reads to the other side, reading on only while the proxy is
/// not frozen, and closes the other side when this one closes.
private final class Forwarder: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer

    private let partner: any Channel
    private let reading: @Sendable () -> Bool

    init(to partner: any Channel, reading: @escaping @Sendable () -> Bool) {
        self.partner = partner
        self.reading = reading
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if reading() { context.read() }
    }

    func channelActive(context: ChannelHandlerContext) {
        if reading() { context.read() }
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        partner.writeAndFlush(unwrapInboundIn(data), promise: nil)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if reading() { context.read() }
    }

    func channelInactive(context: ChannelHandlerContext) {
        partner.close(promise: nil)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
