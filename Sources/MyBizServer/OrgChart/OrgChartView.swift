import Foundation
import MyBizAPI
import WebPages

/// A person in the org chart and the people who report to them. A class, so the tree can be built
/// from the chart's depth-first rows; every property is stored, as Mustache reads them by Mirror.
final class OrgNode {
    let id: String
    let name: String
    let location: String
    /// "Head of design · Design"; empty when neither is known.
    let role: String
    /// Whether `role` says anything. A `nil` role would not do: Mustache looks a missing value up in
    /// the node around it, and a person without a role would show their manager's.
    let hasRole: Bool
    private(set) var reports: [OrgNode] = []
    private(set) var hasReports = false

    init(_ employee: Employee) {
        id = employee.id.uuidString
        name = OrgChart.displayName(of: employee)
        location = employee.location
        role = [employee.roleTitle, employee.department].compactMap(\.self).joined(separator: " · ")
        hasRole = !role.isEmpty
    }

    func add(_ report: OrgNode) {
        reports.append(report)
        hasReports = true
    }
}

struct OrgChartView {
    let frame: AppFrame
    let roots: [OrgNode]
    let isEmpty: Bool
    /// What the page says after a change ("Ana Lee is in the company.").
    let notice: String?

    /// The chart's rows (depth first) as a tree of nodes.
    init(frame: AppFrame, employees: [Employee], notice: String? = nil) {
        self.notice = notice
        var roots: [OrgNode] = []
        var path: [OrgNode] = []
        for row in OrgChart(employees: employees).rows {
            let node = OrgNode(row.employee)
            path = Array(path.prefix(row.depth))
            if let parent = path.last { parent.add(node) } else { roots.append(node) }
            path.append(node)
        }
        self.frame = frame
        self.roots = roots
        isEmpty = roots.isEmpty
    }
}
