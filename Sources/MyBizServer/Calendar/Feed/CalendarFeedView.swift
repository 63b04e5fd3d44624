import Foundation
import WebPages

/// The page where a person makes, replaces or turns off their calendar's secret address.
struct CalendarFeedView: Sendable {
    let frame: AppFrame
    let notice: String?
    /// Whether an address is on.
    let isOn: Bool
    /// When it was made, as the page says it.
    let since: String
    /// The zone the feed writes times in.
    let zone: String
    /// The address just made, shown this once; empty otherwise.
    let address: String
    let hasAddress: Bool
    /// The same address for calendar apps that take `webcal://`.
    let webcal: String

    init(frame: AppFrame, since: Date?, zone: TimeZone, notice: String?, address: String? = nil) {
        self.frame = frame
        self.notice = notice
        isOn = since != nil
        self.since = since.map { PageText.dayWithYear($0) } ?? ""
        self.zone = ReaderTimeZone.name(of: zone)
        self.address = address ?? ""
        hasAddress = address != nil
        webcal = address.map { "webcal://" + $0.drop(while: { $0 != ":" }).dropFirst(3) } ?? ""
    }
}
