import Hummingbird
import OpenMarketAPI
import ServerSupport

/// Answers the 2022 API's errors in its own shape, `{"code": 400, "message": "…"}`; anything it does
/// not know goes on to the server's error middleware.
struct MarketErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            var response = Self.response(error.status, error.reason)
            if let retryAfter = error.retryAfter { response.headers[.retryAfter] = "\(retryAfter)" }
            return response
        } catch let error as HTTPError {
            return Self.response(error.status, error.body ?? error.status.reasonPhrase)
        }
    }

    private static func response(_ status: HTTPResponse.Status, _ message: String) -> Response {
        let body = MarketErrorBody(code: Int(status.code), message: message)
        return (try? JSONAnswer.response(body, status: status)) ?? Response(status: status)
    }
}
