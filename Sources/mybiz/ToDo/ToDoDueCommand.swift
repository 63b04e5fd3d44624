import ArgumentParser
import Foundation
import ToDoKit

/// `mybiz todo due`: what asks for attention now — reminders that have come, items overdue or due today.
struct ToDoDueCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "due",
        abstract: "Show what is due: items whose reminder has come, then those overdue or due today.")

    @OptionGroup var storage: ToDoStoreOptions

    func run() async throws {
        try await storage.reportingFailures {
            let list = try await storage.makeManager().list()
            let text = ToDoText()
            let attention = list.needingAttention(now: text.now, calendar: text.calendar)
            guard !(attention.reminded.isEmpty && attention.due.isEmpty) else {
                return Console.print("Nothing is due: no reminder has come, and nothing is overdue or due today.")
            }
            let numberWidth = max(3, String(list.nextNumber).count)
            if !attention.reminded.isEmpty {
                Console.print("Reminders")
                for item in attention.reminded {
                    let at = item.reminder.map { " — reminder \(text.due($0))" } ?? ""
                    Console.print(text.line(item, numberWidth: numberWidth) + at)
                }
            }
            if !attention.due.isEmpty {
                if !attention.reminded.isEmpty { Console.print("") }
                Console.print("Due")
                for item in attention.due { Console.print(text.line(item, numberWidth: numberWidth)) }
            }
        }
    }
}
