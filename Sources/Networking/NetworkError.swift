import Foundation

/// Why a request failed. Besides the request's own mistakes there are three outcomes a caller
/// handles: no HTTP answer (`.transport`), an answer that is not 2xx (`.status`), and a 2xx answer
/// that is not the expected `Output` (`.decoding`). Bodies are kept so the caller can read a server's
/// error message.
public enum NetworkError: Error, CustomStringConvertible {
    /// No HTTP answer: the connection was refused or reset, timed out, or the task was cancelled
    /// (then `underlying` is a `CancellationError`).
    case transport(any Error)
    /// The server answered with a status outside 200 … 299.
    case status(code: Int, body: Data)
    /// The server answered 2xx, but the body could not be read as the request's `Output`.
    case decoding(any Error, body: Data)
    /// The request cannot be built: a bad URL, header name or method; `reason` says which.
    case invalidRequest(reason: String)
    /// The request's body could not be encoded.
    case encoding(any Error)
    /// A behaviour's `beforeSend` refused to let the request go; nothing was sent.
    case rejectedByBehavior(any Error)

    /// Whether the request failed because its task was cancelled.
    public var isCancellation: Bool {
        if case .transport(let underlying) = self { return underlying is CancellationError }
        return false
    }

    /// The HTTP status code, for `.status`.
    public var statusCode: Int? {
        if case .status(let code, _) = self { return code }
        return nil
    }

    /// The body the server sent, for `.status` and `.decoding`.
    public var responseBody: Data? {
        switch self {
        case .status(_, let body), .decoding(_, let body): body
        default: nil
        }
    }

    /// For `.transport` (other than cancellation), why there was no answer in a few words a person
    /// reads — "connection refused", "host name not found", "no answer in time" — from the
    /// `URLError` codes both transports use; otherwise the underlying error's own description.
    public var transportReason: String? {
        guard case .transport(let underlying) = self, !(underlying is CancellationError) else { return nil }
        switch (underlying as? URLError)?.code {
        case .cannotConnectToHost?: return "connection refused"
        case .cannotFindHost?, .dnsLookupFailed?: return "host name not found"
        case .timedOut?: return "no answer in time"
        case .networkConnectionLost?: return "connection lost"
        case .notConnectedToInternet?: return "no network connection"
        default: return String(describing: underlying)
        }
    }

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .transport(let underlying) where underlying is CancellationError:
            "The request was cancelled."
        case .transport:
            "The server could not be reached (\(transportReason ?? "no answer"))."
        case .status(let code, let body):
            "The server answered with status \(code)\(Self.excerpt(of: body))."
        case .decoding(let underlying, let body):
            "The server's answer could not be read (\(underlying))\(Self.excerpt(of: body))."
        case .invalidRequest(let reason):
            reason
        case .encoding(let underlying):
            "The request's body could not be encoded: \(underlying)."
        case .rejectedByBehavior(let underlying):
            "The request was not sent because a request behaviour refused it: \(underlying)."
        }
    }

    /// The start of a textual body, so a server's error message shows up in logs; binary bodies
    /// are left out. Cutting at 200 bytes may split a character, hence the trailing U+FFFD trim.
    private static func excerpt(of body: Data) -> String {
        var text = String(decoding: body.prefix(200), as: UTF8.self)
        while text.last == "\u{FFFD}" { text.removeLast() }
        let isText = text.unicodeScalars.allSatisfy {
            $0 != "\u{FFFD}" && ($0.value >= 0x20 || "\n\r\t".unicodeScalars.contains($0))
        }
        guard !text.isEmpty, isText else { return "" }
        return ": \(text)\(body.count > 200 ? "…" : "")"
    }
}

extension NetworkError: LocalizedError {
    /// The same sentence as `description`, for code that shows `localizedDescription`.
    public var errorDescription: String? { description }
}
