import Hummingbird

/// Turns an error a request met into the answer its client understands: an API's JSON body, or a
/// page for a browser. `ErrorMiddleware` asks it once it has made any error an `APIError`.
package protocol ErrorResponder: Sendable {
    /// The answer to `request` for `error`.
    func response(for error: APIError, to request: Request) -> Response
}
