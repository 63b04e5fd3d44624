import Analytics
import ArgumentParser
import Foundation
import MyBizAPI
import MyBizKit

/// `mybiz biz calendar`: the Calendar screen — events and birthdays, day by day.
struct BizCalendarCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: "Show the company's events and everyone's next birthday, day by day.",
        discussion: "Times are in this computer's time zone (set TZ to choose another)."
    )

    @OptionGroup var connection: ServerOptions

    @Option(help: "Show only the next N days, today included.")
    var days: Int?

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func validate() throws {
        if let days, days < 1 { throw ValidationError("--days must be 1 or more; \(days) is not.") }
    }

    func run() async throws {
        let biz = connection.makeBiz()
        try await connection.reportingBizFailures(biz) {
            let model = CalendarModel(source: biz)
            let items = try await BizScreen(.calendarShown, biz: biz, connection: connection).show {
                try await model.load(days: days)
            }
            if json { return try JSONOutput.print(items, encoder: MyBizJSON.encoder()) }
            guard !items.isEmpty else {
                return Console.print(
                    days.map { "Nothing in the next \($0) day\($0 == 1 ? "" : "s")." } ?? "Nothing ahead.")
            }
            var currentDay = ""
            for item in items {
                let day = BizText.day(item.date)
                if day != currentDay {
                    if !currentDay.isEmpty { Console.print("") }
                    Console.print(day)
                    currentDay = day
                }
                Console.print("  " + Self.line(item))
            }
        }
    }

    private static func line(_ event: Event) -> String {
        switch event.type {
        case .birthday:
            return "all day  Birthday: \(event.name)"
        case .dayOff:
            return "all day  \(event.name) (\(kind(event.type)))"
        case .holiday where event.duration >= 86_400:
            return "all day  \(event.name) (\(kind(event.type)))"
        default:
            return
                "\(BizText.time(event.date))    \(event.name) (\(kind(event.type)), \(BizText.duration(event.duration)))"
        }
    }

    private static func kind(_ type: EventType) -> String {
        switch type {
        case .meeting: "meeting"
        case .appointment: "appointment"
        case .holiday: "holiday"
        case .dayOff: "day off"
        case .birthday: "birthday"
        }
    }
}
