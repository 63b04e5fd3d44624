import Foundation
import Hummingbird
import NIOCore
import NIOFoundationCompat
import ServerHTTP

/// What makes the web apps installable and keeps their shell working offline: `GET
/// /manifest.webmanifest` (name, icons, colours), `GET /sw.js` (the service worker) and `GET
/// /offline` (the page it shows when the network is gone).
///
/// The service worker keeps the shell — the stylesheet, the shared scripts, the icons, the offline
/// page — under their versioned URLs, and never a page: pages stay `no-store` and always come from
/// the server, so none is ever stale; when the network fails, a page asked for is the offline page.
package struct AppShellController: Sendable {
    private let manifest: ByteBuffer
    private let serviceWorker: ByteBuffer
    private let offlinePage: ByteBuffer

    /// The shell of assets named by `versions` (every module's assets, by name).
    ///
    /// - Throws: when a template does not render — a broken build, which the tests catch first.
    package init(versions: [String: String]) throws {
        let library = try PageLibrary()
        func versioned(_ name: String) -> String { "/assets/\(name)?v=\(versions[name] ?? "")" }
        manifest = ByteBuffer(data: try JSONAnswer.encode(WebAppManifest(icon: versioned)))
        let shell =
            ["/offline", "/manifest.webmanifest"]
            + ["style.css", "app-shell.js", "icon.svg", "icon-192.png", "apple-touch-icon.png"].map(versioned)
        let cacheVersion = WebResources.version(of: Data(shell.joined(separator: "\n").utf8))
        serviceWorker = ByteBuffer(
            string: try library.render(
                "service-worker",
                ServiceWorkerView(
                    cacheName: "mybiz-shell-\(cacheVersion)",
                    shell: String(decoding: try JSONAnswer.encode(shell), as: UTF8.self))))
        offlinePage = ByteBuffer(string: try library.render("offline", [String: String]()))
    }

    package func addRoutes(to router: Router<some RequestContext>) {
        router.get("/manifest.webmanifest") { [manifest] _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/manifest+json", .cacheControl: "no-cache"],
                body: .init(byteBuffer: manifest))
        }
        router.get("/sw.js") { [serviceWorker] _, _ in
            // Checked by the browser at each visit: a new deployment's worker takes over at once.
            Response(
                status: .ok,
                headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-cache"],
                body: .init(byteBuffer: serviceWorker))
        }
        router.get("/offline") { [offlinePage] _, _ in HTMLPage.response(offlinePage) }
    }

    private struct ServiceWorkerView {
        let cacheName: String
        let shell: String
    }
}
