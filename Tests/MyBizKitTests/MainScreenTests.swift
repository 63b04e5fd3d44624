import Analytics
import MyBizAPI
import Testing

@Suite("The five main screens: the events the app reports are the ones the server counts")
struct MainScreenTests {
    @Test("each main screen's event is one of the SDK's known events, with the same name")
    func sameNames() {
        let known: [MainScreen: AnalyticsEvent] = [
            .announcements: .announcementsShown, .calendar: .calendarShown, .orgChart: .orgChartShown,
            .purchases: .purchasesShown, .settings: .settingShown,
        ]
        #expect(Set(known.keys) == Set(MainScreen.allCases))
        for (screen, event) in known { #expect(screen.eventName == event.rawValue, "\(screen)") }
    }
}
