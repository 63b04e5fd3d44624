import Foundation
import ICalendar
import Testing

@Suite("iCalendar text: content lines read and written as RFC 5545 says")
struct ICalendarTextTests {
    @Test(
        "Given a long line of multi-byte text, when written, then no physical line passes 75 octets and it reads back whole"
    )
    func folding() throws {
        let summary = String(repeating: "Grüße aus Zürich — 東京 ", count: 12)
        let todo = ICalendarComponent("VTODO", properties: [ICalendarProperty("SUMMARY", text: summary)])
        let text = todo.text
        for line in text.components(separatedBy: "\r\n") { #expect(line.utf8.count <= 75) }
        #expect(String(decoding: text.utf8, as: UTF8.self) == text)
        let read = try ICalendarParser.components(of: text)
        #expect(read == [todo])
        #expect(read.first?.property("SUMMARY")?.text == summary)
    }

    @Test(
        "Given text with commas, semicolons, backslashes and line breaks, then they are escaped and come back as they were"
    )
    func escapes() {
        let text = "Milk, eggs; flour\\sugar\nand\r\nbutter"
        let escaped = ICalendarText.escaped(text)
        #expect(escaped == "Milk\\, eggs\\; flour\\\\sugar\\nand\\nbutter")
        #expect(ICalendarText.unescaped(escaped) == "Milk, eggs; flour\\sugar\nand\nbutter")
        #expect(ICalendarText.list("home,work\\,late,\\;x") == ["home", "work,late", ";x"])
    }

    @Test("Given parameters quoted, listed and caret-escaped, then each value is read unquoted and written back")
    func parameters() throws {
        let line =
            "ATTENDEE;CN=\"Ada, Lovelace\";MEMBER=\"mailto:a@x\",\"mailto:b@x\";X-NOTE=say ^'hi^':mailto:ada@example.org"
        let calendar = try ICalendarParser.components(of: "BEGIN:VEVENT\r\n\(line)\r\nEND:VEVENT\r\n")
        let attendee = try #require(calendar.first?.property("ATTENDEE"))
        #expect(attendee.parameter("cn") == "Ada, Lovelace")
        #expect(attendee.parameters[1].values == ["mailto:a@x", "mailto:b@x"])
        #expect(attendee.parameter("X-NOTE") == "say \"hi\"")
        #expect(attendee.value == "mailto:ada@example.org")
        #expect(try ICalendarParser.components(of: calendar[0].text) == calendar)
    }

    @Test(
        "Given text that is not iCalendar, then reading it fails and names the line and what is wrong",
        arguments: [
            ("BEGIN:VTODO\r\nSUMMARY:x\r\n", "Line 2 of the iCalendar text: BEGIN:VTODO has no END:VTODO."),
            (
                "BEGIN:VTODO\r\nEND:VEVENT\r\n",
                "Line 2 of the iCalendar text: END:VEVENT ends VTODO, which began BEGIN:VTODO."
            ),
            ("SUMMARY:x\r\n", "Line 1 of the iCalendar text: the property SUMMARY stands outside any component."),
            (
                "BEGIN:VTODO\r\nSUMMARY x\r\nEND:VTODO",
                "Line 2 of the iCalendar text: the property SUMMARY has no “:” before its value."
            ),
            (
                "BEGIN:VTODO\r\n;X=1:y\r\nEND:VTODO",
                "Line 2 of the iCalendar text: a content line must begin with a property name."
            ),
        ])
    func refused(text: String, message: String) {
        #expect(throws: ICalendarSyntaxError.self) { try ICalendarParser.components(of: text) }
        do {
            _ = try ICalendarParser.components(of: text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("Given bare LF line ends and folded lines with tabs, then they are read as real clients write them")
    func lenientLineEnds() throws {
        let read = try ICalendarParser.calendar(
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:Buy\n\t milk\nEND:VTODO\nEND:VCALENDAR")
        #expect(read.components("VTODO").first?.property("SUMMARY")?.text == "Buy milk")
    }

    @Test("Given set and remove, then a property keeps its place and duplicates go")
    func setting() {
        var todo = ICalendarComponent(
            "VTODO",
            properties: [
                ICalendarProperty("UID", value: "1"), ICalendarProperty("CATEGORIES", value: "a"),
                ICalendarProperty("SUMMARY", value: "x"), ICalendarProperty("CATEGORIES", value: "b"),
            ])
        todo.set(ICalendarProperty("CATEGORIES", value: "a,b"))
        #expect(todo.properties.map(\.name) == ["UID", "CATEGORIES", "SUMMARY"])
        todo.remove("summary")
        #expect(todo.properties.map(\.value) == ["1", "a,b"])
    }
}
