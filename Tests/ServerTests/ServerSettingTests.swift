import Configuration
import MyBizAPI
import ServerDatabase
import Testing

@testable import Server

@Suite("mybiz serve's settings: one key each, its variable the one swift-configuration reads")
struct ServerSettingTests {
    /// The options `set` gives.
    private static func options(_ set: (inout CommandLineSettings) -> Void) -> CommandLineSettings {
        var options = CommandLineSettings()
        set(&options)
        return options
    }

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
                "MYBIZ_ANALYTICS_REPORTS_PER_MINUTE", "MYBIZ_ANALYTICS_PAIRS_PER_DAY", "MYBIZ_MAX_SIGNUPS_PER_HOUR",
                "MYBIZ_OPEN_COMPANY_SIGNUP",
            ])
        #expect(
            ServerSetting.maxPOExpense.option == "--max-po-expense" && ServerSetting.logLevel.option == "--log-level")
        #expect(ServerSetting.allowedHosts.option == "--allowed-host" && ServerSetting.database.option == "--database")
    }

    @Test("the command line wins over the environment, which wins over the default; an empty variable is unset")
    func precedence() throws {
        let environment = ["MYBIZ_PORT": "7000", "MYBIZ_HOST": "", "MYBIZ_ALLOWED_HOSTS": "a.example, b.example:8080"]
        let fromEnvironment = try ServerConfiguration(commandLine: CommandLineSettings(), environment: environment)
        #expect(fromEnvironment.port == 7000 && fromEnvironment.host == "127.0.0.1")
        #expect(fromEnvironment.allowedHosts == ["a.example", "b.example:8080"])
        let options = Self.options {
            $0.set(ServerSettings.port, to: 9000)
            $0.set(ServerSettings.allowedHosts, entries: ["c.example", " d.example", ""])
        }
        let fromOptions = try ServerConfiguration(commandLine: options, environment: environment)
        #expect(fromOptions.port == 9000 && fromOptions.allowedHosts == ["c.example", "d.example"])
    }

    @Test("a wrong list entry names its source")
    func wrongEntry() {
        #expect(
            throws: ServerSettingError(
                description: "--trusted-proxy must be an IP address such as 127.0.0.1 or ::1, not “proxy”.")
        ) {
            try ServerConfiguration(
                commandLine: Self.options { $0.set(ServerSettings.trustedProxies, entries: ["127.0.0.1", "proxy"]) },
                environment: [:])
        }
    }

    @Test(
        "Given --currency or MYBIZ_CURRENCY, then the catalogue's currency is that code; a made-up code is refused by name"
    )
    func currency() throws {
        let none = CommandLineSettings()
        let krw = Self.options { $0.set(ServerSettings.currency, text: "KRW") }
        #expect(try ServerConfiguration(commandLine: none, environment: [:]).currency == .usDollar)
        #expect(
            try ServerConfiguration(commandLine: none, environment: ["MYBIZ_CURRENCY": "eur"]).currency.code == "EUR")
        #expect(try ServerConfiguration(commandLine: krw, environment: [:]).currency.code == "KRW")
        #expect(
            throws: ServerSettingError(
                description: "--currency must be an ISO 4217 currency code such as USD, EUR or KRW; dollars is not.")
        ) {
            try ServerConfiguration(
                commandLine: Self.options { $0.set(ServerSettings.currency, text: "dollars") }, environment: [:])
        }
    }

    @Test("the analytics budget is 6,000 reports a minute and 200 pairs a day unless set; too small a rate is refused")
    func analyticsBudget() throws {
        let standard = try ServerConfiguration(commandLine: CommandLineSettings(), environment: [:])
        #expect(standard.analyticsReportsPerMinute == 6_000 && standard.analyticsPairsPerDay == 200)
        let set = try ServerConfiguration(
            commandLine: Self.options { $0.set(ServerSettings.analyticsReportsPerMinute, to: 900) },
            environment: ["MYBIZ_ANALYTICS_PAIRS_PER_DAY": "50"])
        #expect(set.analyticsReportsPerMinute == 900 && set.analyticsPairsPerDay == 50)
        #expect(throws: ServerSettingError.self) {
            try ServerConfiguration(
                commandLine: Self.options { $0.set(ServerSettings.analyticsReportsPerMinute, to: 499) },
                environment: [:])
        }
        #expect(throws: ServerSettingError.self) {
            try ServerConfiguration(
                commandLine: CommandLineSettings(), environment: ["MYBIZ_ANALYTICS_PAIRS_PER_DAY": "0"])
        }
    }

    @Test(
        "Given nothing set, then the configuration is ServerConfiguration()'s, its purchase-order maximum the rules' own"
    )
    func defaults() throws {
        // Given
        let nothing = CommandLineSettings()
        // When
        let read = try ServerConfiguration(commandLine: nothing, environment: [:])
        let standard = ServerConfiguration()
        // Then
        #expect(read.host == standard.host && read.port == standard.port && read.logLevel == standard.logLevel)
        #expect(read.database == standard.database && read.databaseTimeout == standard.databaseTimeout)
        #expect(read.tokenLifetime == standard.tokenLifetime && read.currency == standard.currency)
        #expect(read.marketProfile == standard.marketProfile && read.attemptLimits == standard.attemptLimits)
        #expect(read.connectionLimits == standard.connectionLimits)
        #expect(read.analyticsReportsPerMinute == standard.analyticsReportsPerMinute)
        #expect(read.analyticsPairsPerDay == standard.analyticsPairsPerDay)
        #expect(read.maxPurchaseOrderExpense == PurchaseOrderRules.defaultMaxExpense)
        #expect(standard.maxPurchaseOrderExpense == PurchaseOrderRules.defaultMaxExpense)
    }

    @Test("Given a setting unset until given, then its option wins, else its variable is read, else it stays unset")
    func optionalSetting() throws {
        // Given
        let environment = ["MYBIZ_METRICS_TOKEN": "from-environment"]
        let token: String? = "from-option"
        let none: String? = nil
        // When
        let fromOption = Self.options { $0.set(ServerSettings.metricsToken, to: token) }
        let notGiven = Self.options { $0.set(ServerSettings.metricsToken, to: none) }
        // Then
        #expect(try ServerConfiguration(commandLine: fromOption, environment: environment).metricsToken == token)
        #expect(
            try ServerConfiguration(commandLine: notGiven, environment: environment).metricsToken == "from-environment")
        #expect(try ServerConfiguration(commandLine: notGiven, environment: [:]).metricsToken == nil)
    }

    @Test("Given a number from the command line, then a wrong one is refused as ArgumentParser read it, not re-read")
    func parsedOnce() {
        #expect(
            throws: ServerSettingError(
                description: "--idle-timeout must be more than 0 and at most 86400 seconds; 100000 is not.")
        ) {
            try ServerConfiguration(
                commandLine: Self.options { $0.set(ServerSettings.idleTimeout, to: 100_000) }, environment: [:])
        }
        #expect(
            throws: ServerSettingError(description: "--max-po-expense must be a positive amount; inf is not.")
        ) {
            try ServerConfiguration(
                commandLine: Self.options { $0.set(ServerSettings.maxPOExpense, to: .infinity) }, environment: [:])
        }
    }

    @Test("Given a wrong MYBIZ_PORT, then make-admin's database is still read: each setting is read alone")
    func oneSettingAlone() throws {
        // Given
        let environment = ["MYBIZ_PORT": "80a", "DATABASE_URL": "postgres://db.example/mybiz"]
        // When
        let database = try ServerSettings.database.value(commandLine: CommandLineSettings(), environment: environment)
        // Then
        #expect(database == .postgres(url: "postgres://db.example/mybiz"))
    }
}
