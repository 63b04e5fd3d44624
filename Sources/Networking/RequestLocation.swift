import Foundation

/// Where one request goes, in the pieces an HTTP request head carries.
struct RequestLocation: Sendable {
    /// `http` or `https`.
    let scheme: String
    /// Host and port as the URL wrote them, e.g. `127.0.0.1:8080`.
    let authority: String
    /// The percent-encoded path and query, e.g. `/items/2?sort=new`.
    let pathAndQuery: String

    /// The location as an absolute URL string.
    var urlString: String { "\(scheme)://\(authority)\(pathAndQuery)" }
}

/// A URL split once into the pieces request locations are built from, so sending a request does
/// not parse or re-encode its base URL again.
struct BaseLocation: Sendable {
    let scheme: String
    let authority: String
    /// Percent-encoded, as the URL has it.
    let path: String
    /// Percent-encoded, without the `?`; `nil` when the URL has none.
    let query: String?

    /// Splits `url`; fails with a sentence when it is not an absolute URL with a host.
    init(_ url: URL) throws(NetworkError) {
        let absolute = url.absoluteString
        guard let components = URLComponents(string: absolute), let scheme = components.scheme,
            components.host != nil, let schemeEnd = absolute.range(of: "://")
        else {
            throw .invalidRequest(reason: "\(absolute) is not an absolute URL with a host.")
        }
        let afterScheme = absolute[schemeEnd.upperBound...]
        self.scheme = scheme
        self.authority = String(afterScheme.prefix { $0 != "/" && $0 != "?" && $0 != "#" })
        self.path = components.percentEncodedPath
        self.query = components.percentEncodedQuery.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The location of `target`: a path is percent-encoded and appended to this URL's path; query
    /// items are added, sorted by name, after any the URL already has.
    func location(of target: RequestTarget, query items: [String: String]) throws(NetworkError) -> RequestLocation {
        let base: BaseLocation
        let path: String
        switch target {
        case .path(let relative):
            base = self
            let encoded = PercentEncoding.encode(relative, allowing: PercentEncoding.isAllowedInPath)
            let basePath = self.path.hasSuffix("/") ? String(self.path.dropLast()) : self.path
            path = basePath + (encoded.hasPrefix("/") || encoded.isEmpty ? "" : "/") + encoded
        case .url(let url):
            base = try BaseLocation(url)
            path = base.path
        }
        var pathAndQuery = path.isEmpty ? "/" : path
        let added = items.sorted { $0.key < $1.key }.map {
            PercentEncoding.encode($0.key, allowing: PercentEncoding.isUnreserved) + "="
                + PercentEncoding.encode($0.value, allowing: PercentEncoding.isUnreserved)
        }
        let query = (base.query.map { [$0] } ?? []) + added
        if !query.isEmpty { pathAndQuery += "?" + query.joined(separator: "&") }
        return RequestLocation(scheme: base.scheme, authority: base.authority, pathAndQuery: pathAndQuery)
    }
}
