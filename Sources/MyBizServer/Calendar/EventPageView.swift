import Foundation
import MyBizAPI
import WebPages

/// An event's own page: what, when in the reader's time zone, for how long, where, and who comes —
/// with the reader's answer.
struct EventPageView {
    /// One of the three answers, as a button that says whether it is the reader's.
    struct Choice {
        let value: String
        let label: String
        let isMine: Bool
    }

    /// Who gave one answer.
    struct Group {
        let label: String
        let count: Int
        let names: [String]
        let isEmpty: Bool
    }

    let frame: AppFrame
    let id: String
    let name: String
    let type: String
    let when: String
    let isoDate: String
    let duration: String
    let place: String?
    let choices: [Choice]
    let groups: [Group]
    let mine: String?
    let notice: String?
    let back: String

    init(
        frame: AppFrame, event: Event, responses: [EventResponse], viewer: UUID, period: CalendarPeriod,
        notice: String?
    ) {
        self.frame = frame
        id = event.id.uuidString
        name = event.name
        type = event.type.label
        let day = period.format(CalendarView.day(of: event, in: period), "EEEE d MMMM yyyy")
        when = event.type.isAllDay ? "\(day), all day" : "\(day), \(period.format(event.date, "HH:mm"))"
        isoDate = MyBizJSON.format(event.date)
        duration = Self.duration(event.duration)
        place = event.place
        let mineAnswer = responses.first { $0.user == viewer }?.answer
        mine = mineAnswer?.label
        choices = EventAnswer.allCases.map {
            Choice(value: $0.rawValue, label: $0.label, isMine: $0 == mineAnswer)
        }
        groups = EventAnswer.allCases.map { answer in
            let names = responses.filter { $0.answer == answer }.map(\.name)
            return Group(label: answer.label, count: names.count, names: names, isEmpty: names.isEmpty)
        }
        self.notice = notice
        back = "/app/calendar?view=week&date=\(period.isoDay(CalendarView.day(of: event, in: period)))"
    }

    /// "1 h 30 min", "45 min", "6 h".
    static func duration(_ seconds: Double) -> String {
        let minutes = Int((seconds / 60).rounded())
        let hours = minutes / 60
        let rest = minutes % 60
        switch (hours, rest) {
        case (0, _): return "\(rest) min"
        case (_, 0): return "\(hours) h"
        default: return "\(hours) h \(rest) min"
        }
    }
}
