import ArgumentParser
import Foundation
import Logging
import MyBizAPI
import OpenMarketAPI
import Server
import ServerDatabase
import ServerHTTP
import ServerSecurity
import Testing

@testable import mybiz

@Suite("mybiz serve --help: every setting, its variable and the default the server uses")
struct ServeHelpTests {
    /// A configuration's value of each setting, written as `--help` writes a default; `nil` for a
    /// setting that is off, empty or unset until given.
    static let shown: [ServerSetting: @Sendable (ServerConfiguration) -> String?] = [
        .host: { $0.host },
        .port: { "\($0.port)" },
        .logLevel: { $0.logLevel.rawValue },
        .database: {
            if case .sqlite(let path) = $0.database { path } else { $0.database.description }
        },
        .publicURL: { $0.publicURL },
        .allowedHosts: { $0.allowedHosts.isEmpty ? nil : $0.allowedHosts.joined(separator: ",") },
        .trustedProxies: { $0.trustedProxies.isEmpty ? nil : $0.trustedProxies.joined(separator: ",") },
        .noDemoData: { $0.demoData ? nil : "on" },
        .metrics: { $0.metrics ? "on" : nil },
        .metricsToken: { $0.metricsToken },
        .openAnalytics: { $0.openAnalytics ? "on" : nil },
        .marketProfile: { $0.marketProfile.rawValue },
        .openVendors: { $0.openVendors ? "on" : nil },
        .openCompanySignup: { $0.openCompanySignup ? "on" : nil },
        .maxPOExpense: { number($0.maxPurchaseOrderExpense) },
        .currency: { $0.currency.code },
        .sessionDays: { "\($0.tokenLifetime.components.seconds / 86_400)" },
        .maxConnections: { "\($0.connectionLimits.maxConnections)" },
        .idleTimeout: { seconds($0.connectionLimits.idleTimeout) },
        .headerTimeout: { seconds($0.connectionLimits.headerTimeout) },
        .bodyTimeout: { seconds($0.connectionLimits.bodyTimeout) },
        .databaseTimeout: { seconds($0.databaseTimeout) },
        .maxNewItemsPerHour: { "\($0.attemptLimits.newItemsPerClient)" },
        .maxSignupsPerHour: { "\($0.attemptLimits.signupsPerClient)" },
        .analyticsReportsPerMinute: { "\($0.analyticsReportsPerMinute)" },
        .analyticsPairsPerDay: { "\($0.analyticsPairsPerDay)" },
    ]

    /// `value` as a person types it: `60`, not `60.0`.
    private static func number(_ value: Double) -> String {
        Int(exactly: value).map(String.init) ?? "\(value)"
    }

    /// `duration` in seconds, as a person types them.
    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return number(Double(seconds) + Double(attoseconds) / 1e18)
    }

    /// Each option's entry in `mybiz serve --help`, by its first name (`--port`), on one line.
    static func entries() -> [String: String] {
        var entries: [String: String] = [:]
        var option: String?
        for line in ServeCommand.helpMessage(columns: 10_000).split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("-") {
                option = text.split(separator: " ").first.map(String.init)
                if let option { entries[option] = text }
            } else if let option, line.hasPrefix("  ") {
                entries[option, default: ""] += " " + text
            } else {
                option = nil
            }
        }
        return entries
    }

    /// The `(default: …)` an entry of the help names.
    static func namedDefault(in entry: String) -> String? {
        guard let start = entry.range(of: "(default: ") else { return nil }
        return entry[start.upperBound...].prefix { $0 != ")" }.description
    }

    @Test("Given nothing set, then each option is in --help with its variable and the default the server uses")
    func defaultsNamed() throws {
        // Given
        let entries = Self.entries()
        // When
        let configuration = try ServeCommand.parse([]).settings(from: [:])
        // Then
        #expect(Set(Self.shown.keys) == Set(ServerSetting.allCases))
        for setting in ServerSetting.allCases {
            let entry = try #require(entries[setting.option], "\(setting.option) is not in --help")
            #expect(entry.contains(setting.environmentVariable), "\(entry)")
            let shown = try #require(Self.shown[setting])
            #expect(Self.namedDefault(in: entry) == shown(configuration), "\(entry)")
        }
    }

    @Test("Given each variable set to the default --help names, then the server's settings are the defaults")
    func namedDefaultsRead() throws {
        // Given
        let entries = Self.entries()
        var environment: [String: String] = [:]
        for setting in ServerSetting.allCases {
            environment[setting.environmentVariable] = entries[setting.option].flatMap(Self.namedDefault)
        }
        // When
        let named = try ServeCommand.parse([]).settings(from: environment)
        let standard = try ServeCommand.parse([]).settings(from: [:])
        // Then
        #expect(environment.count == 17)
        for (setting, shown) in Self.shown {
            #expect(shown(named) == shown(standard), "\(setting.environmentVariable)")
        }
    }
}
