import Analytics
import Foundation
import Locks
import Testing

/// Keeps what it is given, as the reference design's `MockSender` does; fails when told to.
final class RecordingSender: AnalyticsAPI {
    struct Refused: Error {}
    private let reports = Locked<[Report]>([])
    let fails: Bool

    init(fails: Bool = false) {
        self.fails = fails
    }

    var sent: [Report] { reports.withLock { $0 } }

    func sendReport(report: Report) async throws {
        if fails { throw Refused() }
        reports.withLock { $0.append(report) }
    }
}

/// A screen as the app has them: it reports when shown.
struct AnnouncementsScreen: ReportSending {
    var analytics: (any AnalyticsAPI)?
}

@Suite("Report, AnalyticsEvent and the screens that send them")
struct ReportTests {
    static let device = DeviceInfo(device: "iPhone16,1", os: "iOS 18.1", appVersion: "2.0")

    @Test("Report.make fills the device's constants from the injected DeviceInfo")
    func make() {
        let date = Date(timeIntervalSince1970: 1_795_339_800)
        let report = Report.make(event: .calendarShown, type: .screenView, device: Self.device, at: date)
        #expect(
            report
                == Report(
                    name: "calendarShown", recordedDate: date, type: .screenView, device: "iPhone16,1", os: "iOS 18.1",
                    appVersion: "2.0"))
    }

    @Test("the known events carry the names the server and the dashboard expect; others can be made")
    func events() {
        let known: [AnalyticsEvent] = [
            .loginShown, .loginButtonClicked, .announcementsShown, .calendarShown, .orgChartShown, .purchasesShown,
            .settingShown, .fullDayShown,
        ]
        #expect(
            known.map(\.rawValue) == [
                "loginShown", "loginButtonClicked", "announcementsShown", "calendarShown", "orgChartShown",
                "purchasesShown", "settingShown", "fullDayShown",
            ])
        #expect(AnalyticsEvent("exportTapped").rawValue == "exportTapped")
        #expect(AnalyticsType.allCases.map(\.rawValue) == ["screenView", "buttonTap"])
    }

    @Test("a screen sends exactly the report it made through the analytics it was given")
    func screenSends() async {
        let sender = RecordingSender()
        let screen = AnnouncementsScreen(analytics: sender)
        let failure = await screen.report(.announcementsShown, device: Self.device)
        #expect(failure == nil)
        #expect(sender.sent.map(\.name) == [.announcementsShown])
        #expect(sender.sent.first?.type == .screenView && sender.sent.first?.device == "iPhone16,1")
    }

    @Test("a failed report is handed back, never thrown; a screen without analytics sends nothing")
    func failuresStayQuiet() async {
        let failing = AnnouncementsScreen(analytics: RecordingSender(fails: true))
        #expect(await failing.report(.announcementsShown, device: Self.device) is RecordingSender.Refused)
        let silent = AnnouncementsScreen(analytics: nil)
        #expect(await silent.report(.announcementsShown, device: Self.device) == nil)
    }

    @Test("a report round-trips through JSON, as a queue on disk keeps it")
    func codable() throws {
        let report = Report.make(event: "custom_1", type: .buttonTap, duration: 2.5, device: Self.device)
        #expect(try JSONDecoder().decode(Report.self, from: JSONEncoder().encode(report)) == report)
    }

    @Test("the live DeviceInfo names this machine")
    func current() {
        let info = DeviceInfo.current(appVersion: "1.2.3")
        #expect(!info.device.isEmpty && info.device != "unknown")
        #expect(info.os.contains("."))
        #expect(info.appVersion == "1.2.3")
    }
}
