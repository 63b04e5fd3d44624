import Foundation
import MyBizAPI
import Networking

/// Why a MyBiz call failed, in the terms a screen acts on.
public enum MyBizError: Error, CustomStringConvertible, Sendable {
    /// No session is stored: the person has to log in.
    case notLoggedIn
    /// The server refused the session (401): unknown, expired or revoked — log in again.
    case sessionExpired
    /// The username or password is wrong (401 at login).
    case loginRefused
    /// The account may not do this (403), with the server's reason.
    case forbidden(reason: String)
    /// The server refused what was sent (400, 413), or it conflicts with what is stored (409: a
    /// purchase-order number already used), with its reason.
    case invalid(reason: String)
    /// Asked for something that is not there (404), with the server's reason.
    case notFound(reason: String)
    /// Too many attempts (429), with the server's reason.
    case tooManyAttempts(reason: String)
    /// Any other answer the server gave.
    case server(status: Int, reason: String?)
    /// The server could not be reached, or its answer could not be read.
    case network(NetworkError)
    /// The session could not be kept or read on this device.
    case storage(any Error)

    init(_ error: NetworkError, duringLogin: Bool = false) {
        guard case .status(let code, let body) = error else {
            self = .network(error)
            return
        }
        let reason = (try? JSONDecoder().decode(ErrorBody.self, from: body))?.reason
        let fallback = "The server refused the request (status \(code))."
        switch code {
        case 401: self = duringLogin ? .loginRefused : .sessionExpired
        case 403: self = .forbidden(reason: reason ?? fallback)
        case 404: self = .notFound(reason: reason ?? fallback)
        case 400, 409, 413: self = .invalid(reason: reason ?? fallback)
        case 429: self = .tooManyAttempts(reason: reason ?? fallback)
        default: self = .server(status: code, reason: reason)
        }
    }

    /// A sentence for the person.
    public var description: String {
        switch self {
        case .notLoggedIn: "You are not logged in."
        case .sessionExpired: "Your session has expired or was ended."
        case .loginRefused: "The username or password is wrong."
        case .forbidden(let reason), .invalid(let reason), .notFound(let reason), .tooManyAttempts(let reason):
            reason
        case .server(let status, let reason): reason ?? "The server answered with status \(status)."
        case .network(let error): error.description
        case .storage(let error): "The session could not be kept on this device: \(error)"
        }
    }
}
