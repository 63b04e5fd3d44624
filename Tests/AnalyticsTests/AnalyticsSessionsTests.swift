import Analytics
import Foundation
import Testing

@Suite("AnalyticsSessions: a session lasts while the app is used, and ends after 30 idle minutes")
struct AnalyticsSessionsTests {
    let start = Date(timeIntervalSince1970: 1_796_722_200)

    @Test("Given reports less than 30 minutes apart, then they share one session, however long it lasts")
    func oneSession() {
        let sessions = AnalyticsSessions(makeID: sequentialIDs())
        let first = sessions.session(at: start)
        let later = (1...10).map { sessions.session(at: start.addingTimeInterval(Double($0) * 29 * 60)) }
        #expect(first == "session-1")
        #expect(Set(later) == [first])
    }

    @Test("Given 30 minutes without a report, then the next report starts a new session")
    func idleEndsIt() {
        let sessions = AnalyticsSessions(makeID: sequentialIDs())
        let first = sessions.session(at: start)
        let afterIdle = sessions.session(at: start.addingTimeInterval(30 * 60))
        #expect(first == "session-1")
        #expect(afterIdle == "session-2")
        #expect(sessions.session(at: start.addingTimeInterval(31 * 60)) == "session-2")
    }

    @Test("Given a new launch, then a new session starts at once, however recent the last report")
    func newLaunch() {
        let sessions = AnalyticsSessions(makeID: sequentialIDs())
        _ = sessions.session(at: start)
        sessions.launched()
        #expect(sessions.session(at: start.addingTimeInterval(1)) == "session-2")
    }

    @Test("Given a report dated before the last one (a clock set back), then it stays in the session")
    func clockBack() {
        let sessions = AnalyticsSessions(makeID: sequentialIDs())
        let first = sessions.session(at: start)
        #expect(sessions.session(at: start.addingTimeInterval(-3_600)) == first)
    }

    @Test("Given the default ids, then each session's id is a new UUID")
    func defaultIDs() {
        let sessions = AnalyticsSessions()
        let first = sessions.session(at: start)
        sessions.launched()
        let second = sessions.session(at: start)
        #expect(UUID(uuidString: first) != nil && UUID(uuidString: second) != nil && first != second)
    }

    private func sequentialIDs() -> @Sendable () -> String {
        let counter = Counter()
        return { "session-\(counter.next())" }
    }
}

private final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
