import Hummingbird
import ServerSupport

/// An error as a page, for a browser that asked for a web page: the same status and sentence an API
/// would answer in JSON. Anyone else — a script, an app — gets `json`'s body.
package struct ErrorPage: ErrorResponder {
    private static let library = try? PageLibrary()

    private let json: any ErrorResponder

    /// Pages for browsers, `json` for everyone else.
    package init(otherwise json: any ErrorResponder) {
        self.json = json
    }

    package func response(for error: APIError, to request: Request) -> Response {
        guard Self.isWanted(by: request) else { return json.response(for: error, to: request) }
        var response = Self.response(error.status, error.reason)
        if let retryAfter = error.retryAfter { response.headers[.retryAfter] = "\(retryAfter)" }
        return response
    }

    /// Whether `request` is a browser's: it accepts HTML.
    package static func isWanted(by request: Request) -> Bool {
        request.headers[.accept]?.contains("text/html") == true
    }

    /// The page for `status` and `reason`.
    package static func response(_ status: HTTPResponse.Status, _ reason: String) -> Response {
        let view = ErrorView(heading: heading(status), reason: reason)
        guard let html = try? library?.render("error-page", view) else {
            return HTMLPage.response("<!DOCTYPE html><title>Error</title><p>\(status.code)</p>", status: status)
        }
        return HTMLPage.response(html, status: status)
    }

    private static func heading(_ status: HTTPResponse.Status) -> String {
        switch status.code {
        case 404: "Not found"
        case 400: "That did not work"
        case 401, 403: "Not allowed"
        case 429: "Too many attempts"
        case 503: "Busy right now"
        default: status.code >= 500 ? "Something went wrong on our side" : "That did not work"
        }
    }

    private struct ErrorView {
        let heading: String
        let reason: String
    }
}
