public import Logging
public import MyBizAPI
public import OpenMarketAPI
public import OpenMarketServer
public import ServerDatabase
public import ServerHTTP
public import ServerSecurity

/// How `buildApplication` sets the server up; the executable fills it from its options.
public struct ServerConfiguration: Sendable {
    /// The address to listen on; `127.0.0.1` keeps the server to this machine.
    public var host: String
    /// The port to listen on; 0 lets the system choose a free one.
    public var port: Int
    /// The least important log messages written.
    public var logLevel: Logger.Level
    /// Where the server logs; `nil` for swift-log's default handler (standard error with `mybiz serve`).
    public var logger: Logger?
    /// Where the data is kept.
    public var database: DatabaseConfiguration
    /// How long a database statement, or a wait for a database connection, may take before the
    /// request is answered 503 (the database is down, frozen or locked).
    public var databaseTimeout: Duration
    /// The address clients reach the server at, for absolute image URLs (e.g. behind a proxy);
    /// without it, URLs use the Host the client asked for.
    public var publicURL: String?
    /// Further names clients reach the server by without `publicURL` — `market.local` (any port) or
    /// `market.local:8080` — which image URLs may use when a request's Host names them. The
    /// addresses the server listens on are allowed anyway.
    public var allowedHosts: [String]
    /// Whether a fresh database gets the demo catalogue, the demo company and its demo accounts.
    public var demoData: Bool
    /// bcrypt's work factor for item passwords (4–31; each step doubles the time).
    public var passwordHashCost: UInt8
    /// How long cached answers are trusted before the catalogue's and the company's versions are
    /// read again, and a MyBiz token before the database is asked again — how late this server may
    /// notice a write or a logout made through another instance sharing its database.
    public var cacheRecheckInterval: Duration
    /// How long a MyBiz login token opens sessions.
    public var tokenLifetime: Duration
    /// The largest total a MyBiz purchase order may have.
    public var maxPurchaseOrderExpense: Double
    /// The currency of the MyBiz catalogue: its prices, its orders' amounts and their limit.
    public var currency: CatalogueCurrency
    /// Whether anyone, logged in or not, may read the raw analytics list (`GET /api/analytics`),
    /// for the book's "open it in a browser" workflow; otherwise only admins may.
    public var openAnalytics: Bool
    /// The 2022 Open Market API's profile at the root (`/api/products`); `/early/…` and `/late/…`
    /// always serve their own.
    public var marketProfile: MarketProfile
    /// Whether the 2022 API makes an identifier no vendor has a vendor on its first write, with the
    /// secret it sent (`--open-vendors`).
    public var openVendors: Bool
    /// Whether everyone who signs up becomes one of the company's people (`--open-company-signup`).
    public var openCompanySignup: Bool
    /// How much image work one request may ask for, and how much runs at once.
    public var imageLimits: ImageLimits
    /// How many password guesses and sign-ups are allowed.
    public var attemptLimits: AttemptLimits
    /// The IP addresses of proxies in front of the server, whose `X-Forwarded-For` names the client
    /// the attempt limits count; from anyone else the header is ignored.
    public var trustedProxies: [String]
    /// Whether `/metrics` serves the server's metrics in Prometheus's text format (off by default).
    public var metrics: Bool
    /// When set, `/metrics` answers only `Authorization: Bearer <metricsToken>`.
    public var metricsToken: String?
    /// How many connections may be open and how long each step of a request may take.
    public var connectionLimits: ConnectionLimits
    /// How many analytics reports one account may send in a minute (at least 500, a whole batch);
    /// more are answered 429.
    public var analyticsReportsPerMinute: Int
    /// How many different event name and type pairs one account may report in a UTC day; more are
    /// answered 429.
    public var analyticsPairsPerDay: Int
    /// Called once the server listens, with the port it got.
    public var onServerRunning: @Sendable (_ port: Int) async -> Void

    /// Whether `entry` can be an entry of `allowedHosts`: a host name or IP address, with an
    /// optional port.
    public static func isValidAllowedHost(_ entry: String) -> Bool {
        RequestAuthority(entry) != nil
    }

    /// Creates a configuration; the defaults are those of `mybiz serve`, declared in `ServerSettings`.
    public init(
        host: String = ServerSettings.host.defaultValue,
        port: Int = ServerSettings.port.defaultValue,
        logLevel: Logger.Level = ServerSettings.logLevel.defaultValue,
        logger: Logger? = nil,
        database: DatabaseConfiguration = ServerSettings.database.defaultValue,
        databaseTimeout: Duration = .seconds(ServerSettings.databaseTimeout.defaultValue),
        publicURL: String? = nil,
        allowedHosts: [String] = [],
        demoData: Bool = true,
        passwordHashCost: UInt8 = 10,
        cacheRecheckInterval: Duration = .seconds(1),
        tokenLifetime: Duration = .seconds(ServerSettings.sessionDays.defaultValue * 86_400),
        maxPurchaseOrderExpense: Double = ServerSettings.maxPOExpense.defaultValue,
        currency: CatalogueCurrency = ServerSettings.currency.defaultValue,
        openAnalytics: Bool = false,
        marketProfile: MarketProfile = ServerSettings.marketProfile.defaultValue,
        openVendors: Bool = false,
        openCompanySignup: Bool = false,
        imageLimits: ImageLimits = ImageLimits(),
        attemptLimits: AttemptLimits = AttemptLimits(),
        trustedProxies: [String] = [],
        metrics: Bool = false,
        metricsToken: String? = nil,
        connectionLimits: ConnectionLimits = ConnectionLimits(),
        analyticsReportsPerMinute: Int = ServerSettings.analyticsReportsPerMinute.defaultValue,
        analyticsPairsPerDay: Int = ServerSettings.analyticsPairsPerDay.defaultValue,
        onServerRunning: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
    ) {
        self.host = host
        self.port = port
        self.logLevel = logLevel
        self.logger = logger
        self.database = database
        self.databaseTimeout = databaseTimeout
        self.publicURL = publicURL
        self.allowedHosts = allowedHosts
        self.demoData = demoData
        self.passwordHashCost = passwordHashCost
        self.cacheRecheckInterval = cacheRecheckInterval
        self.tokenLifetime = tokenLifetime
        self.maxPurchaseOrderExpense = maxPurchaseOrderExpense
        self.currency = currency
        self.openAnalytics = openAnalytics
        self.marketProfile = marketProfile
        self.openVendors = openVendors
        self.openCompanySignup = openCompanySignup
        self.imageLimits = imageLimits
        self.attemptLimits = attemptLimits
        self.trustedProxies = trustedProxies
        self.metrics = metrics
        self.metricsToken = metricsToken
        self.connectionLimits = connectionLimits
        self.analyticsReportsPerMinute = analyticsReportsPerMinute
        self.analyticsPairsPerDay = analyticsPairsPerDay
        self.onServerRunning = onServerRunning
    }
}
