import Hummingbird
import ServerHTTP

/// Where image URLs point: `--public-url` when the server is reached through another address
/// (a proxy, a domain), else the address the client used — when its Host is one this server has
/// (`HostAllowList`), and this server's own address otherwise, so a forged Host never reaches an answer.
struct ImageLinks: Sendable {
    /// The configured public URL, without a trailing slash.
    let publicURL: String?
    /// The names this server may be reached by.
    let hosts: HostAllowList

    init(publicURL: String?, hosts: HostAllowList) {
        var trimmed = publicURL
        while trimmed?.hasSuffix("/") == true { trimmed?.removeLast() }
        self.publicURL = trimmed
        self.hosts = hosts
    }

    /// The base of absolute URLs in the answer to `request`.
    func base(for request: Request) -> String {
        publicURL ?? "http://\(hosts.authority(for: request.head.authority))"
    }
}
