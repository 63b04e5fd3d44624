import Foundation
import ServerSupport

/// How the company app's pages write dates: "Mon 23 Nov", "09:30", "23 Nov 2026", in UTC.
enum WebAppText {
    static func day(_ date: Date) -> String { PageText.format(date, "EEE d MMM") }
    static func time(_ date: Date) -> String { PageText.format(date, "HH:mm") }
    static func date(_ date: Date) -> String { PageText.format(date, "d MMM yyyy") }
}
