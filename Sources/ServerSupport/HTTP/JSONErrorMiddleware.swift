import Foundation
import Hummingbird
import Logging
import NIOHTTP1
import OpenMarketAPI

/// Turns every error — ours, Hummingbird's (an unknown route included), a database that cannot be
/// reached (503 with `Retry-After`), or an unexpected one — into `{"error": true, "reason": …}` with a
/// fitting status. Unexpected errors are logged with the request id and answered 500 without their
/// details.
package struct JSONErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The middleware.
    package init() {}

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            var response = Self.response(error.status, error.reason)
            if let seconds = error.retryAfter { response.headers[.retryAfter] = "\(seconds)" }
            return response
        } catch let error as HTTPParserError {
            // The body could not be read as HTTP: the client's doing, and the connection closes.
            return Self.response(.badRequest, RequestPhaseHandler.reason(for: error))
        } catch let error as RequestBodyTimeout {
            return Self.response(.requestTimeout, error.description)
        } catch  where DatabaseFailure.isUnavailable(error) {
            context.logger.warning("The database is unavailable: \(String(reflecting: error))")
            var response = Self.response(
                .serviceUnavailable, "The database is not available right now; try again in a few seconds.")
            response.headers[.retryAfter] = "5"
            return response
        } catch let error as HTTPError {
            return Self.response(error.status, error.body ?? error.status.reasonPhrase)
        } catch let error as any HTTPResponseError {
            return Self.response(error.status, error.status.reasonPhrase)
        } catch {
            context.logger.error("Request failed: \(String(reflecting: error))")
            return Self.response(.internalServerError, "Internal Server Error")
        }
    }

    /// A JSON error answer.
    package static func response(_ status: HTTPResponse.Status, _ reason: String) -> Response {
        (try? JSONAnswer.response(ErrorBody(reason: reason), status: status))
            ?? Response(status: status, body: .init(byteBuffer: ByteBuffer(string: #"{"error":true}"#)))
    }
}
