import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// Hummingbird's HTTP/1.1 channel with the connection's limits around it: a handler before the
/// HTTP parser that admits connections and notes arriving bytes, and one after it that times each
/// request and answers what never reaches the router in the API's JSON.
package struct GuardedHTTP1Channel: ServerChildChannel, HTTPChannelHandler {
    package typealias Value = NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>

    package let responder: HTTPChannelHandler.Responder
    package let limits: ConnectionLimits
    package let registry: ConnectionRegistry

    package func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            let activity = ConnectionActivity(limits: limits, registry: registry, eventLoop: channel.eventLoop)
            let pipeline = channel.pipeline.syncOperations
            try pipeline.addHandler(InboundBytesHandler(activity: activity))
            var decoderLimits = NIOHTTPDecoderLimitConfiguration()
            decoderLimits.maxHeaderFieldSize = limits.maxHeaderBytes
            decoderLimits.maxHeaderListSize = limits.maxHeaderBytes
            try pipeline.configureHTTPServerPipeline(
                withPipeliningAssistance: false, withErrorHandling: false, withOutboundHeaderValidation: false,
                withEncoderConfiguration: .init(), withDecoderLimitConfiguration: decoderLimits)
            try pipeline.addHandler(HTTP1ToHTTPServerCodec(secure: false))
            try pipeline.addHandler(RequestPhaseHandler(activity: activity, maxBodyBytes: limits.maxBodyBytes))
            // Hummingbird's own: on a graceful shutdown it closes connections once their answer is sent.
            try pipeline.addHandler(HTTPConnectionStateHandler(logger: logger))
            return try NIOAsyncChannel(
                wrappingChannelSynchronously: channel, configuration: .init(isOutboundHalfClosureEnabled: true))
        }
    }

    package func handle(value asyncChannel: Value, logger: Logger) async {
        await handleHTTP(asyncChannel: asyncChannel, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// HTTP/1.1 within `limits`, counted in `registry`.
    package static func guardedHTTP1(limits: ConnectionLimits, registry: ConnectionRegistry) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            GuardedHTTP1Channel(responder: responder, limits: limits, registry: registry)
        }
    }
}
