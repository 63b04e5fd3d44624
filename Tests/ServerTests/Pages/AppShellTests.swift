import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import ServerTestSupport
import TestSupport
import Testing

@testable import Server
@testable import WebPages

@Suite("The installable shell: manifest, service worker, offline page, versioned assets, the design page")
struct AppShellTests {
    @Test("pages name their assets by version; a versioned asset is kept a year, an unversioned one rechecked")
    func versionedAssets() async throws {
        try await OpenMarketApp.test { client in
            let page = try XHTMLDocument(try await client.get("/market").text)
            let style = try #require(
                page.root.all("link").compactMap { $0.attributes["href"] }.first { $0.hasPrefix("/assets/style.css") })
            #expect(style.wholeMatch(of: /\/assets\/style\.css\?v=[0-9a-f]{24}/) != nil, "\(style)")
            let versioned = try await client.get(style)
            #expect(
                versioned.status == .ok && versioned.headers[.cacheControl] == "public, max-age=31536000, immutable")
            let plain = try await client.get("/assets/style.css")
            #expect(plain.status == .ok && plain.headers[.cacheControl] == "no-cache")
            let stale = try await client.get("/assets/style.css?v=000000000000000000000000")
            #expect(stale.headers[.cacheControl] == "no-cache")
        }
    }

    @Test("the manifest names the app, where it starts, its colours and its icons, each served")
    func manifest() async throws {
        try await OpenMarketApp.test { client in
            let answer = try await client.get("/manifest.webmanifest")
            #expect(answer.headers[.contentType] == "application/manifest+json")
            let manifest = try answer.decoded([String: JSONValue].self)
            #expect(manifest["name"] == .string("MyBiz") && manifest["start_url"] == .string("/"))
            #expect(manifest["display"] == .string("standalone"))
            guard case .array(let icons)? = manifest["icons"] else {
                Issue.record("no icons")
                return
            }
            #expect(icons.count == 4)
            for case .object(let icon) in icons {
                guard case .string(let source)? = icon["src"] else { continue }
                #expect(try await client.get(source).status == .ok, "\(source)")
            }
        }
    }

    @Test("the service worker keeps the shell under versioned URLs, and the offline page is a page")
    func serviceWorker() async throws {
        try await OpenMarketApp.test { client in
            let worker = try await client.get("/sw.js")
            #expect(worker.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(worker.headers[.cacheControl] == "no-cache")
            #expect(worker.text.contains(#""/offline""#) && worker.text.contains("/assets/style.css?v="))
            #expect(worker.text.contains(#"const CACHE = "mybiz-shell-"#))
            let offline = try await client.get("/offline")
            #expect(try XHTMLDocument(offline.text).root.all("h1").first?.allText == "You are offline")
        }
    }

    @Test("/design shows every component in both themes, as strict XHTML")
    func design() async throws {
        try await OpenMarketApp.test { client in
            let page = try XHTMLDocument(try await client.get("/design").text)
            #expect(page.element(id: "theme-light") != nil && page.element(id: "theme-dark") != nil)
            #expect(page.root.all("button").count >= 10)
        }
    }

    @Test("a page, the stylesheet and a document are gzip to a browser that accepts it")
    func compressed() async throws {
        try await OpenMarketApp.test { client in
            for path in ["/market", "/assets/style.css", "/openapi/mybiz.yaml", "/docs"] {
                let answer = try await client.get(path, headers: [.acceptEncoding: "gzip, deflate, br"])
                #expect(answer.headers[.contentEncoding] == "gzip", "\(path)")
                #expect(answer.headers[.vary] == "Accept-Encoding", "\(path)")
            }
        }
    }
}
