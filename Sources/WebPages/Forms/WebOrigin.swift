import Foundation

/// A web origin — scheme, host and port, in lower case, the port spelled out — as browsers send it
/// in `Origin` and as a URL names it, so two can be compared whole.
struct WebOrigin: Equatable {
    let scheme: String
    let host: String
    let port: Int

    /// The origin of `text`, an `Origin` header or a URL: only http and https, with a host and no
    /// user or password; a path only when `allowingPath` (a public URL may have one, an `Origin` none).
    init?(_ text: String, allowingPath: Bool = false) {
        guard let url = URLComponents(string: text), url.user == nil, url.password == nil, let host = url.host,
            !host.isEmpty, allowingPath || url.path.isEmpty, url.query == nil, url.fragment == nil
        else { return nil }
        self.init(scheme: url.scheme ?? "", host: host, port: url.port)
    }

    /// The origin of a request sent over `scheme` to `authority` (its Host: `host` or `host:port`).
    init?(scheme: String, authority: String) {
        guard let url = URLComponents(string: "\(scheme)://\(authority)"), url.user == nil, let host = url.host,
            !host.isEmpty, url.path.isEmpty
        else { return nil }
        self.init(scheme: scheme, host: host, port: url.port)
    }

    private init?(scheme: String, host: String, port: Int?) {
        let scheme = scheme.lowercased()
        guard let defaultPort = ["http": 80, "https": 443][scheme] else { return nil }
        self.scheme = scheme
        self.host = host.lowercased()
        self.port = port ?? defaultPort
    }
}
