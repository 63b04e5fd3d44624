import MyBizServer
import OpenMarketServer
import ServerSecurity
import ToDoServer

/// Every module's schema, in the order start-up brings a database up to date.
package enum ServerMigrations {
    /// The market's, MyBiz's, ToDo's, and the attempt counters'.
    package static let all =
        OpenMarketRoutes.migrations + MyBizRoutes.migrations + ToDoRoutes.migrations
        + SecurityMigrations.all
}
