import Foundation

extension RequestTarget {
    /// The full URL: a path is appended to `baseURL`'s path; query items are added, sorted by name,
    /// after any the URL already has.
    func url(relativeTo baseURL: URL, query: [String: String]) throws(NetworkError) -> URL {
        var components: URLComponents
        switch self {
        case .path(let path):
            guard let base = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
                throw .invalidRequest(reason: "The base URL \(baseURL) is not a valid URL.")
            }
            components = base
            let encodedPath = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
            var basePath = base.percentEncodedPath
            if basePath.hasSuffix("/") { basePath.removeLast() }
            let separator = encodedPath.hasPrefix("/") || encodedPath.isEmpty ? "" : "/"
            components.percentEncodedPath = basePath + separator + encodedPath
        case .url(let url):
            guard let absolute = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
                throw .invalidRequest(reason: "\(url) is not a valid URL.")
            }
            components = absolute
        }
        if !query.isEmpty {
            let encoded = query.sorted { $0.key < $1.key }
                .map { "\(Self.queryEncoded($0.key))=\(Self.queryEncoded($0.value))" }
                .joined(separator: "&")
            let existing = components.percentEncodedQuery.flatMap { $0.isEmpty ? nil : $0 }
            components.percentEncodedQuery = [existing, encoded].compactMap { $0 }.joined(separator: "&")
        }
        guard let url = components.url, url.scheme != nil, url.host != nil else {
            throw .invalidRequest(reason: "No absolute URL can be made of \(self) and the base URL \(baseURL).")
        }
        return url
    }

    /// Percent-encodes everything but RFC 3986's unreserved characters: `+`, `&` and `=` in a value
    /// must not be read as a space or a separator by the server.
    private static func queryEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
