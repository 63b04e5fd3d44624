/// An error that knows how the API answers it: a broken rule defined beside its contract (its field
/// and its sentence) becomes the `APIError` that `ErrorMiddleware` writes in the contract's body.
/// The server module of each API adds the conformance, so the wire models stay Foundation only.
package protocol APIErrorConvertible: Error {
    /// The answer: its status, sentence and field.
    var apiError: APIError { get }
}
