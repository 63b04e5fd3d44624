import Foundation
import MyBizAPI
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("mybiz biz, run as a person runs it against mybiz serve")
final class BizCommandTests {
    /// This test's config folder, where sessions are kept; removed after it.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("biz-cli-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Runs `mybiz biz ARGUMENTS` against `server` and waits for it to end.
    func biz(_ arguments: [String], server: RunningServer, input: String? = nil, config: URL? = nil) async throws
        -> (status: Int32, output: String, error: String)
    {
        let process = try MyBizProcess(
            ["biz"] + arguments,
            environment: [
                "MYBIZ_SERVER": server.url, "XDG_CONFIG_HOME": (config ?? folder).path, "TZ": "UTC",
                "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
            ],
            input: input)
        let status = try await process.waitForExit()
        return (status, process.standardOutput, process.standardError)
    }

    /// The session file `login` wrote for `server`.
    func sessionFile(_ server: RunningServer, config: URL? = nil) throws -> URL {
        let url = try #require(URL(string: server.url))
        return (config ?? folder).appendingPathComponent(
            "mybiz/sessions/http_\(url.host ?? "")_\(url.port ?? 0).json")
    }

    /// A request straight to the server, as another client would send it.
    func http(_ path: String, server: RunningServer, method: String = "GET", authorization: String? = nil)
        async throws -> (status: Int, body: Data)
    {
        var request = URLRequest(url: try #require(URL(string: server.url + path)))
        request.httpMethod = method
        if let authorization { request.setValue(authorization, forHTTPHeaderField: "Authorization") }
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
    }

    @Test("log in, walk the five screens, and the admin's summary counts each visit")
    func walkTheScreens() async throws {
        let server = try await RunningServer.start()
        let login = try await biz(["login", "agent@shield.org"], server: server, input: "hailHydra\n")
        #expect(login.status == 0)
        #expect(login.output == "Logged in to \(server.url) as agent@shield.org.\n")
        #expect(login.error == "Password for agent@shield.org: \n")
        let file = try sessionFile(server)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)

        let announcements = try await biz(["announcements"], server: server)
        #expect(announcements.status == 0 && announcements.output.hasPrefix("Notes for finance on big orders\n"))
        #expect(announcements.output.contains("— Noor Haddad, "))

        let calendar = try await biz(["calendar", "--days", "7"], server: server)
        #expect(calendar.status == 0)
        #expect(calendar.output.contains("15:00    All-hands (meeting, 1 h)"))
        #expect(!calendar.output.contains("2027"))

        let org = try await biz(["org"], server: server)
        let tree = org.output.split(separator: "\n")
        #expect(tree.first == "Ada Lindqvist — Stockholm")
        #expect(
            org.output == """
                Ada Lindqvist — Stockholm
                ├─ Bruno Okafor — Stockholm
                │  ├─ Emeka Nwosu — Stockholm
                │  │  └─ Kemal Aydın — Stockholm
                │  └─ Freya Olsen — Stockholm
                ├─ Chen Wei — Singapore
                │  ├─ Gupta — Singapore
                │  │  └─ Lena Fischer — Singapore
                │  ├─ Hiro Tanaka — Singapore
                │  └─ Phil Coulson — Madrid
                ├─ Dolores Ruiz — Madrid
                │  ├─ Isabel Moreau — Madrid
                │  └─ Jonas Berg — Madrid
                └─ Noor Haddad — Stockholm

                """)

        let purchases = try await biz(["purchases"], server: server)
        #expect(purchases.output.hasPrefix("PO-2026-0002  ordered "))
        #expect(purchases.output.contains("  2 Servo motor kit × $1,249.00"))
        #expect(
            purchases.output.contains("PO-2026-0002  ordered ") && purchases.output.contains("  Waiting for approval\n")
        )

        let settings = try await biz(["settings"], server: server)
        #expect(settings.output.hasPrefix("Logged in to \(server.url) as Phil Coulson (agent@shield.org).\n"))

        let admin = try await http(
            "/api/users/login", server: server, method: "POST",
            authorization: "Basic " + Data("admin@mybiz.example:admin1234".utf8).base64EncodedString())
        let token = try MyBizJSON.decoder().decode(Session.self, from: admin.body).token
        let summary = try MyBizJSON.decoder().decode(
            AnalyticsSummary.self,
            from: try await http("/api/analytics/summary", server: server, authorization: "Bearer \(token)").body)
        #expect(summary.screens.count == 5)
        #expect(summary.screens.allSatisfy { $0.views == 1 && $0.users == 1 })
        #expect(summary.daily.last?.views == 5)
    }

    @Test("screen views recorded while the server is down are delivered once by a later flush")
    func reportsSurviveTheServerBeingDown() async throws {
        let database = folder.appendingPathComponent("mybiz.sqlite").path
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let server = try await RunningServer.start(database: database)
        _ = try await biz(["login", "agent@shield.org", "--password", "hailHydra"], server: server)
        try await server.stop()

        for screen in ["announcements", "org", "purchases"] {
            let down = try await biz([screen], server: server)
            #expect(down.status == 1 && down.error.hasPrefix("Could not reach the MyBiz server"))
        }
        let waiting = try await biz(["analytics", "status"], server: server)
        #expect(waiting.output.hasPrefix("Waiting reports for \(server.url): 3\n"))

        let again = try await RunningServer.start(port: server.port, database: database)
        let flushed = try await biz(["analytics", "flush"], server: again)
        #expect(flushed.status == 0 && flushed.output == "Sent 3 reports. Nothing waits.\n")
        let twice = try await biz(["analytics", "flush"], server: again)
        #expect(twice.output == "Sent 0 reports. Nothing waits.\n")

        _ = try await biz(["logout"], server: again)
        _ = try await biz(["login", "admin@mybiz.example", "--password", "admin1234"], server: again)
        let summary = try MyBizProcess(
            ["analytics", "summary", "--json"],
            environment: [
                "MYBIZ_SERVER": again.url, "XDG_CONFIG_HOME": folder.path,
                "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
            ])
        #expect(try await summary.waitForExit() == 0)
        let numbers = try MyBizJSON.decoder().decode(AnalyticsSummary.self, from: Data(summary.standardOutput.utf8))
        #expect(
            numbers.screens.filter { $0.views == 1 }.map(\.name).sorted() == [
                "announcementsShown", "orgChartShown", "purchasesShown",
            ])
        #expect(numbers.screens.map(\.views).reduce(0, +) == 3)
    }

    @Test("opting out records nothing and deletes what waits; the summary draws bars")
    func optOutAndSummary() async throws {
        let server = try await RunningServer.start()
        _ = try await biz(["login", "admin@mybiz.example", "--password", "admin1234"], server: server)
        let optOut = try await biz(["analytics", "opt-out"], server: server)
        #expect(optOut.status == 0)
        _ = try await biz(["org"], server: server)
        _ = try await biz(["calendar"], server: server)
        #expect(try await biz(["analytics", "status"], server: server).output.contains("Collecting: no (opted out)"))
        _ = try await biz(["analytics", "opt-in"], server: server)
        _ = try await biz(["org"], server: server)
        _ = try await biz(["org"], server: server)
        _ = try await biz(["settings"], server: server)

        let process = try MyBizProcess(
            ["analytics", "summary"],
            environment: [
                "MYBIZ_SERVER": server.url, "XDG_CONFIG_HOME": folder.path,
                "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
            ])
        #expect(try await process.waitForExit() == 0)
        let lines = process.standardOutput.split(separator: "\n").map(String.init)
        // The screens are named as the dashboard names them.
        let org = try #require(lines.first { $0.hasPrefix("Org chart ") })
        let settings = try #require(lines.first { $0.hasPrefix("Settings ") })
        #expect(org.hasSuffix("2      1  " + String(repeating: "█", count: 30)))
        #expect(settings.hasSuffix("1      1  " + String(repeating: "█", count: 15)))
        #expect(lines.first { $0.hasPrefix("Calendar ") }?.hasSuffix("0      0") == true)
        #expect(lines.filter { $0.hasPrefix("20") }.count == 7, "the dashboard's default period: 7 days")
        let days = Date.ISO8601FormatStyle().year().month().day()
        let today = Date().formatted(days)
        let sixDaysAgo = Date().addingTimeInterval(-6 * 86_400).formatted(days)
        #expect(lines.first == "Screens, most used first (\(sixDaysAgo) – \(today), UTC)")
    }

    @Test("--json on every listing prints the contract's JSON")
    func json() async throws {
        let server = try await RunningServer.start()
        _ = try await biz(["login", "agent@shield.org", "--password", "hailHydra"], server: server)
        let decoder = MyBizJSON.decoder()
        let announcements = try await biz(["announcements", "--json"], server: server)
        #expect(try decoder.decode([Announcement].self, from: Data(announcements.output.utf8)).count == 4)
        let employees = try await biz(["org", "--json"], server: server)
        #expect(try decoder.decode([Employee].self, from: Data(employees.output.utf8)).count == 14)
        let calendar = try await biz(["calendar", "--json"], server: server)
        let events = try decoder.decode([Event].self, from: Data(calendar.output.utf8))
        #expect(events.filter { $0.type == .birthday }.count == 13)
        let purchases = try await biz(["purchases", "--json"], server: server)
        #expect(try decoder.decode([PurchaseOrder].self, from: Data(purchases.output.utf8)).count == 2)
        let products = try await biz(["products", "--json"], server: server)
        #expect(try decoder.decode([Product].self, from: Data(products.output.utf8)).count == 8)
        let settings = try await biz(["settings", "--json"], server: server)
        #expect(try decoder.decode(User.self, from: Data(settings.output.utf8)).username == "agent@shield.org")
    }

    @Test("po create sends a valid order; an invalid one is refused naming the option that breaks a rule")
    func purchaseOrders() async throws {
        let server = try await RunningServer.start(["--max-po-expense", "5000"])
        _ = try await biz(["login", "agent@shield.org", "--password", "hailHydra"], server: server)
        let products = try MyBizJSON.decoder().decode(
            [Product].self, from: Data(try await biz(["products", "--json"], server: server).output.utf8))
        let chair = try #require(products.first { $0.name == "Ergonomic office chair" })
        let servo = try #require(products.first { $0.name == "Servo motor kit" })
        let prefix = String(chair.id.uuidString.prefix(8))

        let created = try await biz(
            [
                "po", "create", "--number", "PO-7", "--item", "\(prefix):2", "--item", "\(servo.id):1", "--due",
                "2099-12-24",
            ],
            server: server)
        #expect(created.status == 0)
        #expect(created.output.contains("PO-7  ordered ") && created.output.contains("due 2099-12-24  total $1,827.00"))

        let zero = try await biz(["po", "create", "--number", "PO-8", "--item", "\(prefix):0"], server: server)
        // What needs no answer from the server is refused before anything is sent, as a wrong argument
        #expect(zero.status == 64)
        #expect(zero.error.hasPrefix("Error: The quantity of --item \(prefix):0 must be more than 0.\n"))

        let blank = try await biz(["po", "create", "--number", " ", "--item", "\(prefix):1"], server: server)
        #expect(blank.status == 64 && blank.error.hasPrefix("Error: --number must not be blank.\n"))
        let long = try await biz(
            ["po", "create", "--number", String(repeating: "7", count: 101), "--item", "\(prefix):1"], server: server)
        #expect(long.status == 64 && long.error.contains("--number has at most 100 characters; this one has 101."))

        let past = try await biz(
            ["po", "create", "--number", "PO-8", "--item", "\(prefix):1", "--due", "2020-01-01"], server: server)
        #expect(past.status == 64 && past.error.hasPrefix("Error: --due must be in the future; 2020-01-01 is not.\n"))

        // A product may be named by the start of its name; a number is used once, whatever its case
        let again = try await biz(["po", "create", "--number", "po-7", "--item", "office chair:1"], server: server)
        #expect(again.status == 1)
        #expect(
            again.error
                == "The server refused it: there is already a purchase order numbered “po-7”; give this one another number.\n"
        )

        let expensive = try await biz(["po", "create", "--number", "PO-8", "--item", "\(servo.id):5"], server: server)
        #expect(expensive.status == 1)
        #expect(
            expensive.error
                == "The server refused it: the order's total, 6,245.00, is more than the maximum expense of 5,000.00.\n"
        )

        let unknown = try await biz(["po", "create", "--number", "PO-8", "--item", "ZZZ:1"], server: server)
        #expect(unknown.error == "No product's id or name has “ZZZ” in it. See `mybiz biz products`.\n")

        let listed = try await biz(["purchases", "--json"], server: server)
        #expect(try MyBizJSON.decoder().decode([PurchaseOrder].self, from: Data(listed.output.utf8)).count == 3)
    }

    @Test("not logged in, a wrong password, and a session ended elsewhere each get one sentence and exit 1")
    func sessions() async throws {
        let server = try await RunningServer.start()
        let before = try await biz(["announcements"], server: server)
        #expect(before.status == 1)
        #expect(before.error == "You are not logged in to \(server.url). Run `mybiz biz login USERNAME` first.\n")

        let wrong = try await biz(["login", "agent@shield.org"], server: server, input: "guess\n")
        #expect(wrong.status == 1 && wrong.error.hasSuffix("The username or password is wrong.\n"))
        #expect(!FileManager.default.fileExists(atPath: try sessionFile(server).path))

        _ = try await biz(["login", "agent@shield.org"], server: server, input: "hailHydra\n")
        let session = try JSONDecoder().decode(Session.self, from: Data(contentsOf: try sessionFile(server)))
        let revoked = try await http(
            "/api/users/logout", server: server, method: "POST", authorization: "Bearer \(session.token)")
        #expect(revoked.status == 204)
        let expired = try await biz(["org"], server: server)
        #expect(expired.status == 1)
        #expect(
            expired.error
                == "Your session on \(server.url) has expired or was ended. Run `mybiz biz login USERNAME` again.\n")
        #expect(!FileManager.default.fileExists(atPath: try sessionFile(server).path))
    }

    @Test("logout ends the session on the server and here; logging out twice is not an error")
    func logout() async throws {
        let server = try await RunningServer.start()
        _ = try await biz(["login", "agent@shield.org", "--password", "hailHydra"], server: server)
        let session = try JSONDecoder().decode(Session.self, from: Data(contentsOf: try sessionFile(server)))
        let out = try await biz(["logout"], server: server)
        #expect(out.status == 0 && out.output == "Logged out of \(server.url).\n")
        #expect(try await http("/api/users/me", server: server, authorization: "Bearer \(session.token)").status == 401)
        let again = try await biz(["logout"], server: server)
        #expect(again.status == 0 && again.output == "You were not logged in to \(server.url).\n")
    }

    @Test("Given two logins, when `password` changes it, then the other session ends and the new password logs in")
    func password() async throws {
        let server = try await RunningServer.start()
        let other = try await http(
            "/api/users/login", server: server, method: "POST",
            authorization: "Basic " + Data("agent@shield.org:hailHydra".utf8).base64EncodedString())
        let otherToken = try JSONDecoder().decode(Session.self, from: other.body).token
        _ = try await biz(["login", "agent@shield.org", "--password", "hailHydra"], server: server)
        let short = try await biz(["password"], server: server, input: "hailHydra\nabc\n")
        #expect(short.status == 1 && short.error.contains("The new password must be at least 6 characters."))
        let wrong = try await biz(["password"], server: server, input: "guess\nnew-secret-1\n")
        #expect(wrong.status == 1 && wrong.error.contains("currentPassword is not this account's password."))
        let changed = try await biz(["password"], server: server, input: "hailHydra\nnew-secret-1\n")
        #expect(changed.status == 0, "\(changed.error)")
        #expect(changed.output == "Your password is changed. This session stays; every other one has ended.\n")
        #expect(try await http("/api/users/me", server: server, authorization: "Bearer \(otherToken)").status == 401)
        #expect(try await biz(["settings"], server: server).status == 0, "this session stays")
        let again = try await biz(["login", "agent@shield.org"], server: server, input: "new-secret-1\n")
        #expect(again.status == 0)
        let everywhere = try await biz(["logout", "--everywhere"], server: server)
        #expect(everywhere.output == "Logged out of \(server.url) everywhere: every session has ended.\n")
        #expect(try await biz(["settings"], server: server).status == 1)
    }

    @Test(
        "Given Phil's order waiting for Chen, then Chen sees it with `po waiting` and rejects it; Phil reads why; a new order without --number gets the server's next number"
    )
    func decidingInTheTerminal() async throws {
        let server = try await RunningServer.start()
        let chenConfig = folder.appendingPathComponent("chen")
        _ = try await biz(
            ["login", "chen@northwind.example", "--password", "chen1234"], server: server, config: chenConfig)
        let waiting = try await biz(["po", "waiting"], server: server, config: chenConfig)
        #expect(waiting.status == 0 && waiting.output.hasPrefix("PO-2026-0002  ordered "))
        let bare = try await biz(["po", "reject", "po-2026-0002", "--reason", " "], server: server, config: chenConfig)
        #expect(bare.status != 0 && bare.error.contains("--reason: Say why the order is rejected"))
        let rejected = try await biz(
            ["po", "reject", "po-2026-0002", "--reason", "Split it in two."], server: server, config: chenConfig)
        #expect(
            rejected.status == 0 && rejected.output == "Rejected purchase order PO-2026-0002; its purchaser sees why.\n"
        )
        let again = try await biz(["po", "approve", "PO-2026-0002"], server: server, config: chenConfig)
        #expect(again.status == 1 && again.error.contains("is rejected"))
        #expect(
            try await biz(["po", "waiting"], server: server, config: chenConfig).output
                == "Nothing is waiting for you.\n")

        _ = try await biz(["login", "agent@shield.org", "--password", "hailHydra"], server: server)
        let purchases = try await biz(["purchases"], server: server)
        #expect(purchases.output.contains("  Rejected\n  Why: Split it in two.\n"))
        let inbox = try await biz(["inbox"], server: server)
        #expect(inbox.status == 0 && inbox.output.contains("Chen Wei rejected PO-2026-0002: “Split it in two.”"))
        #expect(inbox.output.hasPrefix("• "))
        #expect(try await biz(["inbox"], server: server).output.hasPrefix("  "), "shown is read")
        let created = try await biz(["po", "create", "--item", "A4 paper:2"], server: server)
        let year = Calendar(identifier: .gregorian).component(.year, from: Date())
        #expect(created.status == 0 && created.output.hasPrefix("Created purchase order PO-\(year)-"))
    }

    @Test(
        "Given an admin's new announcement and colleague through the API, then a member's `announcements` and `org` show them"
    )
    func seesWhatAnAdminPosts() async throws {
        let server = try await RunningServer.start()
        let admin = try await http(
            "/api/users/login", server: server, method: "POST",
            authorization: "Basic " + Data("admin@mybiz.example:admin1234".utf8).base64EncodedString())
        let token = try JSONDecoder().decode(Session.self, from: admin.body).token
        var request = URLRequest(url: try #require(URL(string: server.url + "/api/announcements")))
        request.httpMethod = "POST"
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(#"{"title":"Friday pizza","message":"In the kitchen at noon."}"#.utf8)
        let (_, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 201)
        _ = try await biz(["login", "agent@shield.org", "--password", "hailHydra"], server: server)
        let shown = try await biz(["announcements"], server: server)
        #expect(shown.output.hasPrefix("Friday pizza\nIn the kitchen at noon.\n— Noor Haddad, "))

        // And a colleague the admin adds is in the member's org chart
        let employees =
            try JSONSerialization.jsonObject(
                with: try await http("/api/employees", server: server, authorization: "Bearer \(token)").body)
            as? [[String: Any]]
        let head = try #require(employees?.first?["id"] as? String)
        request.url = URL(string: server.url + "/api/employees")
        request.httpBody = Data(
            #"{"givenName":"Ana","familyName":"Lee","roleTitle":"Designer","location":"Seoul","manager":"\#(head)"}"#
                .utf8)
        let (_, added) = try await URLSession.shared.data(for: request)
        #expect((added as? HTTPURLResponse)?.statusCode == 201)
        let org = try await biz(["org"], server: server)
        #expect(org.output.contains("Ana Lee"))
    }

    @Test("an unreachable server is named, with what to do")
    func unreachable() async throws {
        let server = try await RunningServer.start()
        _ = try await biz(["login", "agent@shield.org", "--password", "hailHydra"], server: server)
        try await server.stop()
        let result = try await biz(["purchases"], server: server)
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("Could not reach the MyBiz server at \(server.url) (connection refused)."))
    }
}
