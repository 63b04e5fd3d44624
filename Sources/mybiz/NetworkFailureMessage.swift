import Networking

/// The sentence for a request that got no usable answer, the same for every client command.
enum NetworkFailureMessage {
    /// Names `server`, what went wrong, and — when it could not be reached — what to check.
    ///
    /// - Parameter api: the API the server should speak, e.g. "Open Market".
    static func sentence(_ error: NetworkError, server: String, api: String) -> String {
        if case .decoding = error {
            return "The server at \(server) answered with something that is not the \(api) API."
        }
        guard let reason = error.transportReason else { return "The request to \(server) failed: \(error)" }
        return "Could not reach the \(api) server at \(server) (\(reason)). "
            + "Is `mybiz serve` running there? Choose another server with --server or MYBIZ_SERVER."
    }
}
