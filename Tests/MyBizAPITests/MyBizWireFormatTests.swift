import Foundation
import MyBizAPI
import Testing

@Suite("MyBiz wire models: JSON exactly as the contract")
struct MyBizWireFormatTests {
    static let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    static let other = UUID(uuidString: "0A1B2C3D-4E5F-4061-8273-94A5B6C7D8E9")!

    func json(_ value: some Encodable) throws -> [String: Any] {
        let data = try MyBizJSON.encoder().encode(value)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("dates are written in UTC without fractional seconds")
    func dateOutput() {
        #expect(MyBizJSON.format(Date(timeIntervalSince1970: 1_795_339_800.75)) == "2026-11-22T09:30:00Z")
    }

    @Test(
        "dates are read with or without fractions, with Z or an offset",
        arguments: ["2026-11-22T09:30:00Z", "2026-11-22T09:30:00.250Z", "2026-11-22T18:30:00+09:00"])
    func dateInput(text: String) throws {
        let date = try #require(MyBizJSON.parse(text))
        #expect(abs(date.timeIntervalSince1970 - 1_795_339_800) < 1)
    }

    @Test("a date that is not ISO 8601 is a decoding error naming the text")
    func badDate() {
        let body = Data(
            #"{"id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","name":"x","date":"22/11/2026","type":"Meeting","duration":1}"#
                .utf8)
        #expect(throws: DecodingError.self) { try MyBizJSON.decoder().decode(Event.self, from: body) }
    }

    @Test(
        "a day or time that does not exist is refused, not rolled over into the next one",
        arguments: [
            "2026-02-30T09:30:00Z", "2026-02-29T00:00:00Z", "2026-04-31T10:30:00.5+01:00", "2026-11-22T24:00:00Z",
            "2026-11-22T23:60:00Z", "2026-11-22T23:59:60Z", "2026-11-31T10:00:00+02:00",
        ])
    func impossibleDate(text: String) {
        // Given a date whose day or time does not exist
        let body = Data(
            #"{"id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","name":"x","date":"\#(text)","type":"Meeting","duration":1}"#
                .utf8)

        // When it is read, Then it is refused, and a leap day that exists is read
        #expect(MyBizJSON.parse(text) == nil)
        #expect(throws: DecodingError.self) { try MyBizJSON.decoder().decode(Event.self, from: body) }
        #expect(MyBizJSON.parse("2024-02-29T23:59:59Z") == Date(timeIntervalSince1970: 1_709_251_199))
        #expect(MyBizJSON.parse("2024-02-29T23:59:59.500+01:00") == Date(timeIntervalSince1970: 1_709_247_599.5))
    }

    @Test("a day is read as its start in UTC when it exists; a day that does not, or other text, is nil")
    func day() {
        // Given days that exist and days that do not, When read, Then only the first are dates
        #expect(MyBizJSON.day("2026-11-22") == Date(timeIntervalSince1970: 1_795_305_600))
        #expect(MyBizJSON.day("2024-02-29") == Date(timeIntervalSince1970: 1_709_164_800))
        for text in [
            "2026-02-29", "2026-02-30", "2026-04-31", "2026-13-01", "2026-11-00", "22/11/2026", "2026-11-22x", "",
        ] {
            #expect(MyBizJSON.day(text) == nil, "\(text)")
        }
    }

    @Test("a day agrees with Foundation's ISO 8601 style in every year it can name, leap days and centuries too")
    func dayInEveryYear() throws {
        // Given days across the years YYYY can name
        for text in [
            "0001-01-01", "1000-03-01", "1600-02-29", "1900-02-28", "1969-12-31", "1970-01-01", "2000-02-29",
            "2100-03-01", "9999-12-31",
        ] {
            // When read, Then each is the start Foundation's style gives
            let foundation = try Date.ISO8601FormatStyle().year().month().day().parse(text)
            #expect(MyBizJSON.day(text) == foundation, "\(text)")
        }
        #expect(MyBizJSON.day("1900-02-29") == nil)
        #expect(MyBizJSON.day("2100-02-29") == nil)
    }

    @Test("a period's edge is a full time, or a day's start, or for its end the next day's start")
    func periodEdge() {
        // Given a day, a time and text that is neither
        // When read as a period's start and end
        // Then a day's end is the next day's start, so from and to on one day are that whole day
        #expect(MyBizJSON.periodEdge("2026-11-22", end: false) == Date(timeIntervalSince1970: 1_795_305_600))
        #expect(MyBizJSON.periodEdge("2026-11-22", end: true) == Date(timeIntervalSince1970: 1_795_392_000))
        #expect(MyBizJSON.periodEdge("2026-11-22T09:30:00Z", end: true) == Date(timeIntervalSince1970: 1_795_339_800))
        #expect(
            MyBizJSON.periodEdge("2026-11-22T09:30:00+01:00", end: false) == Date(timeIntervalSince1970: 1_795_336_200))
        for text in ["2026-02-30", "yesterday", "2026-11-22T24:00:00Z", ""] {
            #expect(MyBizJSON.periodEdge(text, end: false) == nil, "\(text)")
            #expect(MyBizJSON.periodEdge(text, end: true) == nil, "\(text)")
        }
    }

    @Test("an employee writes every key: upper-case UUIDs, null manager and birthday when empty")
    func employee() throws {
        let head = Employee(
            id: Self.id, givenName: "", familyName: "Fury", location: "Seoul", manager: nil,
            directReports: [Self.other], birthday: nil)
        let object = try json(head)
        #expect(
            Set(object.keys)
                == [
                    "id", "givenName", "familyName", "location", "manager", "directReports", "birthday", "roleTitle",
                    "department", "accountId", "approvalLimit",
                ])
        #expect(object["id"] as? String == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(object["manager"] is NSNull && object["birthday"] is NSNull)
        #expect(object["directReports"] as? [String] == ["0A1B2C3D-4E5F-4061-8273-94A5B6C7D8E9"])
        let decoded = try MyBizJSON.decoder().decode(Employee.self, from: MyBizJSON.encoder().encode(head))
        #expect(decoded == head)
    }

    @Test("event types are the five names of the contract")
    func eventTypes() {
        #expect(EventType.allCases.map(\.rawValue) == ["Meeting", "Appointment", "Holiday", "DayOff", "Birthday"])
    }

    @Test("a purchase order round-trips, with null comment and due date when empty")
    func purchaseOrder() throws {
        let order = PurchaseOrder(
            id: Self.id, poNumber: "PO-1", comment: nil, purchaser: Self.other,
            purchaseDate: Date(timeIntervalSince1970: 1_795_339_800), dueDate: nil,
            purchases: [PurchaseLine(productId: Self.other, quantity: 2.5)])
        let object = try json(order)
        #expect(object["comment"] is NSNull && object["dueDate"] is NSNull)
        #expect(object["purchaseDate"] as? String == "2026-11-22T09:30:00Z")
        #expect(try MyBizJSON.decoder().decode(PurchaseOrder.self, from: MyBizJSON.encoder().encode(order)) == order)
    }

    @Test("a new order may leave out comment and dueDate; keys the server sets are ignored")
    func newPurchaseOrder() throws {
        let body = Data(
            #"{"poNumber":"PO-2","purchases":[{"productId":"0A1B2C3D-4E5F-4061-8273-94A5B6C7D8E9","quantity":1}],"purchaser":"x","id":"y"}"#
                .utf8)
        let order = try MyBizJSON.decoder().decode(NewPurchaseOrder.self, from: body)
        #expect(order.poNumber == "PO-2" && order.comment == nil && order.dueDate == nil && order.purchases.count == 1)
    }

    @Test("the login answer reads as the contract shows it")
    func session() throws {
        let body = Data(
            #"{"token":"abc","user":{"id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","username":"agent@shield.org"}}"#.utf8)
        let session = try MyBizJSON.decoder().decode(Session.self, from: body)
        #expect(session == Session(token: "abc", user: .init(id: Self.id, username: "agent@shield.org")))
    }

    @Test("a report writes null for what it does not have; a stored event adds id, user and eventDate")
    func analytics() throws {
        let report = AnalyticsReport(
            name: "announcementsShown", recordedDate: Date(timeIntervalSince1970: 1_795_339_800), type: "screenView")
        let object = try json(report)
        #expect(Set(object.keys) == ["name", "recordedDate", "type", "duration", "device", "os", "appVersion"])
        #expect(object["duration"] is NSNull && object["appVersion"] is NSNull)

        let stored = StoredAnalyticsEvent(
            id: Self.id, name: report.name, user: Self.other, eventDate: report.recordedDate,
            recordedDate: report.recordedDate, type: report.type, duration: 1.5, device: nil, os: "Linux",
            appVersion: nil)
        let storedObject = try json(stored)
        #expect(
            storedObject.count == 10 && storedObject["device"] is NSNull && storedObject["duration"] as? Double == 1.5)
        #expect(
            try MyBizJSON.decoder().decode(StoredAnalyticsEvent.self, from: MyBizJSON.encoder().encode(stored))
                == stored)
    }

    @Test("the summary has from, to, screens, events and daily, and what its lists leave out (null for nothing)")
    func summary() throws {
        let summary = AnalyticsSummary(
            from: Date(timeIntervalSince1970: 1_795_305_600), to: Date(timeIntervalSince1970: 1_795_392_000),
            screens: [.init(name: "calendarShown", views: 3, users: 2)],
            events: [.init(name: "calendarShown", type: "screenView", count: 3)],
            daily: [.init(day: "2026-11-22", views: 3)])
        let object = try json(summary)
        #expect(Set(object.keys) == ["from", "to", "screens", "events", "daily", "otherScreens", "otherEvents"])
        #expect(object["otherScreens"] is NSNull && object["otherEvents"] is NSNull)
        #expect(object["from"] as? String == "2026-11-22T00:00:00Z")
        #expect(
            try MyBizJSON.decoder().decode(AnalyticsSummary.self, from: MyBizJSON.encoder().encode(summary)) == summary)
        var capped = summary
        capped.otherEvents = .init(count: 400, total: 1_234)
        #expect(try json(capped)["otherEvents"] as? [String: Int] == ["count": 400, "total": 1_234])
        #expect(
            try MyBizJSON.decoder().decode(AnalyticsSummary.self, from: MyBizJSON.encoder().encode(capped)) == capped)
    }

    @Test("a summary from a server before the lists were capped, without otherScreens and otherEvents, is read")
    func olderSummary() throws {
        let json = #"{"from":"2026-11-22T00:00:00Z","to":"2026-11-23T00:00:00Z","screens":[],"events":[],"daily":[]}"#
        let summary = try MyBizJSON.decoder().decode(AnalyticsSummary.self, from: Data(json.utf8))
        #expect(summary.otherScreens == nil && summary.otherEvents == nil)
    }

    @Test("the error body is the contract's")
    func errorBody() throws {
        #expect(try json(ErrorBody(reason: "Unauthorized")).count == 2)
        #expect(try json(ErrorBody(reason: "Unauthorized"))["reason"] as? String == "Unauthorized")
    }
}
