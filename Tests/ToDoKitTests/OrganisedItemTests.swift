import Foundation
import Testing
import ToDoKit

@Suite("An item's list, priority, labels, repeat and reminder: their rules, old lists, and checking a repeating item")
struct OrganisedItemTests {
    static let calendar = DueTextTests.calendar
    static let now = DueTextTests.now
    static func at(_ day: Int, _ month: Int = 11, _ hour: Int = 0) -> Date { QuickAddTests.at(day, month, hour) }

    @Test(
        "Given an item's list and labels as typed, then the Inbox is no list, blank labels are none and twice is once")
    func kept() throws {
        let item = try ToDoItem(
            title: "Dentist", list: " inbox ", priority: 2, labels: ["teeth", " ", "Teeth", "health "])
        #expect(item.list == nil && item.priority == 2 && item.labels == ["teeth", "health"])
        #expect(try ToDoItem(title: "Dentist", list: " Health ").list == "Health")
    }

    @Test(
        "Given a priority out of range, too many labels or a list name too long, then each is refused with its sentence"
    )
    func refused() {
        #expect(throws: ToDoInputError.invalidPriority(5)) { try ToDoItem(title: "x", priority: 5) }
        #expect(
            throws: ToDoInputError.tooManyLabels(limit: 20),
            performing: { try ToDoItem(title: "x", labels: (1...21).map { "l\($0)" }) })
        #expect(
            throws: ToDoInputError.tooLong(.list, limit: 50),
            performing: { try ToDoItem(title: "x", list: String(repeating: "a", count: 51)) })
        #expect(
            ToDoInputError.invalidPriority(5).description
                == "A priority is 1 (the most urgent) to 4; 5 is none of them.")
        #expect(ToDoInputError.tooLong(.label, limit: 50).description == "A label has at most 50 characters.")
    }

    @Test(
        "Given a list written before these keys, then its items read with none; one written now leaves out what it lacks"
    )
    func oldAndNew() throws {
        let old =
            #"{"id":"9B1D0A3C-8F0E-4D5B-9C1A-2E3F4A5B6C7D","title":"Milk","isDone":false,"createdAt":0,"number":1}"#
        let item = try JSONDecoder().decode(ToDoItem.self, from: Data(old.utf8))
        #expect(item.list == nil && item.labels.isEmpty && item.recurrence == nil && item.priority == nil)
        let written = String(decoding: try JSONEncoder().encode(item), as: UTF8.self)
        for key in ["list", "labels", "priority", "recurrence", "reminder"] { #expect(!written.contains("\"\(key)\"")) }
        let full = try ToDoItem(
            title: "Dentist", dueDate: Self.at(4, 12, 9), list: "Health", priority: 2, labels: ["teeth"],
            recurrence: Recurrence(.week), reminder: Self.at(4, 12, 8))
        #expect(try JSONDecoder().decode(ToDoItem.self, from: JSONEncoder().encode(full)) == full)
        let wrong =
            #"{"id":"9B1D0A3C-8F0E-4D5B-9C1A-2E3F4A5B6C7D","title":"Milk","isDone":false,"createdAt":0,"priority":9}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ToDoItem.self, from: Data(wrong.utf8)) }
    }

    @Test(
        "Given a weekly item, when it is checked, then a finished copy goes to Finished and it stays, due a week later, its reminder moved too"
    )
    func checkRepeating() throws {
        var list = ToDoList()
        let dentist = try list.add(
            try ToDoItem(
                title: "Dentist", dueDate: Self.at(4, 12, 9), list: "Health", priority: 2,
                recurrence: Recurrence(.week), reminder: Self.at(4, 12, 8)))
        let finished = try list.check(at: 0, now: Self.at(4, 12, 10), calendar: Self.calendar)
        #expect(finished.isDone && finished.id != dentist.id && finished.recurrence == nil)
        #expect(finished.dueDate == Self.at(4, 12, 9) && finished.list == "Health" && finished.number == 2)
        #expect(list.done == [finished])
        let next = try #require(list.toDo.first)
        #expect(next.id == dentist.id && next.number == dentist.number && !next.isDone)
        #expect(next.dueDate == Self.at(11, 12, 9) && next.reminder == Self.at(11, 12, 8))
    }

    @Test("Given an item that does not repeat, when it is checked, then it moves to Finished as before")
    func checkOnce() throws {
        var list = ToDoList()
        let milk = try list.add(try ToDoItem(title: "Milk"))
        let checked = try list.check(at: 0)
        #expect(checked.id == milk.id && list.toDo.isEmpty && list.done.map(\.id) == [milk.id])
    }

    @Test(
        "Given reminders and due dates, then what needs attention is the reminders come, then what is overdue or due today, each once"
    )
    func attention() throws {
        var list = ToDoList()
        let now = Self.at(27, 11, 10)
        let reminded = try list.add(try ToDoItem(title: "Call Ann", dueDate: Self.at(27), reminder: Self.at(27, 11, 9)))
        let early = try list.add(try ToDoItem(title: "Pay rent", reminder: Self.at(26, 11, 9)))
        _ = try list.add(try ToDoItem(title: "Later", reminder: Self.at(27, 11, 11)))
        let late = try list.add(try ToDoItem(title: "Taxes", dueDate: Self.at(20)))
        let today = try list.add(try ToDoItem(title: "Lunch", dueDate: Self.at(27, 11, 13)))
        _ = try list.add(try ToDoItem(title: "Tomorrow", dueDate: Self.at(28)))
        let attention = list.needingAttention(now: now, calendar: Self.calendar)
        #expect(attention.reminded.map(\.id) == [early.id, reminded.id])
        #expect(attention.due.map(\.id) == [late.id, today.id])
    }

    @Test(
        "Given a full list, a repeat past the year 9999 or a flood of labels, then checking is never refused and the labels are refused at once"
    )
    func limits() throws {
        var full = ToDoList()
        let daily = try full.add(try ToDoItem(title: "Daily", dueDate: Self.at(27), recurrence: Recurrence(.day)))
        for number in 1..<ToDoList.maxItems { try full.add(try ToDoItem(title: "Item \(number)")) }
        let checked = try full.check(at: 0, now: Self.at(27, 11, 12), calendar: Self.calendar)
        #expect(checked.id == daily.id && checked.dueDate == Self.at(28) && full.done.isEmpty, "no room for a copy")

        var late = ToDoList()
        _ = try late.add(
            try ToDoItem(title: "Far", dueDate: QuickAddTests.at(1, 6, year: 9999), recurrence: Recurrence(.year)))
        let done = try late.check(at: 0, now: QuickAddTests.at(1, 6, year: 9999), calendar: Self.calendar)
        #expect(done.isDone && late.toDo.isEmpty, "the repeat ends rather than pass 9999")

        #expect(throws: ToDoInputError.tooManyLabels(limit: 20)) {
            try ToDoItem(title: "x", labels: (0..<100_000).map { "l\($0)" })
        }
        #expect(throws: ToDoInputError.labelWithComma("a,b")) { try ToDoItem(title: "x", labels: ["a,b"]) }
        #expect(try ToDoItem(title: "x", list: "#home").list == "home")
    }

    @Test("Given a repeating item with a reminder and no due date, when it is checked, then its reminder moves on too")
    func reminderWithoutDue() throws {
        var list = ToDoList()
        _ = try list.add(try ToDoItem(title: "Stretch", recurrence: Recurrence(.day), reminder: Self.at(27, 11, 8)))
        _ = try list.check(at: 0, now: Self.at(27, 11, 9), calendar: Self.calendar)
        #expect(list.toDo.first?.reminder == Self.at(28, 11, 8))
    }
}
