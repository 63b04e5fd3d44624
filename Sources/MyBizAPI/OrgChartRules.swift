import Foundation

extension OrgChart {
    /// Why person `id` (`nil` for someone new) cannot report to `manager`, or `nil` when they can:
    /// everyone but the head reports to someone in the company, the head to no one, and nobody to
    /// themselves or to someone who reports to them, however far down.
    public func problem(placing id: UUID?, under manager: UUID?) -> RuleProblem? {
        guard let manager else {
            if let head, head.id != id {
                return RuleProblem(
                    "manager",
                    "manager is required: only the head of the company, \(Self.displayName(of: head)), reports to no one."
                )
            }
            return nil
        }
        guard let boss = employee(manager) else {
            return RuleProblem("manager", "manager \(manager.uuidString) is not in the company.")
        }
        guard let id else { return nil }
        if head?.id == id { return RuleProblem("manager", "The head of the company reports to no one.") }
        if manager == id { return RuleProblem("manager", "Someone cannot report to themselves.") }
        if let person = employee(id), reachesDown(from: person, to: manager) {
            return RuleProblem(
                "manager",
                "\(Self.displayName(of: person)) cannot report to \(Self.displayName(of: boss)), who reports to them.")
        }
        return nil
    }

    /// Why person `id` cannot leave the company now, or `nil` when they can: someone with reports
    /// needs them moved first.
    public func problem(removing id: UUID) -> RuleProblem? {
        guard let person = employee(id) else { return nil }
        let reports = reports(of: person)
        guard !reports.isEmpty else { return nil }
        let count = reports.count == 1 ? "1 report" : "\(reports.count) reports"
        return RuleProblem(nil, "Move \(Self.displayName(of: person))'s \(count) to another manager first.")
    }

    /// Everyone `id` may report to: all but themselves and the people below them.
    public func possibleManagers(of id: UUID?) -> [Employee] {
        let everyone = rows.map(\.employee)
        guard let id, let person = employee(id) else { return everyone }
        return everyone.filter { $0.id != id && !reachesDown(from: person, to: $0.id) }
    }

    private func reachesDown(from person: Employee, to target: UUID) -> Bool {
        var seen: Set<UUID> = []
        var stack = reports(of: person)
        while let next = stack.popLast() {
            if next.id == target { return true }
            guard seen.insert(next.id).inserted else { continue }
            stack += reports(of: next)
        }
        return false
    }
}
