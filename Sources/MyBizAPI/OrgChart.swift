import Foundation

/// The company's hierarchy, built from the flat employee list the API returns: the first employee is
/// the head; each person's reports come from their `directReports`, and from anyone naming them as
/// `manager`, so a list that fills in only one side still draws.
public struct OrgChart: Sendable {
    /// One row of the drawn chart: a person and how deep they sit below the head.
    public struct Row: Sendable, Equatable {
        /// How many levels below the top (0 for the head).
        public let depth: Int
        /// The person.
        public let employee: Employee
    }

    /// The head of the company; `nil` when there are no employees.
    public let head: Employee?
    private let byID: [UUID: Employee]
    private let order: [UUID]

    /// Builds the chart from `employees`, in the API's order.
    public init(employees: [Employee]) {
        head = employees.first
        byID = Dictionary(employees.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        order = employees.map(\.id)
    }

    /// Everyone, in the API's order.
    public var everyone: [Employee] { order.compactMap { byID[$0] } }

    /// The person with `id`, if they are in the company.
    public func employee(_ id: UUID) -> Employee? { byID[id] }

    /// The person `employee` reports to.
    public func manager(of employee: Employee) -> Employee? {
        if let id = employee.manager, let manager = byID[id] { return manager }
        return order.lazy.compactMap { byID[$0] }.first { $0.directReports.contains(employee.id) }
    }

    /// The people who report to `employee`: their `directReports` in order, then anyone else who
    /// names them as manager.
    public func reports(of employee: Employee) -> [Employee] {
        var ids = employee.directReports
        ids += order.filter { byID[$0]?.manager == employee.id && !ids.contains($0) }
        return ids.compactMap { byID[$0] }.filter { $0.id != employee.id }
    }

    /// Everyone, depth first from the head; people the head's tree does not reach follow as trees of
    /// their own, and a loop in the data is drawn once.
    public var rows: [Row] {
        var rows: [Row] = []
        var seen: Set<UUID> = []
        func visit(_ employee: Employee, depth: Int) {
            guard seen.insert(employee.id).inserted else { return }
            rows.append(Row(depth: depth, employee: employee))
            for report in reports(of: employee) { visit(report, depth: depth + 1) }
        }
        for id in order { if let employee = byID[id] { visit(employee, depth: 0) } }
        return rows
    }

    /// The name to show: given and family name, or whichever is not empty.
    public static func displayName(of employee: Employee) -> String {
        displayName(givenName: employee.givenName, familyName: employee.familyName)
    }

    /// The name to show for these names, as `displayName(of:)` — of a person not stored yet too.
    public static func displayName(givenName: String, familyName: String) -> String {
        let parts = [givenName, familyName].map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return parts.isEmpty ? "(no name)" : parts.joined(separator: " ")
    }
}
