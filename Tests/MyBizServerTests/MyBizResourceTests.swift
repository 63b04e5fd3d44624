import Foundation
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite("MyBiz resources: announcements, employees, events, products")
struct MyBizResourceTests {
    @Test("each list answers what the company holds, in the company's order", arguments: TestDatabase.available)
    func lists(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let token = try await client.token(for: fixture.member)
            let announcements = try await client.call("/api/announcements", token: token)
            #expect(try announcements.myBizDecoded([Announcement].self) == fixture.company.announcements)
            let products = try await client.call("/api/products", token: token)
            // The server prices its catalogue in US dollars unless configured otherwise.
            let priced = fixture.company.products.map { product in
                var product = product
                product.currency = "USD"
                return product
            }
            #expect(try products.myBizDecoded([Product].self) == priced)
            let events = try await client.call("/api/events", token: token).myBizDecoded([Event].self)
            #expect(events.map(\.id) == fixture.company.events.sorted { $0.date < $1.date }.map(\.id))
            #expect(events.map(\.type) == fixture.company.events.sorted { $0.date < $1.date }.map(\.type))
        }
    }

    @Test(
        "employees: the head first, each manager's directReports derived from the managers",
        arguments: TestDatabase.available)
    func employees(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let token = try await client.token(for: fixture.member)
            let employees = try await client.call("/api/employees", token: token).myBizDecoded([Employee].self)
            #expect(employees.map(\.id) == fixture.company.employees.map(\.id))
            let head = try #require(employees.first)
            #expect(head.manager == nil)
            for employee in employees {
                let reports = employees.filter { $0.manager == employee.id }.map(\.id)
                #expect(employee.directReports == reports, "\(employee.familyName)")
            }
            #expect(head.directReports.count == 2)
        }
    }

    @Test("the wire format: upper-case ids, dates without fractions, null for empty optionals")
    func wireFormat() async throws {
        try await MyBizApp.test { client, fixture in
            let token = try await client.token(for: fixture.member)
            let employees = try await client.call("/api/employees", token: token).text
            #expect(employees.contains(#""manager":null"#))
            #expect(employees.contains(#""birthday":null"#))
            #expect(employees.contains(#""givenName":"""#))
            #expect(employees.contains(fixture.company.employees[0].id.uuidString))
            let events = try await client.call("/api/events", token: token).text
            let dates = events.matches(of: /"date":"([^"]+)"/).map { String($0.output.1) }
            #expect(!dates.isEmpty && dates.allSatisfy { $0.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/) != nil })
            #expect(events.contains(#""type":"Meeting""#))
            for id in try JSONSerialization.jsonObject(with: Data(events.utf8)) as? [[String: Any]] ?? [] {
                let text = try #require(id["id"] as? String)
                #expect(text == text.uppercased())
            }
        }
    }
}
