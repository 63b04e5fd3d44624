import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import NIOCore
import ServerTestSupport
import Testing
import WebPages

@testable import MyBizServer

@Suite("The company app as web pages: login, the five screens, purchase orders, and its session")
struct WebAppTests {
    @Test("the screens send a browser without a session to the login form, which brings it back afterwards")
    func loginRedirect() async throws {
        try await MyBizApp.test { client, fixture in
            let page = try await client.execute(uri: "/app/calendar", method: .get)
            #expect(page.status == .seeOther && page.headers[.location] == "/app/login?next=%2Fapp%2Fcalendar")
            let login = try await client.execute(uri: "/app/login?next=%2Fapp%2Fcalendar", method: .get)
            let document = try XHTMLDocument(login.text)
            let next = document.root.all("input").first { $0.attributes["name"] == "next" }
            #expect(next?.attributes["value"] == "/app/calendar")
            let elsewhere = try await client.execute(uri: "/app/login?next=https://evil.example", method: .get)
            #expect(
                try XHTMLDocument(elsewhere.text).root.all("input").first { $0.attributes["name"] == "next" }?
                    .attributes["value"] == "/app")
            _ = fixture
        }
    }

    @Test(
        "after logging in, only a plain path on this site is followed",
        arguments: [
            ("/app/org", "/app/org"), ("/todo?notice=added", "/todo?notice=added"), ("//evil.example", "/app"),
            ("/\t/evil.example", "/app"), ("/\\evil.example", "/app"), ("https://evil.example", "/app"),
            ("/\n/evil.example", "/app"), (" /app/org", "/app"),
        ])
    func returnPath(next: String, expected: String) {
        #expect(BrowserSession.safeReturnPath(next, default: "/app") == expected)
    }

    @Test("a right password starts a session in an HttpOnly, SameSite=Strict cookie; a wrong one says so")
    func login() async throws {
        try await MyBizApp.test { client, fixture in
            let page = try await client.execute(uri: "/app/login", method: .get)
            let formCookie = try #require(BrowserForms.cookie(in: page))
            let token = try #require(try BrowserForms.formToken(in: page))
            let wrong = try await client.execute(
                uri: "/app/login", method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded", .cookie: formCookie],
                body: BrowserForms.form(["username": fixture.member.username, "password": "nope", "csrf": token]))
            #expect(wrong.status == .unauthorized && wrong.text.contains("The username or password is wrong."))
            let right = try await client.execute(
                uri: "/app/login", method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded", .cookie: formCookie],
                body: BrowserForms.form([
                    "username": fixture.member.username, "password": MyBizApp.Fixture.memberPassword, "csrf": token,
                    "next": "/app/org",
                ]))
            #expect(right.status == .seeOther && right.headers[.location] == "/app/org")
            let setCookie = try #require(right.headers[.setCookie])
            for attribute in ["mybiz_session=", "HttpOnly", "SameSite=Strict", "Path=/"] {
                #expect(setCookie.contains(attribute), "\(attribute)")
            }
            let forged = try await client.execute(
                uri: "/app/login", method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded", .cookie: formCookie],
                body: BrowserForms.form([
                    "username": fixture.member.username, "password": MyBizApp.Fixture.memberPassword,
                ]))
            #expect(forged.status == .forbidden && forged.headers[.setCookie]?.contains("mybiz_session") != true)
        }
    }

    @Test("each of the five screens shows the company's data and names itself for its screenView report")
    func screens() async throws {
        try await MyBizApp.test { client, fixture in
            let session = try await WebAppSession.login(
                client, fixture.member.username, MyBizApp.Fixture.memberPassword)
            let expected: [(String, MainScreen, String)] = [
                ("/app/announcements", .announcements, fixture.company.announcements[0].message),
                ("/app/calendar", .calendar, "This week"),
                ("/app/org", .orgChart, OrgChart.displayName(of: fixture.company.employees[0])),
                ("/app/purchases", .purchases, "Purchase orders"),
                ("/app/settings", .settings, fixture.member.name),
            ]
            for (path, screen, text) in expected {
                let page = try await session.get(path)
                #expect(page.status == .ok, "\(path)")
                let document = try XHTMLDocument(page.text)
                let main = try #require(document.root.all("main").first)
                #expect(main.attributes["data-screen"] == screen.eventName, "\(path)")
                #expect(page.text.contains(text), "\(path) shows \(text)")
                let current = document.root.all("a").filter { $0.attributes["aria-current"] == "page" }
                    .compactMap { $0.attributes["href"] }
                #expect(current.contains(path), "\(path) is the tab marked current")
                #expect(
                    document.root.all("script").contains {
                        $0.attributes["src"]?.hasPrefix("/assets/app-screen-view.js?v=") == true
                    })
            }
        }
    }

    @Test("the org chart is a tree: each person's reports are a list inside their own item")
    func orgTree() async throws {
        try await MyBizApp.test { client, fixture in
            let session = try await WebAppSession.login(
                client, fixture.member.username, MyBizApp.Fixture.memberPassword)
            let document = try XHTMLDocument(try await session.get("/app/org").text)
            let tree = try #require(document.root.all("ul").first { $0.attributes["class"] == "org-tree" })
            let head = try #require(tree.children.first { $0.name == "li" })
            #expect(head.all("strong").first?.allText == OrgChart.displayName(of: fixture.company.employees[0]))
            let reports = head.children.first { $0.name == "ul" }?.children.filter { $0.name == "li" } ?? []
            let expected = OrgChart(employees: fixture.company.employees).reports(of: fixture.company.employees[0])
            #expect(reports.compactMap { $0.all("strong").first?.allText } == expected.map(OrgChart.displayName))
        }
    }

    @Test("the new-order form puts each broken rule next to its field, saves nothing, and keeps what was typed")
    func orderProblems() async throws {
        try await MyBizApp.test { client, fixture in
            let session = try await WebAppSession.login(
                client, fixture.member.username, MyBizApp.Fixture.memberPassword)
            let form = try await session.get("/app/purchases/new")
            let product = fixture.company.products[0].id.uuidString
            let response = try await session.post(
                "/app/purchases", from: form,
                [
                    ("poNumber", " "), ("product", product), ("quantity", "0"), ("dueDate", "2020-01-01"),
                    ("comment", "Kept"),
                ])
            #expect(response.status == .badRequest)
            let document = try XHTMLDocument(response.text)
            #expect(document.element(id: "poNumber-error")?.allText == "Enter the order's number.")
            #expect(document.element(id: "quantity-1-error")?.allText == "The quantity must be more than 0.")
            #expect(document.element(id: "dueDate-error")?.allText == "The due date must be after today.")
            #expect(document.element(id: "comment")?.allText == "Kept")
            let token = try await client.token(for: fixture.member)
            let orders = try await client.call("/api/purchases", token: token).myBizDecoded([PurchaseOrder].self)
            #expect(orders.count == 0)
        }
    }

    @Test(
        "Given a server set up in euros, then products name EUR and the orders, the form and the catalogue show euros"
    )
    func currency() async throws {
        let euro = try #require(CatalogueCurrency(code: "EUR"))
        try await MyBizApp.test(maxExpense: 5_000, currency: euro) { client, fixture in
            let token = try await client.token(for: fixture.admin)
            let products = try await client.call(MyBizPath.products, token: token).myBizDecoded([Product].self)
            #expect(!products.isEmpty && products.allSatisfy { $0.currency == "EUR" })
            let product = try #require(products.first)
            let session = try await WebAppSession.login(client, fixture.admin.username, MyBizApp.Fixture.adminPassword)
            let form = try await session.get("/app/purchases/new")
            #expect(form.text.contains("An order may cost at most €5,000.00 in all."))
            #expect(try XHTMLDocument(form.text).element(id: "order-total")?.attributes["data-currency"] == "EUR")
            let saved = try await session.post(
                "/app/purchases", from: form,
                [("poNumber", "PO-E1"), ("product", product.id.uuidString), ("quantity", "2")])
            #expect(saved.status == .seeOther)
            let list = try await session.get("/app/purchases")
            #expect(
                list.text.contains(euro.text(product.unitPrice)) && list.text.contains(euro.text(product.unitPrice * 2))
            )
            let catalogue = try await session.get("/app/catalogue")
            #expect(catalogue.text.contains("Unit price (EUR)"))
        }
    }

    @Test("an order over the maximum is refused with the total and the maximum; a good one is saved and listed")
    func placeOrder() async throws {
        try await MyBizApp.test(maxExpense: 100) { client, fixture in
            let session = try await WebAppSession.login(
                client, fixture.member.username, MyBizApp.Fixture.memberPassword)
            let form = try await session.get("/app/purchases/new")
            let product = try #require(fixture.company.products.min { $0.unitPrice < $1.unitPrice })
            let tooMuch = try await session.post(
                "/app/purchases", from: form,
                [("poNumber", "PO-9"), ("product", product.id.uuidString), ("quantity", "1000000")])
            #expect(tooMuch.status == .badRequest)
            #expect(
                try XHTMLDocument(tooMuch.text).element(id: "lines-error")?.allText.contains(
                    "is more than an order may cost, $100.00") == true)
            let good = try await session.post(
                "/app/purchases", from: form,
                [("poNumber", "PO-10"), ("product", product.id.uuidString), ("quantity", "1")])
            #expect(good.status == .seeOther && good.headers[.location] == "/app/purchases?created=PO%2D10")
            let list = try await session.get("/app/purchases?created=PO-10")
            #expect(
                list.text.contains("Purchase order PO-10 was saved and waits for approval.")
                    && list.text.contains(product.name))
            // A number used already is put next to its field, and nothing is saved
            let again = try await session.post(
                "/app/purchases", from: form,
                [("poNumber", "po-10"), ("product", product.id.uuidString), ("quantity", "2")])
            #expect(again.status == .conflict)
            #expect(
                try XHTMLDocument(again.text).element(id: "poNumber-error")?.allText
                    == "There is already a purchase order numbered “po-10”; give this one another number.")
            let forged = try await session.post(
                "/app/purchases", [("poNumber", "PO-11"), ("product", product.id.uuidString), ("quantity", "1")])
            #expect(forged.status == .forbidden)
        }
    }

    @Test(
        "Given a number in use and a broken line, when the form is sent, then both are said at once and nothing is saved"
    )
    func everyProblemAtOnce() async throws {
        try await MyBizApp.test { client, fixture in
            let session = try await MyBizApp.signedIn(client, fixture.member)
            let form = try await session.get("/app/purchases/new")
            #expect(try XHTMLDocument(form.text).element(id: "order-form")?.attributes["novalidate"] != nil)
            let product = fixture.company.products[0].id.uuidString
            let first = try await session.post(
                "/app/purchases", from: form, [("poNumber", "PO-1"), ("product", product), ("quantity", "1")])
            #expect(first.status == .seeOther)
            let again = try await session.post(
                "/app/purchases", from: form,
                [("poNumber", "po-1"), ("product", product), ("quantity", "-2"), ("dueDate", "2020-01-01")])
            #expect(again.status == .conflict)
            let document = try XHTMLDocument(again.text)
            #expect(
                document.element(id: "poNumber-error")?.allText
                    == "There is already a purchase order numbered “po-1”; give this one another number.")
            #expect(document.element(id: "quantity-1-error")?.allText == "The quantity must be more than 0.")
            #expect(document.element(id: "dueDate-error")?.allText == "The due date must be after today.")
            let token = try await client.token(for: fixture.member)
            #expect(
                try await client.call(MyBizPath.purchases, token: token).myBizDecoded([PurchaseOrder].self).count == 1)
        }
    }

    @Test(
        "Given a line with −2 and lines over the maximum, then the total said is the page's: the lines that can stand"
    )
    func totalOfLinesThatStand() async throws {
        try await MyBizApp.test(maxExpense: 100) { client, fixture in
            let session = try await MyBizApp.signedIn(client, fixture.member)
            let form = try await session.get("/app/purchases/new")
            let products = fixture.company.products
            let refused = try await session.post(
                "/app/purchases", from: form,
                [
                    ("poNumber", "PO-2"), ("product", products[0].id.uuidString), ("quantity", "1000"),
                    ("product", products[1].id.uuidString), ("quantity", "-2"),
                ])
            let total = CatalogueCurrency.usDollar.text(products[0].unitPrice * 1000)
            #expect(
                try XHTMLDocument(refused.text).element(id: "lines-error")?.allText
                    == "The order's total, \(total), is more than an order may cost, $100.00.")
        }
    }

    @Test("the session opens POST /api/analytics for the pages' own requests only, and no other API route")
    func sessionOpensAPIForOwnPages() async throws {
        try await MyBizApp.test { client, fixture in
            let session = try await WebAppSession.login(
                client, fixture.member.username, MyBizApp.Fixture.memberPassword)
            let report =
                #"{"name":"calendarShown","recordedDate":"2026-11-24T10:00:00Z","type":"screenView","device":"Chrome 131 (desktop web)","os":"Linux","appVersion":"0.1.0"}"#
            func send(_ headers: HTTPFields) async throws -> TestResponse {
                var all = headers
                all[.contentType] = "application/json"
                return try await client.execute(
                    uri: "/api/analytics", method: .post, headers: all, body: ByteBuffer(string: report))
            }
            let own = try await send([.cookie: session.cookie, HTTPField.Name("Sec-Fetch-Site")!: "same-origin"])
            #expect(own.status == .ok)
            #expect(try own.myBizDecoded(StoredAnalyticsEvent.self).user == fixture.member.id)
            let other = try await send([.cookie: session.cookie, .origin: "https://evil.example"])
            #expect(other.status == .unauthorized)
            let unsaid = try await send([.cookie: session.cookie])
            #expect(unsaid.status == .unauthorized, "a request that does not say it comes from our page")
            let dashboardKind = try await send([.cookie: "mybiz_session=not-a-session", .origin: "http://localhost"])
            #expect(dashboardKind.status == .unauthorized)
            let ownPage = [HTTPField.Name("Sec-Fetch-Site")!: "same-origin"]
            for path in ["/api/purchases", "/api/users/me", "/api/employees", "/api/analytics/summary"] {
                let other = try await session.get(
                    path, headers: HTTPFields(ownPage.map { HTTPField(name: $0, value: $1) }))
                #expect(other.status == .unauthorized, "\(path)")
            }
        }
    }

    @Test("logging out ends the session at once: the old cookie opens nothing")
    func logout() async throws {
        try await MyBizApp.test { client, fixture in
            let session = try await WebAppSession.login(
                client, fixture.member.username, MyBizApp.Fixture.memberPassword)
            let settings = try await session.get("/app/settings")
            let out = try await session.post("/app/logout", from: settings, [])
            #expect(out.status == .seeOther && out.headers[.location] == "/app/login?notice=loggedout")
            #expect(out.headers[.setCookie]?.contains("Max-Age=0") == true)
            #expect(
                out.headers[HTTPField.Name("Clear-Site-Data")!] == #""storage""#,
                "what the apps kept on the device goes with the session")
            let after = try await session.get("/app/settings")
            #expect(after.status == .seeOther)
        }
    }
}
