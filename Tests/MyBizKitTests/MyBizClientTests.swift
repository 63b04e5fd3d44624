import Analytics
import Foundation
import MyBizAPI
import MyBizKit
import Networking
import NetworkingTesting
import Testing

@Suite("MyBizClient: requests, the session, and errors a screen acts on")
struct MyBizClientTests {
    static let base = URL(string: "http://biz.test")!
    static let account = Session.Account(id: UUID(), username: "agent@shield.org")
    static let session = Session(token: "token-1", user: account)

    static func client(_ transport: MockTransport, tokens: any TokenStore = InMemoryTokenStore(session)) -> MyBizClient
    {
        MyBizClient(baseURL: base, transport: transport, tokens: tokens, retryPolicy: .none)
    }

    static func json(_ value: some Encodable, status: Int = 200) throws -> MockTransport.Answer {
        .status(status, headers: ["Content-Type": "application/json"], body: try MyBizJSON.encoder().encode(value))
    }

    static func error(_ status: Int, _ reason: String) throws -> MockTransport.Answer {
        try json(ErrorBody(reason: reason), status: status)
    }

    /// The error `work` throws, if any.
    static func failure(_ work: () async throws(MyBizError) -> Void) async -> MyBizError? {
        do {
            try await work()
            return nil
        } catch {
            return error
        }
    }

    @Test("login sends Basic credentials with an empty body and keeps the session")
    func login() async throws {
        let transport = MockTransport([try Self.json(Self.session)])
        let tokens = InMemoryTokenStore()
        let session = try await Self.client(transport, tokens: tokens).login(
            username: "agent@shield.org", password: "hailHydra")
        #expect(session == Self.session)
        #expect(await tokens.session() == Self.session)
        let request = try #require(transport.requests.first)
        #expect(request.method == .post && request.url.path == "/api/users/login" && request.body.isEmpty)
        #expect(
            request.header("Authorization") == "Basic " + Data("agent@shield.org:hailHydra".utf8).base64EncodedString())
    }

    @Test("a refused login is .loginRefused and keeps no session")
    func loginRefused() async throws {
        let transport = MockTransport([try Self.error(401, "Unauthorized")])
        let tokens = InMemoryTokenStore()
        let failure = await Self.failure { () async throws(MyBizError) in
            try await Self.client(transport, tokens: tokens).login(username: "a", password: "b")
        }
        #expect(failure?.description == "The username or password is wrong.")
        #expect(await tokens.session() == nil)
    }

    @Test("every call carries the stored token; the lists decode the contract's JSON")
    func bearer() async throws {
        let announcement = Announcement(id: UUID(), message: "Hello")
        let transport = MockTransport([try Self.json([announcement])])
        #expect(try await Self.client(transport).announcements() == [announcement])
        let request = try #require(transport.requests.first)
        #expect(request.url.path == "/api/announcements")
        #expect(request.header("Authorization") == "Bearer token-1")
    }

    @Test("without a stored session nothing is sent: .notLoggedIn")
    func notLoggedIn() async throws {
        let transport = MockTransport()
        let client = Self.client(transport, tokens: InMemoryTokenStore())
        let failure = await Self.failure { () async throws(MyBizError) in _ = try await client.events() }
        #expect(failure?.description == "You are not logged in.")
        #expect(transport.requests.isEmpty)
    }

    @Test("401 on a call is .sessionExpired; 403, 400 and 404 carry the server's reason")
    func errors() async throws {
        let transport = MockTransport([
            try Self.error(401, "Unauthorized"), try Self.error(403, "Only administrators can read analytics."),
            try Self.error(400, "poNumber must not be blank."), try Self.error(404, "There is no user X."),
        ])
        let client = Self.client(transport)
        let order = NewPurchaseOrder(poNumber: " ", purchases: [])
        let reasons = [
            await Self.failure { () async throws(MyBizError) in _ = try await client.me() },
            await Self.failure { () async throws(MyBizError) in
                _ = try await client.analyticsSummary(from: Date(), to: Date())
            },
            await Self.failure { () async throws(MyBizError) in _ = try await client.submit(order) },
            await Self.failure { () async throws(MyBizError) in _ = try await client.user(id: UUID()) },
        ].map { $0?.description }
        #expect(
            reasons == [
                "Your session has expired or was ended.", "Only administrators can read analytics.",
                "poNumber must not be blank.", "There is no user X.",
            ])
    }

    @Test("submit posts the order as the contract writes it and answers the saved order")
    func submit() async throws {
        let product = UUID()
        let due = Date(timeIntervalSince1970: 1_795_339_800)
        let order = NewPurchaseOrder(
            poNumber: "PO-9", dueDate: due, purchases: [PurchaseLine(productId: product, quantity: 2)])
        let saved = PurchaseOrder(
            id: UUID(), poNumber: "PO-9", comment: nil, purchaser: Self.account.id, purchaseDate: due, dueDate: due,
            purchases: order.purchases)
        let transport = MockTransport([try Self.json(saved)])
        #expect(try await Self.client(transport).submit(order) == saved)
        let request = try #require(transport.requests.first)
        #expect(request.method == .post && request.url.path == "/api/purchases")
        let body = String(decoding: request.body, as: UTF8.self)
        #expect(body.contains(#""dueDate":"2026-11-22T09:30:00Z""#) && body.contains(#""comment":null"#))
        #expect(body.contains(product.uuidString))
    }

    @Test("Given an admin, then announcements and events are posted, replaced and deleted at their paths")
    func administration() async throws {
        let id = UUID()
        let date = Date(timeIntervalSince1970: 1_795_339_800)
        let announcement = Announcement(id: id, message: "Hi", title: "Hello", author: "Ada", publishedAt: date)
        let event = Event(id: id, name: "Demo", date: date, type: .meeting, duration: 60, place: "Lab")
        let transport = MockTransport([
            try Self.json(announcement, status: 201), try Self.json(announcement), .status(204),
            try Self.json(event, status: 201), try Self.json(event), .status(204), try Self.error(403, "Admins only."),
        ])
        let client = Self.client(transport)
        #expect(try await client.post(AnnouncementDraft(title: "Hello", message: "Hi")) == announcement)
        #expect(
            try await client.replaceAnnouncement(id, with: AnnouncementDraft(title: "Hello", message: "Hi"))
                == announcement)
        try await client.deleteAnnouncement(id)
        #expect(try await client.add(EventDraft(name: "Demo", date: date, type: .meeting, duration: 60)) == event)
        #expect(
            try await client.replaceEvent(id, with: EventDraft(name: "Demo", date: date, type: .meeting, duration: 60))
                == event)
        try await client.deleteEvent(id)
        let shapes = transport.requests.map { "\($0.method) \($0.url.path)" }
        #expect(
            shapes == [
                "POST /api/announcements", "PUT /api/announcements/\(id.uuidString)",
                "DELETE /api/announcements/\(id.uuidString)", "POST /api/events", "PUT /api/events/\(id.uuidString)",
                "DELETE /api/events/\(id.uuidString)",
            ])
        let refused = await Self.failure { () async throws(MyBizError) in try await client.deleteEvent(id) }
        #expect(refused?.description == "Admins only.")
    }

    @Test("Given an admin, then people and accounts are added and changed at their paths")
    func peopleAndAccounts() async throws {
        let id = UUID()
        let employee = Employee(
            id: id, givenName: "Ana", familyName: "Lee", location: "Seoul", manager: nil, directReports: [],
            birthday: nil, roleTitle: "Designer")
        let summary = AccountSummary(
            id: id, username: "ana@example.com", name: "Ana Lee", role: .member, disabled: false)
        let transport = MockTransport([
            try Self.json(employee, status: 201), try Self.json(employee), .status(204), try Self.json([summary]),
            try Self.json(InvitedAccount(account: summary, temporaryPassword: "abcd-efgh-jkmn"), status: 201),
            try Self.json(summary),
        ])
        let client = Self.client(transport)
        let draft = EmployeeDraft(givenName: "Ana", familyName: "Lee", location: "Seoul", manager: UUID())
        #expect(try await client.add(draft) == employee)
        #expect(try await client.replaceEmployee(id, with: draft) == employee)
        try await client.deleteEmployee(id)
        #expect(try await client.accounts() == [summary])
        #expect(
            try await client.invite(Invitation(username: "ana@example.com", name: "Ana Lee")).temporaryPassword
                == "abcd-efgh-jkmn")
        #expect(try await client.change(account: id, AccountChange(role: .admin)) == summary)
        #expect(
            transport.requests.map { "\($0.method) \($0.url.path)" } == [
                "POST /api/employees", "PUT /api/employees/\(id.uuidString)", "DELETE /api/employees/\(id.uuidString)",
                "GET /api/users", "POST /api/users", "PATCH /api/users/\(id.uuidString)",
            ])
    }

    @Test("Given an admin, then products are added, changed and retired at the catalogue's paths")
    func catalogue() async throws {
        let product = Product(id: UUID(), name: "Desk", unitPrice: 450)
        let transport = MockTransport([try Self.json(product, status: 201), try Self.json(product), .status(204)])
        let client = Self.client(transport)
        #expect(try await client.add(ProductDraft(name: "Desk", unitPrice: 450)) == product)
        #expect(
            try await client.replaceProduct(product.id, with: ProductDraft(name: "Desk", unitPrice: 450)) == product)
        try await client.retireProduct(product.id)
        #expect(
            transport.requests.map { "\($0.method) \($0.url.path)" } == [
                "POST /api/catalogue", "PUT /api/catalogue/\(product.id.uuidString)",
                "DELETE /api/catalogue/\(product.id.uuidString)",
            ])
    }

    @Test("the report sent is exactly the report given (the reference MockSender check)")
    func sendReport() async throws {
        let report = Report.make(
            event: .purchasesShown, type: .screenView, duration: 3,
            device: DeviceInfo(device: "x86_64", os: "Linux 6.8.0", appVersion: "1.0"),
            at: Date(timeIntervalSince1970: 1_795_339_800))
        let stored = StoredAnalyticsEvent(
            id: UUID(), name: "purchasesShown", user: Self.account.id, eventDate: Date(),
            recordedDate: report.recordedDate,
            type: "screenView", duration: 3, device: "x86_64", os: "Linux 6.8.0", appVersion: "1.0")
        let transport = MockTransport([try Self.json(stored)])
        let analytics: any AnalyticsAPI = Self.client(transport)
        try await analytics.sendReport(report: report)
        let request = try #require(transport.requests.first)
        #expect(request.method == .post && request.url.path == "/api/analytics")
        let sent = try MyBizJSON.decoder().decode(AnalyticsReport.self, from: request.body)
        #expect(
            sent
                == AnalyticsReport(
                    name: "purchasesShown", recordedDate: report.recordedDate, type: "screenView", duration: 3,
                    device: "x86_64", os: "Linux 6.8.0", appVersion: "1.0"))
    }

    @Test("logout revokes on the server and forgets the session — also when the server says it already ended")
    func logout() async throws {
        for answer in [MockTransport.Answer.status(204), try Self.error(401, "Unauthorized")] {
            let transport = MockTransport([answer])
            let tokens = InMemoryTokenStore(Self.session)
            try await Self.client(transport, tokens: tokens).logout()
            #expect(transport.requests.first?.url.path == "/api/users/logout")
            #expect(transport.requests.first?.header("Authorization") == "Bearer token-1")
            #expect(await tokens.session() == nil)
        }
    }

    @Test("a logout that cannot reach the server still forgets the session, and says it failed")
    func logoutOffline() async throws {
        let transport = MockTransport([.failure(URLError(.cannotConnectToHost))])
        let tokens = InMemoryTokenStore(Self.session)
        await #expect(throws: MyBizError.self) { try await Self.client(transport, tokens: tokens).logout() }
        #expect(await tokens.session() == nil)
    }
}
