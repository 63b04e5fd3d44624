import ArgumentParser
import Foundation
import ToDoKit

/// A due date as a person types it, by `ToDoKit`'s `DueText`, in this computer's time zone.
struct DueDateArgument: ExpressibleByArgument {
    let date: Date

    init?(argument: String) {
        guard let date = DueText.date(from: argument, now: Date(), calendar: .current) else { return nil }
        self.date = date
    }

    static var defaultValueDescription: String { DueText.examples }
}
