import Analytics
import ArgumentParser
import MyBizAPI
import MyBizKit

/// `mybiz biz org`: the Org chart screen as a tree.
struct BizOrgCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "org", abstract: "Show the org chart: who reports to whom, from the head of the company.")

    @OptionGroup var connection: ServerOptions

    @Flag(help: "Print the employees as JSON instead of a tree.")
    var json = false

    func run() async throws {
        let biz = connection.makeBiz()
        try await connection.reportingBizFailures(biz) {
            let employees = try await BizScreen(.orgChartShown, biz: biz, connection: connection).show {
                try await biz.employees()
            }
            if json { return try JSONOutput.print(employees, encoder: MyBizJSON.encoder()) }
            let chart = OrgChart(employees: employees)
            guard !chart.rows.isEmpty else { return Console.print("The company has no employees yet.") }
            for (row, branch) in zip(chart.rows, OrgTreeText.branches(chart.rows)) {
                let location = row.employee.location.isEmpty ? "" : " — \(row.employee.location)"
                Console.print(branch + OrgChart.displayName(of: row.employee) + location)
            }
        }
    }
}
