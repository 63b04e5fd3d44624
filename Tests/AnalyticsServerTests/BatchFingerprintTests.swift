import Foundation
import MyBizAPI
import ServerDatabase
import ServerTestSupport
import Testing

@testable import AnalyticsServer
@testable import MyBizServer

@Suite("BatchFingerprint: a batch told apart from another sent under the same key")
struct BatchFingerprintTests {
    private static let reports = [
        AnalyticsReport(
            name: "calendarShown", recordedDate: Date(timeIntervalSince1970: 1_793_491_200.25), type: "screenView",
            duration: 1.5, device: "iPhone16,1", os: "iOS 18.1", appVersion: "2.0"),
        AnalyticsReport(
            name: "settingShown", recordedDate: Date(timeIntervalSince1970: 1_793_491_260), type: "buttonTap"),
    ]

    /// The digests of `reports`, pinned: a stored digest must never change meaning. Both were worked
    /// out apart from this code (Python's hashlib over the bytes described in `BatchFingerprint`, and
    /// over the JSON the server before v2 wrote, as its `of` made it).
    private static let pinnedV2 = "v2:04d1aad4cb6d4542b420401f329c447c35c1611a2e093639b0be0fdae2c13790"
    private static let pinnedLegacy = "fd823345cc151886a508c36797d1e5858952a97cd0f5d4622dad565e070ff7dc"

    @Test("the digests of a known batch are the pinned ones, v2 and before it")
    func pinned() throws {
        // Given a known batch, When its digests are made, Then they are the pinned ones
        #expect(BatchFingerprint.of(Self.reports) == Self.pinnedV2)
        #expect(try BatchFingerprint.legacy(Self.reports) == Self.pinnedLegacy)
    }

    @Test("the same reports give the same v2 digest; any field changed, moved between fields or emptied gives another")
    func digest() {
        // Given the batch's digest, and one of the same batch with -0 for 0
        let fingerprint = BatchFingerprint.of(Self.reports)
        var zero = Self.reports
        zero[0].duration = 0
        var negativeZero = Self.reports
        negativeZero[0].duration = -0.0

        // When batches differing in one way each are digested
        var variants: [[AnalyticsReport]] = [Array(Self.reports.reversed()), [Self.reports[0]], []]
        for change in [
            { (report: inout AnalyticsReport) in report.name = "calendarShow" },
            { $0.recordedDate.addTimeInterval(0.001) },
            { $0.type = "buttonTap" },
            { $0.duration = nil },
            { $0.device = nil },
            { $0.device = "" },
            {
                $0.os = "iPhone16,1"
                $0.device = "iOS 18.1"
            },
            { $0.appVersion = "2.0 " },
        ] as [(inout AnalyticsReport) -> Void] {
            var changed = Self.reports
            change(&changed[0])
            variants.append(changed)
        }
        // (text that would run across a field's end if lengths were not written)
        var joined = Self.reports
        joined[0].name = "calendarShownscreenView"
        joined[0].type = ""
        variants.append(joined)
        let digests = Set(variants.map(BatchFingerprint.of))

        // Then the same batch gives the same digest, and every other batch its own
        #expect(fingerprint.hasPrefix("v2:") && fingerprint.count == 3 + 64)
        #expect(BatchFingerprint.of(Self.reports) == fingerprint)
        #expect(BatchFingerprint.of(zero) == BatchFingerprint.of(negativeZero))
        #expect(digests.count == variants.count && !digests.contains(fingerprint))
    }

    @Test("a digest kept before v2 (canonical JSON) still matches its batch, and no other")
    func legacy() throws {
        // Given the batch's digest now and the one kept before v2, and another batch
        let current = BatchFingerprint.of(Self.reports)
        let other = [Self.reports[1]]

        // When each stored digest is matched, Then only the batch it was made of matches it
        #expect(BatchFingerprint.matches(stored: Self.pinnedLegacy, current: current, reports: { Self.reports }))
        #expect(BatchFingerprint.matches(stored: current, current: current, reports: { Self.reports }))
        #expect(
            !BatchFingerprint.matches(
                stored: Self.pinnedLegacy, current: BatchFingerprint.of(other), reports: { other })
        )
        #expect(
            !BatchFingerprint.matches(stored: BatchFingerprint.of(other), current: current, reports: { Self.reports }))
    }

    @Test(
        "a batch stored before v2 and sent again is a repeat; a different batch under its key is refused",
        arguments: TestDatabase.available)
    func storedBeforeV2(database: TestDatabase) async throws {
        try await database.withFreshDatabase(migrations: AnalyticsMigrationTests.schema) { database in
            let repository = SQLAnalyticsRepository(database: database.sql, changes: DataChanges())
            let user = UUID()
            let events = Self.reports.map { report in
                StoredAnalyticsEvent(
                    id: UUID(), name: report.name, user: user, eventDate: Date(), recordedDate: report.recordedDate,
                    type: report.type, duration: report.duration, device: report.device, os: report.os,
                    appVersion: report.appVersion)
            }
            // Given a batch stored under a key with the fingerprint servers kept before v2
            let old = BatchKey(user: user, key: "k", fingerprint: Self.pinnedLegacy)
            #expect(try await repository.store(events, once: old) == .stored)

            // When it is sent again, and when another batch is sent under the key
            let again = BatchKey(user: user, key: "k", fingerprint: BatchFingerprint.of(Self.reports))
            let repeated = try await repository.store(events, once: again)
            let other = BatchKey(user: user, key: "k", fingerprint: BatchFingerprint.of([Self.reports[0]]))
            let refused = try await repository.store([events[0]], once: other)

            // Then the first is a repeat and the second refused, and nothing more is stored
            #expect(repeated == .repeated(count: 2))
            #expect(refused == .keyUsedForAnotherBatch)
            #expect(try await repository.events(limit: 10, offset: 0).count == 2)
        }
    }
}
