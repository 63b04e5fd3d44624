import Hummingbird
import ServerHTTP

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
        var response = Self.response(error.status, error.reason, path: request.uri.path)
        if let retryAfter = error.retryAfter { response.headers[.retryAfter] = "\(retryAfter)" }
        return response
    }

    /// Whether `request` is a browser's: it accepts HTML.
    package static func isWanted(by request: Request) -> Bool {
        request.headers[.accept]?.contains("text/html") == true
    }

    /// The page for `status` and `reason`: what happened, in a sentence, and the ways on from it —
    /// among them the start of the app `path` belongs to.
    package static func response(_ status: HTTPResponse.Status, _ reason: String, path: String = "/") -> Response {
        let view = ErrorView(status, reason, app: App(path: path))
        guard let html = try? library?.render("error-page", view) else {
            return HTMLPage.response("<!DOCTYPE html><title>Error</title><p>\(status.code)</p>", status: status)
        }
        return HTMLPage.response(html, status: status)
    }

    /// The app an address belongs to, and the way to its start.
    private struct App {
        let name: String
        let path: String

        init(path: String) {
            (name, self.path) =
                if path == "/market" || path.hasPrefix("/market/") {
                    ("Open Market", "/market")
                } else if path == "/todo" || path.hasPrefix("/todo/") {
                    ("ToDo", "/todo")
                } else {
                    ("Company app", "/app")
                }
        }
    }

    private struct ErrorView {
        struct Way {
            let label: String
            let path: String
            let isFirst: Bool
        }

        let code: Int
        let heading: String
        let icon: String
        let reason: String
        let ways: [Way]

        init(_ status: HTTPResponse.Status, _ reason: String, app: App) {
            code = status.code
            let (heading, icon, sentence, ways): (String, String, String, [(String, String)]) =
                switch status.code {
                case 404:
                    (
                        "Page not found", Self.compass,
                        "There is no page at this address. It may have moved, or the link was mistyped.",
                        [("The start page", "/"), ("Open Market", "/market"), ("Company app", "/app")]
                    )
                case 401:
                    (
                        "Log in to see this", Self.lock, "This page needs you to log in; your session may have ended.",
                        [("Log in", "/app/login"), ("The start page", "/")]
                    )
                case 403:
                    // Refused whoever asks (signed in as someone the page is not for, or a form sent
                    // from elsewhere): a login is not the way on; the app's start has the account menu.
                    (
                        "Not allowed", Self.lock, "This page is not yours to open.",
                        [("The start page", "/"), (app.name, app.path)]
                    )
                case 429:
                    ("Too many attempts", Self.clock, "Too many tries in a short time.", [("The start page", "/")])
                case 503:
                    (
                        "Busy right now", Self.clock, "The server cannot answer this right now.",
                        [("Try again", ""), ("The start page", "/")]
                    )
                case 500...:
                    (
                        "Something went wrong on our side", Self.alert,
                        "The server failed to answer; it is not your doing.",
                        [("Try again", ""), ("The start page", "/")]
                    )
                default:
                    ("That did not work", Self.alert, "The request could not be answered.", [("The start page", "/")])
                }
            self.heading = heading
            self.icon = icon
            // A bare status phrase ("Not Found") says less than our sentence; a server's own sentence says more.
            self.reason = reason == status.reasonPhrase ? sentence : reason
            self.ways = ways.enumerated().map { Way(label: $1.0, path: $1.1, isFirst: $0 == 0) }
        }

        // The icons' outlines, in a 24-unit square.
        static let compass = "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15.5 8.5l-2 5-5 2 2-5z"
        static let lock = "M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4"
        static let clock = "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2"
        static let alert = "M12 3l10 18H2zM12 10v5M12 18h.01"
    }
}
