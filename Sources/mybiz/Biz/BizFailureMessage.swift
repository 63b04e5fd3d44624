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
            return RefusalText.refused(reason)
        case .server(let status, let reason):
            return "The server at \(server) failed (status \(status))\(reason.map { ": \($0)" } ?? ".")"
        case .network(let error):
            return NetworkFailureMessage.sentence(error, server: server, api: "MyBiz")
        case .storage(let error):
            return "The session file could not be used: \(error)"
        }
    }
}
