import Foundation

/// Where a request goes: a path under the client's base URL, or an absolute URL.
public enum RequestTarget: Hashable, Sendable {
    /// A path appended to the client's base URL, e.g. `/items/2`. Characters that are not allowed in
    /// a URL path (spaces, `?`, `#` …) are percent-encoded, so pass the path unencoded.
    case path(String)
    /// An absolute URL, used as given (image URLs returned by a server, for example).
    case url(URL)
}
