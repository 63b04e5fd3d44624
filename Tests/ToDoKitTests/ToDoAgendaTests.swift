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

    @Test("Given timed items due later today, then the agenda next changes at the first of them, else at midnight")
    func nextChange() throws {
        let calendar = DueTextTests.calendar
        let now = DueTextTests.now  // Friday 27 November 2026, 10:00 in Seoul
        var list = ToDoList()
        // Given an item overdue already, one due all day today, one at 20:00 and one at 15:30 (finished)
        for (title, due) in [
            ("this morning", DueTextTests.at(27, 11, 9, 0)), ("all day", DueTextTests.at(27)),
            ("tonight", DueTextTests.at(27, 11, 20, 0)), ("done", DueTextTests.at(27, 11, 15, 30)),
        ] {
            try list.add(try ToDoItem(title: title, dueDate: due))
        }
        try list.check(at: 3)
        // Then the agenda stays as it is until 20:00, when "tonight" falls overdue
        #expect(ToDoAgenda.nextChange(of: list, after: now, calendar: calendar) == DueTextTests.at(27, 11, 20, 0))
        // And after that, until midnight, when "all day" does and tomorrow becomes today
        #expect(
            ToDoAgenda.nextChange(of: list, after: DueTextTests.at(27, 11, 20, 1), calendar: calendar)
                == DueTextTests.at(28))
        #expect(ToDoAgenda.nextChange(of: ToDoList(), after: now, calendar: calendar) == DueTextTests.at(28))
    }
}
