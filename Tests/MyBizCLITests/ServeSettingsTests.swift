import ArgumentParser
import Server
import ServerHTTP
import Testing

@testable import mybiz

@Suite("mybiz serve's settings: the option, else the environment, else the default — in one place")
struct ServeSettingsTests {
    static func settings(_ arguments: [String], _ environment: [String: String] = [:]) throws -> (
        port: Int, host: String, idle: Duration, demo: Bool, hosts: [String]
    ) {
        let configuration = try ServeCommand.parse(arguments).settings(from: environment)
        return (
            configuration.port, configuration.host, configuration.connectionLimits.idleTimeout, configuration.demoData,
            configuration.allowedHosts
        )
    }

    @Test("defaults when nothing is given")
    func defaults() throws {
        let settings = try Self.settings([])
        #expect(settings.port == 8080 && settings.host == "127.0.0.1" && settings.idle == .seconds(60))
        #expect(settings.demo && settings.hosts.isEmpty)
    }

    @Test("the environment when no option is given; the option when it is")
    func precedence() throws {
        let environment = [
            "MYBIZ_PORT": "7000", "MYBIZ_HOST": "0.0.0.0", "MYBIZ_IDLE_TIMEOUT": "5", "MYBIZ_NO_DEMO_DATA": "1",
            "MYBIZ_ALLOWED_HOSTS": "a.example, b.example:8080",
        ]
        let fromEnvironment = try Self.settings([], environment)
        #expect(
            fromEnvironment.port == 7000 && fromEnvironment.host == "0.0.0.0" && fromEnvironment.idle == .seconds(5))
        #expect(!fromEnvironment.demo && fromEnvironment.hosts == ["a.example", "b.example:8080"])
        let fromOptions = try Self.settings(
            ["--port", "9000", "--idle-timeout", "2", "--allowed-host", "c.example"], environment)
        #expect(fromOptions.port == 9000 && fromOptions.idle == .seconds(2) && fromOptions.hosts == ["c.example"])
    }

    @Test(
        "a wrong value is refused with a sentence naming where it came from",
        arguments: [
            ([String](), ["MYBIZ_PORT": "80a"], "MYBIZ_PORT must be between 0 and 65535; “80a” is not."),
            (["--port", "70000"], [:], "--port must be between 0 and 65535; 70000 is not."),
            (
                [], ["MYBIZ_LOG_LEVEL": "loud"],
                "MYBIZ_LOG_LEVEL must be one of trace, debug, info, notice, warning, error, critical; “loud” is not."
            ),
            (
                [], ["MYBIZ_PUBLIC_URL": "ftp://x"],
                "MYBIZ_PUBLIC_URL must be an http:// or https:// URL, not “ftp://x”."
            ),
            (
                [], ["MYBIZ_TRUSTED_PROXIES": "proxy"],
                "MYBIZ_TRUSTED_PROXIES must be an IP address such as 127.0.0.1 or ::1, not “proxy”."
            ),
        ])
    func refused(arguments: [String], environment: [String: String], sentence: String) throws {
        #expect(throws: ValidationError.self) { try Self.settings(arguments, environment) }
        do {
            _ = try Self.settings(arguments, environment)
        } catch let error as ValidationError {
            #expect(error.message == sentence)
        }
    }

    /// An option for each setting, with a value that is not its default, and that value as
    /// `ServeHelpTests.shown` writes it.
    static let samples: [ServerSetting: (arguments: [String], shown: String)] = [
        .host: (["--host", "0.0.0.0"], "0.0.0.0"),
        .port: (["--port", "9000"], "9000"),
        .logLevel: (["--log-level", "debug"], "debug"),
        .database: (["--database", "other.sqlite"], "other.sqlite"),
        .publicURL: (["--public-url", "https://m.example"], "https://m.example"),
        .allowedHosts: (
            ["--allowed-host", "a.example", "--allowed-host", "b.example:8080"], "a.example,b.example:8080"
        ),
        .trustedProxies: (["--trusted-proxy", "10.0.0.1"], "10.0.0.1"),
        .noDemoData: (["--no-demo-data"], "on"),
        .metrics: (["--metrics"], "on"),
        .metricsToken: (["--metrics-token", "t0ken"], "t0ken"),
        .openAnalytics: (["--open-analytics"], "on"),
        .marketProfile: (["--market-profile", "EARLY"], "early"),
        .openVendors: (["--open-vendors"], "on"),
        .openCompanySignup: (["--open-company-signup"], "on"),
        .maxPOExpense: (["--max-po-expense", "5000.5"], "5000.5"),
        .currency: (["--currency", "eur"], "EUR"),
        .sessionDays: (["--session-days", "7"], "7"),
        .maxNewItemsPerHour: (["--max-new-items-per-hour", "5"], "5"),
        .maxSignupsPerHour: (["--max-signups-per-hour", "500"], "500"),
        .maxConnections: (["--max-connections", "50"], "50"),
        .idleTimeout: (["--idle-timeout", "5"], "5"),
        .headerTimeout: (["--header-timeout", "6.5"], "6.5"),
        .bodyTimeout: (["--body-timeout", "7"], "7"),
        .databaseTimeout: (["--database-timeout", "8"], "8"),
        .analyticsReportsPerMinute: (["--analytics-reports-per-minute", "900"], "900"),
        .analyticsPairsPerDay: (["--analytics-pairs-per-day", "50"], "50"),
    ]

    @Test(
        "Given one option, then its own setting takes its value and no other changes", arguments: ServerSetting.allCases
    )
    func eachOptionItsOwn(setting: ServerSetting) throws {
        // Given
        let sample = try #require(Self.samples[setting])
        // When
        let given = try ServeCommand.parse(sample.arguments).settings(from: [:])
        let standard = try ServeCommand.parse([]).settings(from: [:])
        // Then
        for (other, shown) in ServeHelpTests.shown {
            #expect(shown(given) == (other == setting ? sample.shown : shown(standard)), "\(other)")
        }
    }
}
