import Hummingbird

/// An error as a page, for a browser that asked for a web page: the same status and sentence the
/// API would answer in JSON.
package enum ErrorPage {
    /// Where the APIs live: their errors stay JSON, whatever a client accepts.
    static let apiPrefixes = [
        "/api", "/item", "/items", "/images", "/thumbnails", "/openapi", "/health", "/metrics", "/early", "/late",
        "/healthChecker",
    ]

    private static let library = try? PageLibrary()

    /// Whether `request` is a browser's request for a page: it accepts HTML and is not an API's.
    package static func isWanted(by request: Request) -> Bool {
        let path = request.uri.path
        guard request.headers[.accept]?.contains("text/html") == true else { return false }
        return !apiPrefixes.contains { path == $0 || path.hasPrefix($0 + "/") }
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
