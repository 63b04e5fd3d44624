import Hummingbird

/// Where image URLs point: `--public-url` when the server is reached through another address
/// (a proxy, a domain), else the address the client used, from its Host header.
struct ImageLinks: Sendable {
    /// The configured public URL, without a trailing slash.
    let publicURL: String?
    /// The server's own address, for a request without a Host header.
    let fallbackAuthority: String

    init(publicURL: String?, fallbackAuthority: String) {
        var trimmed = publicURL
        while trimmed?.hasSuffix("/") == true { trimmed?.removeLast() }
        self.publicURL = trimmed
        self.fallbackAuthority = fallbackAuthority
    }

    /// The base of absolute URLs in the answer to `request`.
    func base(for request: Request) -> String {
        publicURL ?? "http://\(request.head.authority ?? fallbackAuthority)"
    }
}
