import Foundation
import MyBizAPI

/// A person in the org chart and the people who report to them. A class, so the tree can be built
/// from the chart's depth-first rows; every property is stored, as Mustache reads them by Mirror.
final class OrgNode {
    let name: String
    let location: String
    private(set) var reports: [OrgNode] = []
    private(set) var hasReports = false

    init(_ employee: Employee) {
        name = OrgChart.displayName(of: employee)
        location = employee.location
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

    /// The chart's rows (depth first) as a tree of nodes.
    init(frame: AppFrame, employees: [Employee]) {
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
