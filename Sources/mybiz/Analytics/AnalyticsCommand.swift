import ArgumentParser

/// `mybiz analytics`: what the product owner reads — which screens are used most.
struct AnalyticsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analytics",
        abstract: "Read the usage analytics of a MyBiz server (admins).",
        subcommands: [AnalyticsSummaryCommand.self]
    )
}
