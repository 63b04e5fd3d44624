import ServerDatabase
import ServerHTTP
import ServerSecurity

extension ServerConfiguration {
    /// The configuration `mybiz serve` runs with: each of `ServerSettings` from `commandLine`, else
    /// from `environment`, else its default — each checked.
    ///
    /// - Throws: `ServerSettingError`, a sentence naming the option or variable that is wrong and
    ///   what it must be.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    public init(commandLine: CommandLineSettings, environment: [String: String]) throws(ServerSettingError) {
        let settings = SettingReader(commandLine: commandLine, environment: environment)
        self.init(
            host: try settings.value(ServerSettings.host),
            port: try settings.value(ServerSettings.port),
            logLevel: try settings.value(ServerSettings.logLevel),
            database: try settings.value(ServerSettings.database),
            databaseTimeout: .seconds(try settings.value(ServerSettings.databaseTimeout)),
            publicURL: try settings.value(ServerSettings.publicURL),
            allowedHosts: try settings.value(ServerSettings.allowedHosts),
            demoData: !(try settings.value(ServerSettings.noDemoData)),
            tokenLifetime: .seconds(try settings.value(ServerSettings.sessionDays) * 86_400),
            maxPurchaseOrderExpense: try settings.value(ServerSettings.maxPOExpense),
            currency: try settings.value(ServerSettings.currency),
            openAnalytics: try settings.value(ServerSettings.openAnalytics),
            marketProfile: try settings.value(ServerSettings.marketProfile),
            openVendors: try settings.value(ServerSettings.openVendors),
            openCompanySignup: try settings.value(ServerSettings.openCompanySignup),
            attemptLimits: AttemptLimits(
                signupsPerClient: try settings.value(ServerSettings.maxSignupsPerHour),
                newItemsPerClient: try settings.value(ServerSettings.maxNewItemsPerHour)),
            trustedProxies: try settings.value(ServerSettings.trustedProxies),
            metrics: try settings.value(ServerSettings.metrics),
            metricsToken: try settings.value(ServerSettings.metricsToken),
            connectionLimits: ConnectionLimits(
                maxConnections: try settings.value(ServerSettings.maxConnections),
                idleTimeout: .seconds(try settings.value(ServerSettings.idleTimeout)),
                headerTimeout: .seconds(try settings.value(ServerSettings.headerTimeout)),
                bodyTimeout: .seconds(try settings.value(ServerSettings.bodyTimeout))),
            analyticsReportsPerMinute: try settings.value(ServerSettings.analyticsReportsPerMinute),
            analyticsPairsPerDay: try settings.value(ServerSettings.analyticsPairsPerDay))
    }
}
