import ArgumentParser

/// `mybiz biz`: the MyBiz company app's screens in the terminal.
struct BizCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "biz",
        abstract: "Use the MyBiz company app: log in, then walk its screens.",
        discussion: """
            Log in once with `mybiz biz login USERNAME`; the session is kept in a file only you can \
            read, one per server, until `mybiz biz logout` or until it expires (30 days).
            Every screen command reports its screen view to the server's usage analytics.
            """,
        subcommands: [
            BizLoginCommand.self, BizLogoutCommand.self, BizAnnouncementsCommand.self, BizCalendarCommand.self,
            BizOrgCommand.self, BizPurchasesCommand.self, BizProductsCommand.self, BizPurchaseOrderCommand.self,
            BizSettingsCommand.self, BizPasswordCommand.self, BizInboxCommand.self, BizAnalyticsCommand.self,
        ]
    )
}
