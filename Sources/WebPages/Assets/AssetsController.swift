import Crypto
import Foundation
import Hummingbird
import NIOCore
import ServerHTTP

/// `GET /assets/NAME`: the stylesheet, the pages' scripts and icons, from every module's resources,
/// with their media type and a strong `ETag`. Asked for with its version (`?v=…`, as the pages name
/// them) an asset is kept for a year (`immutable`): a changed file has a new URL. Without it,
/// browsers check again before using a kept copy (`no-cache`), and a match is `304 Not Modified`.
package struct AssetsController: Sendable {
    private struct Asset: Sendable {
        let body: ByteBuffer
        let mediaType: String
        let etag: String
        let version: String
    }

    private let assets: [String: Asset]

    /// Serves the assets of `resources` (the shared ones are always included).
    ///
    /// - Precondition: no two modules name an asset alike — caught by the pages' tests.
    package init(_ resources: [WebResources]) {
        var assets: [String: Asset] = [:]
        for module in [WebResources.shared] + resources {
            for (name, data) in module.assets {
                precondition(assets[name] == nil, "Two modules serve an asset named \(name).")
                let version = WebResources.version(of: data)
                assets[name] = Asset(
                    body: ByteBuffer(bytes: data), mediaType: Self.mediaType(of: name), etag: "\"\(version)\"",
                    version: version)
            }
        }
        self.assets = assets
    }

    /// Each asset's version, by name: what `/sw.js` names the shell by.
    package var versions: [String: String] { assets.mapValues(\.version) }

    /// The names served, for tests.
    package var names: [String] { assets.keys.sorted() }

    /// Adds `GET /assets/{name}`.
    package func addRoutes(to router: Router<some RequestContext>) {
        router.get("/assets/{name}") { request, context in
            guard let name = context.parameters.get("name"), let asset = assets[name] else {
                throw APIError(.notFound, "Not Found")
            }
            var headers = HTMLPage.securityHeaders
            headers[.eTag] = asset.etag
            let versioned = request.uri.queryParameters["v"].map(String.init) == asset.version
            headers[.cacheControl] = versioned ? "public, max-age=31536000, immutable" : "no-cache"
            if request.headers[.ifNoneMatch]?.split(separator: ",").contains(where: {
                $0.trimmingCharacters(in: .whitespaces) == asset.etag
            }) == true {
                return Response(status: .notModified, headers: headers)
            }
            headers[.contentType] = asset.mediaType
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: asset.body))
        }
    }

    private static func mediaType(of name: String) -> String {
        switch name.split(separator: ".").last ?? "" {
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "ico": "image/x-icon"
        case "webmanifest": "application/manifest+json"
        default: "application/octet-stream"
        }
    }
}
