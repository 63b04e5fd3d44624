import Foundation
import Networking
import OpenMarketAPI

/// Why an Open Market request failed, in the terms a screen acts on.
public enum OpenMarketError: Error, CustomStringConvertible {
    /// The password is wrong or the item does not exist: for PATCH and DELETE the API answers 404
    /// to both, so a client cannot tell them apart.
    case wrongPasswordOrNotFound
    /// The item (or page) does not exist.
    case notFound
    /// The server refused the input (400, 413, 415); `reason` is its sentence, naming the field.
    case invalid(reason: String)
    /// Too many wrong passwords for this item; wait before trying again (429).
    case tooManyAttempts(reason: String)
    /// A signed-in route without a session the server accepts (401): log in (again).
    case signedOut
    /// The person may not do this (403), e.g. change another seller's product; `reason` says why.
    case forbidden(reason: String)
    /// What a signed-in route was asked about does not exist or is not the person's (404): a
    /// conversation, a saved entry; `reason` is the server's sentence.
    case missing(reason: String)
    /// The server answered with another error status, e.g. 500.
    case server(status: Int, reason: String?)
    /// No usable answer: the server could not be reached, or its answer could not be read.
    case network(NetworkError)

    /// Maps a failed request's error, where a 404 means `notFound404` — or, when `nil`, `.missing`
    /// with the server's sentence.
    init(_ error: NetworkError, notFound404: OpenMarketError?) {
        guard case .status(let code, let body) = error else {
            self = .network(error)
            return
        }
        let reason = (try? JSONDecoder().decode(ErrorBody.self, from: body))?.reason
        switch code {
        case 404: self = notFound404 ?? .missing(reason: reason ?? "The server has nothing at that address.")
        case 401: self = .signedOut
        case 403: self = .forbidden(reason: reason ?? "The server does not allow this.")
        case 400, 413, 415: self = .invalid(reason: reason ?? "The server refused the request (status \(code)).")
        case 429: self = .tooManyAttempts(reason: reason ?? "Too many attempts; try again later.")
        default: self = .server(status: code, reason: reason)
        }
    }

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .wrongPasswordOrNotFound: "The password is wrong, or the item does not exist."
        case .notFound: "The item does not exist."
        case .invalid(let reason): reason
        case .tooManyAttempts(let reason): reason
        case .signedOut: "The server does not know this session; log in again."
        case .forbidden(let reason): reason
        case .missing(let reason): reason
        case .server(let status, let reason):
            "The server failed with status \(status)\(reason.map { ": \($0)" } ?? ".")"
        case .network(let error): error.description
        }
    }
}

extension NetworkClient {
    /// Sends `request` for an Open Market client: a failure becomes an `OpenMarketError`, where a
    /// 404 means `notFound404` (or, when `nil`, `.missing` with the server's sentence).
    func sendMarket<Output>(_ request: Request<Output>, notFound404: OpenMarketError?) async throws(OpenMarketError)
        -> Output
    {
        do {
            return try await send(request)
        } catch let error as NetworkError {
            throw OpenMarketError(error, notFound404: notFound404)
        } catch {
            throw .network(.transport(error))
        }
    }
}

extension OpenMarketError: LocalizedError {
    /// The same sentence as `description`.
    public var errorDescription: String? { description }
}
