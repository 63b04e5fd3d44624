import Analytics
import AnalyticsTesting
import Logging
import MyBizAPI
import TestSupport
import Testing

@Suite("AppLog: the facade forwards valid calls and drops invalid ones with a warning")
struct AppLogTests {
    let spy = RecordingAnalyticsService(installID: "install-7")
    let log = LogRecords()
    var appLog: AppLog {
        AppLog(service: spy, logger: Logger(label: "test") { _ in RecordingLogHandler(records: log) })
    }

    @Test("every call reaches the service as it was made")
    func forwarding() {
        appLog.configure()
        appLog.logEvent("po_submitted", parameters: ["lines": 3, "total": 12.5, "rush": true, "via": "cli"])
        appLog.setUserProperty("gold", forName: "plan")
        appLog.setUserID("42")
        appLog.setScreenName("announcementsShown", screenClass: "AnnouncementsScreen")
        appLog.resetAnalyticsData()
        #expect(appLog.appInstanceID() == "install-7")
        #expect(
            spy.calls == [
                .configure, .logEvent("po_submitted", ["lines": 3, "total": 12.5, "rush": true, "via": "cli"]),
                .setUserProperty("gold", name: "plan"), .setUserID("42"),
                .setScreenName("announcementsShown", screenClass: "AnnouncementsScreen"), .resetAnalyticsData,
            ])
        #expect(log.all.isEmpty)
    }

    @Test(
        "event names: 1 to 40 letters, digits or _, starting with a letter, no reserved prefix",
        arguments: [
            "", "1st_screen", "_hidden", "has space", "émoji", String(repeating: "a", count: 41), "firebase_x",
            "ga_view",
        ])
    func badEventNames(name: String) {
        appLog.logEvent(name)
        #expect(spy.calls.isEmpty)
        let messages = log.all
        #expect(messages.count == 1 && messages[0].hasPrefix("warning Analytics call dropped: The event name"))
    }

    @Test(
        "an event name the facade takes is one the contract takes: one rule for both",
        arguments: ["a", "screenShown", "po_submitted", String(repeating: "a", count: 40), "a1_b2"])
    func contractNames(name: String) {
        appLog.logEvent(name)
        #expect(spy.calls.count == 1)
        #expect(AnalyticsReportRules.isValidName(name))
    }

    @Test("at most 25 parameters, names like event names, text values up to 100 characters")
    func parameters() {
        let many = Dictionary(uniqueKeysWithValues: (0..<26).map { ("p\($0)", AnalyticsParameter.int($0)) })
        appLog.logEvent("ok", parameters: many)
        appLog.logEvent("ok", parameters: ["bad key": 1])
        appLog.logEvent("ok", parameters: ["note": .string(String(repeating: "x", count: 101))])
        #expect(spy.calls.isEmpty)
        #expect(log.all.count == 3)
        appLog.logEvent("ok", parameters: Dictionary(uniqueKeysWithValues: (0..<25).map { ("p\($0)", .int($0)) }))
        appLog.logEvent("ok", parameters: ["note": .string(String(repeating: "x", count: 100))])
        #expect(spy.calls.count == 2)
    }

    @Test("user properties, user ids and screen names have their own limits")
    func otherLimits() {
        appLog.setUserProperty(String(repeating: "v", count: 37), forName: "plan")
        appLog.setUserProperty("gold", forName: String(repeating: "n", count: 25))
        appLog.setUserID("")
        appLog.setScreenName(String(repeating: "s", count: 101))
        #expect(spy.calls.isEmpty)
        #expect(log.all.count == 4)
        appLog.setUserProperty(nil, forName: "plan")
        appLog.setUserID(nil)
        appLog.setScreenName(nil, screenClass: nil)
        #expect(
            spy.calls == [.setUserProperty(nil, name: "plan"), .setUserID(nil), .setScreenName(nil, screenClass: nil)])
    }

    @Test("the log-only service writes one line per call and keeps an install id")
    func logService() {
        let records = LogRecords()
        let appLog = AppLog(
            service: LogAnalyticsService(logger: Logger(label: "test") { _ in RecordingLogHandler(records: records) }))
        appLog.logEvent("po_submitted", parameters: ["lines": 3])
        appLog.setScreenName("calendarShown")
        #expect(records.all == ["info event po_submitted lines=3", "info screen calendarShown "])
        #expect(appLog.appInstanceID()?.isEmpty == false)
    }
}
