import Foundation
import ICalendar

/// A `calendar-query` report's filter (RFC 4791 §9.7), as far as to-dos need it: the VTODO
/// component, and properties defined or not, or holding a text. Time ranges are not narrowed: every
/// to-do in them is answered, and some outside, which clients filter again.
struct CalDAVFilter {
    private struct PropertyTest {
        let name: String
        let isNotDefined: Bool
        let text: String?
        let negate: Bool
    }

    private var component: String?
    private var tests: [PropertyTest] = []

    init(_ filter: DAVElement?) {
        guard let calendar = filter?.child(DAVElement.calDAV, "comp-filter") else { return }
        guard let inner = calendar.child(DAVElement.calDAV, "comp-filter") else { return }
        component = inner.attributeName
        for property in inner.children(DAVElement.calDAV, "prop-filter") {
            let match = property.child(DAVElement.calDAV, "text-match")
            tests.append(
                PropertyTest(
                    name: (property.attributeName ?? "").uppercased(),
                    isNotDefined: property.child(DAVElement.calDAV, "is-not-defined") != nil,
                    text: match?.text, negate: match?.attributes["negate-condition"] == "yes"))
        }
    }

    /// Whether the calendar object `text` passes.
    func matches(_ text: String) -> Bool {
        guard let calendar = try? ICalendarParser.calendar(text) else { return false }
        guard let component else { return true }
        guard let todo = calendar.components(component).first else { return false }
        return tests.allSatisfy { test in
            let property = todo.property(test.name)
            if test.isNotDefined { return property == nil }
            guard let wanted = test.text else { return property != nil }
            let found = property.map { $0.text.localizedCaseInsensitiveContains(wanted) } ?? false
            return found != test.negate
        }
    }
}
