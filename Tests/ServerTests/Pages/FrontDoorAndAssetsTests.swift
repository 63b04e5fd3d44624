import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import ServerTestSupport
import Testing

@testable import MyBizServer
@testable import Server

@Suite("The front door, the shared assets and error pages")
struct FrontDoorAndAssetsTests {
    @Test(
        "/ links to the three apps, the dashboard, the API reference and health; without demo data it lists no accounts"
    )
    func frontDoor() async throws {
        try await MyBizApp.test { client, _ in
            let page = try await client.execute(uri: "/", method: .get)
            #expect(page.status == .ok)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            let links = try XHTMLDocument(page.text).root.all("a").compactMap { $0.attributes["href"] }
            for target in ["/market", "/app", "/todo", "/dashboard", "/docs", "/health"] {
                #expect(links.contains(target), "\(target)")
            }
            #expect(!page.text.contains("Demo accounts"))
        }
    }

    @Test("on a demo database the front door names the demo accounts that exist")
    func demoAccounts() async throws {
        try await TestDatabase.sqlite.withFreshStorage { storage in
            var configuration = MyBizApp.configuration(storage)
            configuration.demoData = true
            try await buildApplication(configuration: configuration).test(.router) { client in
                let page = try await client.execute(uri: "/", method: .get)
                #expect(page.text.contains("Demo accounts"))
                // As a person reads them: a username may break after its @ (`<wbr/>`).
                let codes = try XHTMLDocument(page.text).root.all("code").map(\.allText)
                #expect(codes.contains("agent@shield.org") && codes.contains("hailHydra"))
                #expect(codes.contains("admin@mybiz.example") && codes.contains("demo1234"))
            }
        }
    }

    @Test("a server others can reach shows no demo password, and warns that the demo accounts are there")
    func demoAccountsOnAnOpenServer() async throws {
        try await TestDatabase.sqlite.withFreshStorage { storage in
            var configuration = MyBizApp.configuration(storage)
            configuration.demoData = true
            configuration.host = "0.0.0.0"
            try await buildApplication(configuration: configuration).test(.router) { client in
                let page = try await client.execute(uri: "/", method: .get)
                #expect(!page.text.contains("hailHydra") && !page.text.contains("admin1234"))
                #expect(try XHTMLDocument(page.text).element(id: "demo-warning") != nil)
            }
        }
    }

    @Test("every page carries a policy that allows scripts from this server only, and no inline ones")
    func contentSecurityPolicy() async throws {
        try await MyBizApp.test { client, _ in
            for path in ["/", "/market", "/app/signup", "/app/login", "/design", "/docs"] {
                let page = try await client.execute(uri: path, method: .get)
                let policy = try #require(page.headers[.contentSecurityPolicy], "\(path)")
                #expect(policy.contains("script-src 'self'") || policy.contains("default-src 'none'"), "\(path)")
                #expect(!policy.contains("unsafe-inline"), "\(path)")
                #expect(!page.text.contains("<script>"), "\(path): no inline script")
                #expect(!page.text.contains("style=\""), "\(path): no inline style")
            }
        }
    }

    @Test("the stylesheet and scripts are served with their type and an ETag; a matching If-None-Match is 304")
    func assets() async throws {
        try await MyBizApp.test { client, _ in
            let css = try await client.execute(uri: "/assets/style.css", method: .get)
            #expect(css.status == .ok && css.headers[.contentType] == "text/css; charset=utf-8")
            let etag = try #require(css.headers[.eTag])
            let again = try await client.execute(uri: "/assets/style.css", method: .get, headers: [.ifNoneMatch: etag])
            #expect(again.status == .notModified && again.body.readableBytes == 0)
            let script = try await client.execute(uri: "/assets/market-feed.js", method: .get)
            #expect(script.headers[.contentType] == "text/javascript; charset=utf-8")
            let missing = try await client.execute(uri: "/assets/nothing.js", method: .get)
            #expect(missing.status == .notFound)
        }
    }

    @Test("every script and stylesheet a page names is served")
    func referencedAssetsExist() async throws {
        try await MyBizApp.test { client, fixture in
            let session = try await WebAppSession.login(
                client, fixture.member.username, MyBizApp.Fixture.memberPassword)
            for path in ["/", "/market", "/market/new", "/app/announcements", "/app/purchases/new", "/todo"] {
                let page = try await session.get(path)
                let document = try XHTMLDocument(page.text)
                let assets =
                    document.root.all("script").compactMap { $0.attributes["src"] }
                    + document.root.all("link").compactMap { $0.attributes["href"] }
                for asset in assets {
                    let response = try await client.execute(uri: asset, method: .get)
                    #expect(response.status == .ok, "\(path) names \(asset)")
                }
            }
        }
    }

    @Test("a browser asking for a missing page gets an HTML page; API clients keep getting JSON")
    func errorPages() async throws {
        try await MyBizApp.test { client, _ in
            let page = try await client.execute(
                uri: "/market/items/999999", method: .get, headers: [.accept: "text/html,application/xhtml+xml"])
            #expect(page.status == .notFound && page.headers[.contentType] == "text/html; charset=utf-8")
            let document = try XHTMLDocument(page.text)
            #expect(document.root.all("h1").first?.allText == "Page not found")
            // One sentence, not "Not found" twice, and a way on
            #expect(!page.text.contains("Not Found"))
            #expect(document.root.all("a").contains { $0.attributes["href"] == "/market" })
            let api = try await client.execute(uri: "/item/999999", method: .get, headers: [.accept: "text/html"])
            #expect(api.status == .notFound && api.text == #"{"error":true,"reason":"Not Found"}"#)
            let plain = try await client.execute(uri: "/market/items/999999", method: .get)
            #expect(plain.text == #"{"error":true,"reason":"Not Found"}"#)
        }
    }
}
