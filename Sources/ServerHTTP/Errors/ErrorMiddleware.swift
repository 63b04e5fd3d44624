import Foundation
import Hummingbird
import Logging
import NIOHTTP1
import ServerDatabase

/// Turns every error — ours, Hummingbird's (an unknown route included), a database that cannot be
/// reached (503 with `Retry-After`), or an unexpected one — into an `APIError` with a fitting status,
/// answered by `responder` in the contract of the path it came to. Unexpected errors are logged with
/// the request id and answered 500 without their details.
package struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    private let responder: any ErrorResponder

    /// Errors answered by `responder`.
    package init(_ responder: any ErrorResponder) {
        self.responder = responder
    }

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        do {
            return try await next(request, context)
        } catch {
            return responder.response(for: Self.apiError(for: error, logger: context.logger), to: request)
        }
    }

    /// What `error` means to the client.
    package static func apiError(for error: any Error, logger: Logger) -> APIError {
        switch error {
        case let error as APIError:
            return error
        case let error as any APIErrorConvertible:
            return error.apiError
        case let error as HTTPParserError:
            // The body could not be read as HTTP: the client's doing, and the connection closes.
            return .badRequest(RequestPhaseHandler.reason(for: error))
        case let error as RequestBodyTimeout:
            return APIError(.requestTimeout, error.description)
        case _ where DatabaseFailure.isUnavailable(error):
            logger.warning("The database is unavailable: \(String(reflecting: error))")
            return APIError(
                .serviceUnavailable, "The database is not available right now; try again in a few seconds.",
                retryAfter: 5)
        case let error as HTTPError:
            return APIError(error.status, error.body ?? error.status.reasonPhrase)
        case let error as any HTTPResponseError:
            return APIError(error.status, error.status.reasonPhrase)
        default:
            logger.error("Request failed: \(String(reflecting: error))")
            return APIError(.internalServerError, "Internal Server Error")
        }
    }
}
