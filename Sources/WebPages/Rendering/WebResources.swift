import Crypto
import Foundation

/// A module's web files as its `Resources/` folder holds them — `templates/NAME.mustache` and
/// `assets/NAME` — compiled into the binary by the EmbedResources build plugin.
package struct WebResources: Sendable {
    /// Each template's Mustache text, by name (`market-item` for `templates/market-item.mustache`).
    package let templates: [String: String]
    /// Each static file's bytes, by file name (`style.css` for `assets/style.css`).
    package let assets: [String: Data]

    /// The resources in `embedded`, a module's `EmbeddedResources.embedded` (paths to base64).
    package init(embedded: [String: String]) {
        var templates: [String: String] = [:]
        var assets: [String: Data] = [:]
        for (path, base64) in embedded {
            let data = Data(base64Encoded: base64) ?? Data()
            if path.hasPrefix("templates/"), path.hasSuffix(".mustache") {
                let name = String(path.dropFirst("templates/".count).dropLast(".mustache".count))
                templates[name] = String(decoding: data, as: UTF8.self)
            } else if path.hasPrefix("assets/") {
                assets[String(path.dropFirst("assets/".count))] = data
            }
        }
        self.templates = templates
        self.assets = assets
    }

    /// The shared layout, stylesheet and scripts every module's pages use.
    package static let shared = WebResources(embedded: EmbeddedResources.embedded)

    /// Each asset's version: the first 12 bytes of its SHA-256, in hex. A page names an asset as
    /// `/assets/NAME?v=VERSION`, so a browser (and the service worker) may keep it for good: a changed
    /// file is a new URL.
    package var versions: [String: String] {
        assets.mapValues(Self.version(of:))
    }

    /// The version of `data`.
    package static func version(of data: Data) -> String {
        SHA256.hash(data: data).prefix(12).map { String(format: "%02x", $0) }.joined()
    }
}
