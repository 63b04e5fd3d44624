import Configuration
import MyBizAPI
import Testing

@testable import Server

@Suite("mybiz serve's settings: one key each, its variable the one swift-configuration reads")
struct ServerSettingTests {
    @Test("each setting's environment variable is the name the library's environment provider reads its key by")
    func variables() {
        for setting in ServerSetting.allCases {
            let reader = ConfigReader(
                provider: EnvironmentVariablesProvider(environmentVariables: [setting.environmentVariable: "x"]))
            #expect(reader.string(forKey: ConfigKey(setting.key)) == "x", "\(setting.environmentVariable)")
        }
    }

    @Test("the variables and options are those the documents name")
    func names() {
        #expect(
            Set(ServerSetting.allCases.map(\.environmentVariable)) == [
                "MYBIZ_HOST", "MYBIZ_PORT", "MYBIZ_LOG_LEVEL", "DATABASE_URL", "MYBIZ_PUBLIC_URL",
                "MYBIZ_ALLOWED_HOSTS",
                "MYBIZ_TRUSTED_PROXIES", "MYBIZ_NO_DEMO_DATA", "MYBIZ_METRICS", "MYBIZ_METRICS_TOKEN",
                "MYBIZ_OPEN_ANALYTICS", "MYBIZ_MARKET_PROFILE", "MYBIZ_OPEN_VENDORS", "MYBIZ_MAX_PO_EXPENSE",
                "MYBIZ_CURRENCY",
                "MYBIZ_SESSION_DAYS", "MYBIZ_MAX_CONNECTIONS", "MYBIZ_IDLE_TIMEOUT", "MYBIZ_HEADER_TIMEOUT",
                "MYBIZ_BODY_TIMEOUT", "MYBIZ_DATABASE_TIMEOUT", "MYBIZ_MAX_NEW_ITEMS_PER_HOUR",
                "MYBIZ_ANALYTICS_REPORTS_PER_MINUTE", "MYBIZ_ANALYTICS_PAIRS_PER_DAY",
            ])
        #expect(
            ServerSetting.maxPOExpense.option == "--max-po-expense" && ServerSetting.logLevel.option == "--log-level")
        #expect(ServerSetting.allowedHosts.option == "--allowed-host" && ServerSetting.database.option == "--database")
    }

    @Test("the command line wins over the environment, which wins over the default; an empty variable is unset")
    func precedence() throws {
        let environment = ["MYBIZ_PORT": "7000", "MYBIZ_HOST": "", "MYBIZ_ALLOWED_HOSTS": "a.example, b.example:8080"]
        let fromEnvironment = try ServerConfiguration(commandLine: [:], environment: environment)
        #expect(fromEnvironment.port == 7000 && fromEnvironment.host == "127.0.0.1")
        #expect(fromEnvironment.allowedHosts == ["a.example", "b.example:8080"])
        let fromOptions = try ServerConfiguration(
            commandLine: [.port: ["9000"], .allowedHosts: ["c.example", "d.example"]], environment: environment)
        #expect(fromOptions.port == 9000 && fromOptions.allowedHosts == ["c.example", "d.example"])
    }

    @Test("a wrong list entry names its source")
    func wrongEntry() {
        #expect(
            throws: ServerSettingError(
                description: "--trusted-proxy must be an IP address such as 127.0.0.1 or ::1, not “proxy”.")
        ) {
            try ServerConfiguration(commandLine: [.trustedProxies: ["127.0.0.1", "proxy"]], environment: [:])
        }
    }

    @Test(
        "Given --currency or MYBIZ_CURRENCY, then the catalogue's currency is that code; a made-up code is refused by name"
    )
    func currency() throws {
        #expect(try ServerConfiguration(commandLine: [:], environment: [:]).currency == .usDollar)
        #expect(
            try ServerConfiguration(commandLine: [:], environment: ["MYBIZ_CURRENCY": "eur"]).currency.code == "EUR")
        #expect(try ServerConfiguration(commandLine: [.currency: ["KRW"]], environment: [:]).currency.code == "KRW")
        #expect(
            throws: ServerSettingError(
                description: "--currency must be an ISO 4217 currency code such as USD, EUR or KRW; dollars is not.")
        ) {
            try ServerConfiguration(commandLine: [.currency: ["dollars"]], environment: [:])
        }
    }

    @Test("the analytics budget is 6,000 reports a minute and 200 pairs a day unless set; too small a rate is refused")
    func analyticsBudget() throws {
        let standard = try ServerConfiguration(commandLine: [:], environment: [:])
        #expect(standard.analyticsReportsPerMinute == 6_000 && standard.analyticsPairsPerDay == 200)
        let set = try ServerConfiguration(
            commandLine: [.analyticsReportsPerMinute: ["900"]], environment: ["MYBIZ_ANALYTICS_PAIRS_PER_DAY": "50"])
        #expect(set.analyticsReportsPerMinute == 900 && set.analyticsPairsPerDay == 50)
        #expect(throws: ServerSettingError.self) {
            try ServerConfiguration(commandLine: [.analyticsReportsPerMinute: ["499"]], environment: [:])
        }
        #expect(throws: ServerSettingError.self) {
            try ServerConfiguration(commandLine: [:], environment: ["MYBIZ_ANALYTICS_PAIRS_PER_DAY": "0"])
        }
    }
}
