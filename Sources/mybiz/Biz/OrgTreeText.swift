import MyBizAPI

/// The org chart drawn as a tree: each person under their manager, `├─` before all but the last of
/// a manager's reports, `└─` before the last, and `│` carrying a line down past a report's own
/// reports to the next of its siblings.
enum OrgTreeText {
    /// The branch drawn before each of `rows` (depth first, as `OrgChart.rows` gives them).
    static func branches(_ rows: [OrgChart.Row]) -> [String] {
        let last = isLastChild(rows)
        var openLines: [Bool] = []  // per depth above the row: whether a sibling further down still follows
        return rows.indices.map { index in
            let depth = rows[index].depth
            guard depth > 0 else {
                openLines = []
                return ""
            }
            openLines = Array(openLines.prefix(depth - 1))
            let branch = openLines.map { $0 ? "│  " : "   " }.joined() + (last[index] ? "└─ " : "├─ ")
            openLines.append(!last[index])
            return branch
        }
    }

    /// Whether each row is the last of its manager's reports: no row at its depth follows before one
    /// shallower does.
    private static func isLastChild(_ rows: [OrgChart.Row]) -> [Bool] {
        var last = Array(repeating: true, count: rows.count)
        var siblingBelow: [Bool] = []
        for index in rows.indices.reversed() {
            let depth = rows[index].depth
            if siblingBelow.count <= depth {
                siblingBelow += Array(repeating: false, count: depth + 1 - siblingBelow.count)
            }
            last[index] = !siblingBelow[depth]
            siblingBelow[depth] = true
            for deeper in (depth + 1)..<siblingBelow.count { siblingBelow[deeper] = false }
        }
        return last
    }
}
