import AsyncHTTPClient
import Foundation
import NIOCore
import NIOPosix

/// AsyncHTTPClient's and NIO's connection errors in the vocabulary `URLSessionTransport` already
/// speaks — `URLError` codes — so a caller tells "refused", "no such host" and "timed out" apart the
/// same way whichever transport it was given. The original error stays as `NSUnderlyingErrorKey`.
enum ConnectionFailure {
    static func translated(_ error: any Error) -> any Error {
        guard let code = code(for: error) else { return error }
        return URLError(
            code, userInfo: [NSUnderlyingErrorKey: error, NSDebugDescriptionErrorKey: String(describing: error)])
    }

    private static func code(for error: any Error) -> URLError.Code? {
        switch error {
        case let failure as NIOConnectionError:
            if failure.connectionErrors.isEmpty, failure.dnsAError != nil || failure.dnsAAAAError != nil {
                return .cannotFindHost
            }
            return failure.connectionErrors.lazy.compactMap { code(for: $0.error) }.first ?? .cannotConnectToHost
        case let failure as IOError:
            switch failure.errnoCode {
            case ECONNREFUSED: return .cannotConnectToHost
            case ECONNRESET, EPIPE: return .networkConnectionLost
            case ETIMEDOUT: return .timedOut
            case ENETUNREACH, EHOSTUNREACH: return .cannotConnectToHost
            default: return nil
            }
        case let failure as HTTPClientError:
            switch failure {
            case .connectTimeout, .deadlineExceeded, .readTimeout: return .timedOut
            case .remoteConnectionClosed: return .networkConnectionLost
            default: return nil
            }
        default:
            return nil
        }
    }
}
