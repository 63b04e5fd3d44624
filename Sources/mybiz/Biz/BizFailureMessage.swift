import MyBizKit
import Networking

/// What a person reads when a `mybiz biz` command fails: one sentence, naming the server and what
/// to do next.
struct BizFailureMessage {
    let error: MyBizError
    let server: String

    var sentence: String {
        switch error {
        case .notLoggedIn:
            return "You are not logged in to \(server). Run `mybiz biz login USERNAME` first."
        case .sessionExpired:
            return "Your session on \(server) has expired or was ended. Run `mybiz biz login USERNAME` again."
        case .loginRefused:
            return "The username or password is wrong."
        case .forbidden(let reason), .notFound(let reason), .tooManyAttempts(let reason):
            return reason
        case .invalid(let reason):
            return "The server refused it: \(reason)"
        case .server(let status, let reason):
            return "The server at \(server) failed (status \(status))\(reason.map { ": \($0)" } ?? ".")"
        case .network(.decoding):
            return "The server at \(server) answered with something that is not the MyBiz API."
        case .network(let error):
            guard let reason = error.transportReason else { return "The request to \(server) failed: \(error)" }
            return "Could not reach the MyBiz server at \(server) (\(reason)). "
                + "Is `mybiz serve` running there? Choose another server with --server or MYBIZ_SERVER."
        case .storage(let error):
            return "The session file could not be used: \(error)"
        }
    }
}
