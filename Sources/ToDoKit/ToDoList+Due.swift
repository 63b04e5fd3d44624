import Foundation

extension ToDoList {
    /// What asks for the person's attention at `now`, one rule for `mybiz todo due` and any app: the
    /// to-do items whose reminder has come (the earliest first), and those overdue or due today by
    /// `ToDoAgenda` (the overdue first), each item once — a reminded one is not listed again as due.
    public func needingAttention(now: Date, calendar: Calendar) -> (reminded: [ToDoItem], due: [ToDoItem]) {
        let reminded = toDo.filter { $0.reminder.map { $0 <= now } == true }
            .sorted { ($0.reminder ?? now) < ($1.reminder ?? now) }
        let agenda = ToDoAgenda(self, now: now, calendar: calendar)
        let remindedIDs = Set(reminded.map(\.id))
        let due = (agenda.overdue + agenda.today).filter { !remindedIDs.contains($0.id) }
        return (reminded, due)
    }
}
