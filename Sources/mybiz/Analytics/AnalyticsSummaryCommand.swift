import ArgumentParser
import Foundation
import MyBizAPI
import MyBizKit

/// `mybiz analytics summary`: views and unique users per main screen, events, and views per day,
/// with bars — the same numbers as `/api/analytics/summary` and the dashboard.
struct AnalyticsSummaryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "summary",
        abstract: "Show which screens are used most over a period.",
        discussion: """
            Uses the session of `mybiz biz login`, which must be an admin's. Days are UTC; --to is \
            included. Without --from and --to: today and the six days before (UTC), as on the dashboard.
            """
    )

    @OptionGroup var connection: ServerOptions

    @Option(help: ArgumentHelp("The first day, e.g. 2026-11-15, or an ISO 8601 time.", valueName: "date"))
    var from: String?

    @Option(help: ArgumentHelp("The last day (included), e.g. 2026-11-22, or an ISO 8601 time.", valueName: "date"))
    var to: String?

    @Flag(help: "Print the summary as JSON.")
    var json = false

    func validate() throws {
        for (name, value) in [("--from", from), ("--to", to)] {
            if let value, MyBizJSON.periodEdge(value, end: false) == nil {
                throw ValidationError(
                    "\(name) must be a date such as 2026-11-22 or 2026-11-22T09:30:00Z; “\(value)” is not.")
            }
        }
    }

    func run() async throws {
        let biz = connection.makeBiz()
        try await connection.reportingBizFailures(biz) {
            let summary = try await biz.analyticsSummary(
                from: from.flatMap { MyBizJSON.periodEdge($0, end: false) },
                to: to.flatMap { MyBizJSON.periodEdge($0, end: true) })
            if json { return try JSONOutput.print(summary, encoder: MyBizJSON.encoder()) }
            Console.print(SummaryText(summary: summary).lines.joined(separator: "\n"))
        }
    }
}
