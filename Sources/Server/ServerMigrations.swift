import AnalyticsServer
import MyBizServer
import OpenMarketServer
import ServerSecurity
import ToDoServer

/// Every module's schema, in the order start-up brings a database up to date.
package enum ServerMigrations {
    /// The market's, MyBiz's, the analytics', ToDo's, and the attempt counters' (the migrator applies
    /// them by version).
    package static let all =
        OpenMarketRoutes.migrations + MyBizRoutes.migrations + AnalyticsRoutes.migrations + ToDoRoutes.migrations
        + SecurityMigrations.all
}
