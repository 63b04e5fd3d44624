import Foundation
import Testing
import ToDoKit

@Suite("The list by what matters: overdue, today, upcoming, no date, finished")
struct ToDoAgendaTests {
    @Test("Given items due at various times, then each is in its section, soonest first; finished newest first")
    func sections() throws {
        let calendar = DueTextTests.calendar
        let now = DueTextTests.now  // Friday 27 November 2026, 10:00
        func at(_ day: Int, _ month: Int = 11, _ hour: Int = 0, _ minute: Int = 0) -> Date {
            DueTextTests.at(day, month, hour, minute)
        }
        var list = ToDoList()
        let names: [(String, Date?)] = [
            ("later", at(3, 12, 9, 0)), ("no date", nil), ("this morning", at(27, 11, 9, 0)),
            ("tonight", at(27, 11, 20, 0)), ("today, all day", at(27)), ("last week", at(20)),
            ("tomorrow", at(28)), ("also no date", nil),
        ]
        for (title, due) in names { try list.add(try ToDoItem(title: title, dueDate: due)) }
        for title in ["first done", "second done"] {
            try list.add(try ToDoItem(title: title))
            try list.check(at: list.toDo.count - 1)
        }

        let agenda = ToDoAgenda(list, now: now, calendar: calendar)

        #expect(agenda.overdue.map(\.title) == ["last week", "this morning"])
        #expect(agenda.today.map(\.title) == ["today, all day", "tonight"])
        #expect(agenda.upcoming.map(\.title) == ["tomorrow", "later"])
        #expect(agenda.noDate.map(\.title) == ["no date", "also no date"])
        #expect(agenda.finished.map(\.title) == ["second done", "first done"])
    }
}
