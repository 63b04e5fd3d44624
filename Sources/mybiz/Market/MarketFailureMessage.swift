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
            return RefusalText.refused(reason)
        case .tooManyAttempts(let reason):
            return "\(reason) Nothing was changed."
        case .signedOut:
            return "Your session on \(server) has expired or was ended. Run `mybiz biz login USERNAME` again."
        case .forbidden(let reason):
            return "\(reason) Nothing was changed."
        case .missing(let reason):
            return reason
        case .server(let status, let reason):
            return "The server at \(server) failed (status \(status))\(reason.map { ": \($0)" } ?? ".")"
        case .network(let error):
            return NetworkFailureMessage.sentence(error, server: server, api: "Open Market")
        }
    }
}
