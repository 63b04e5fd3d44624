import Foundation
import Hummingbird
import Logging
import NIOHTTP1
import OpenMarketAPI

/// Turns every error — ours, Hummingbird's (an unknown route included), a database that cannot be
/// reached (503 with `Retry-After`), or an unexpected one — into `{"error": true, "reason": …}` with a
/// fitting status (an HTML page saying the same to a browser on a web page's address). Unexpected errors are logged with the request id and answered 500 without their
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
            return Self.answer(request, error.status, error.reason, retryAfter: error.retryAfter)
        } catch let error as HTTPParserError {
            // The body could not be read as HTTP: the client's doing, and the connection closes.
            return Self.answer(request, .badRequest, RequestPhaseHandler.reason(for: error))
        } catch let error as RequestBodyTimeout {
            return Self.answer(request, .requestTimeout, error.description)
        } catch  where DatabaseFailure.isUnavailable(error) {
            context.logger.warning("The database is unavailable: \(String(reflecting: error))")
            return Self.answer(
                request, .serviceUnavailable, "The database is not available right now; try again in a few seconds.",
                retryAfter: 5)
        } catch let error as HTTPError {
            return Self.answer(request, error.status, error.body ?? error.status.reasonPhrase)
        } catch let error as any HTTPResponseError {
            return Self.answer(request, error.status, error.status.reasonPhrase)
        } catch {
            context.logger.error("Request failed: \(String(reflecting: error))")
            return Self.answer(request, .internalServerError, "Internal Server Error")
        }
    }

    /// The error as the API's JSON, or as a page for a browser that asked for one of the web pages.
    private static func answer(
        _ request: Request, _ status: HTTPResponse.Status, _ reason: String, retryAfter: Int? = nil
    ) -> Response {
        var response =
            ErrorPage.isWanted(by: request) ? ErrorPage.response(status, reason) : Self.response(status, reason)
        if let retryAfter { response.headers[.retryAfter] = "\(retryAfter)" }
        return response
    }

    /// A JSON error answer.
    package static func response(_ status: HTTPResponse.Status, _ reason: String) -> Response {
        (try? JSONAnswer.response(ErrorBody(reason: reason), status: status))
            ?? Response(status: status, body: .init(byteBuffer: ByteBuffer(string: #"{"error":true}"#)))
    }
}
