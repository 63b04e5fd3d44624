import Networking
import OpenMarketKit

/// What a person reads when a market command fails: one sentence naming the item or the server.
struct MarketFailureMessage {
    let error: OpenMarketError
    let item: Int?
    let server: String

    var sentence: String {
        let itemName = item.map { "item \($0)" } ?? "that item"
        switch error {
        case .wrongPasswordOrNotFound:
            return "The password is wrong, or there is no \(itemName). Nothing was changed."
        case .notFound:
            return "There is no \(itemName) on \(server)."
        case .invalid(let reason):
            return "The server refused it: \(reason)"
        case .tooManyAttempts(let reason):
            return "\(reason) Nothing was changed."
        case .server(let status, let reason):
            return "The server at \(server) failed (status \(status))\(reason.map { ": \($0)" } ?? ".")"
        case .network(.transport(let underlying)):
            return "Could not reach the Open Market server at \(server) (\(Self.shortReason(underlying))). "
                + "Is `mybiz serve` running there? Choose another server with --server or MYBIZ_SERVER."
        case .network(.decoding):
            return "The server at \(server) answered with something that is not the Open Market API."
        case .network(let error):
            return "The request to \(server) failed: \(error)"
        }
    }

    /// The operating system's words for why a connection failed, without a library's type names.
    private static func shortReason(_ error: any Error) -> String {
        let text = String(describing: error).lowercased()
        if text.contains("refused") { return "connection refused" }
        if text.contains("timeout") || text.contains("timed out") { return "no answer in time" }
        if ["unknownhost", "not known", "resolve", "nodename"].contains(where: text.contains) {
            return "the host name could not be found"
        }
        return String(describing: error)
    }
}
