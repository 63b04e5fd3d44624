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
/// request and answers what never reaches the router in the format it is given.
package struct GuardedHTTP1Channel: ServerChildChannel, HTTPChannelHandler {
    package typealias Value = NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>

    package let responder: HTTPChannelHandler.Responder
    package let limits: ConnectionLimits
    package let registry: ConnectionRegistry
    /// How answers the router never sees are written.
    package let errors: ErrorAnswer

    package func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            let activity = ConnectionActivity(limits: limits, registry: registry, eventLoop: channel.eventLoop)
            let pipeline = channel.pipeline.syncOperations
            try pipeline.addHandler(InboundBytesHandler(activity: activity, errors: errors))
            var decoderLimits = NIOHTTPDecoderLimitConfiguration()
            decoderLimits.maxHeaderFieldSize = limits.maxHeaderBytes
            decoderLimits.maxHeaderListSize = limits.maxHeaderBytes
            try pipeline.configureHTTPServerPipeline(
                withPipeliningAssistance: false, withErrorHandling: false, withOutboundHeaderValidation: false,
                withEncoderConfiguration: .init(), withDecoderLimitConfiguration: decoderLimits)
            try pipeline.addHandler(HTTP1ToHTTPServerCodec(secure: false))
            try pipeline.addHandler(
                RequestPhaseHandler(activity: activity, errors: errors, maxBodyBytes: limits.maxBodyBytes))
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
    /// HTTP/1.1 within `limits`, counted in `registry`; what the router never sees is refused with a
    /// body in `errorFormat`.
    package static func guardedHTTP1(
        limits: ConnectionLimits, registry: ConnectionRegistry, errorFormat: ErrorBodyFormat
    ) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            GuardedHTTP1Channel(
                responder: responder, limits: limits, registry: registry, errors: ErrorAnswer(format: errorFormat))
        }
    }
}
