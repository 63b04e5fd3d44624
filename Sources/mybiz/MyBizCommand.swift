import ArgumentParser
import Server

/// `mybiz`: runs the MyBiz server and, as the APIs arrive, the clients that use it.
@main
struct MyBizCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mybiz",
        abstract: "MyBiz: the company app's server and command-line client.",
        discussion: """
            Start the server with `mybiz serve`, then use the other commands against it.
            """,
        version: version,
        subcommands: [
            ServeCommand.self, MakeAdminCommand.self, MarketCommand.self, BizCommand.self, AnalyticsCommand.self,
            ToDoCommand.self,
        ]
    )

    /// The program's version, also the `appVersion` of its analytics reports.
    static let version = ProductVersion.current
}
