/// How a document's limits and a table of ties disagree: the three ways the limits test fails.
struct LimitComparison: Sendable {
    /// A limit whose value is not its constant's.
    struct Mismatch: Sendable {
        /// The limit as the document states it.
        let limit: DocumentLimit
        /// The tie that names its constant.
        let tie: LimitTie
    }

    /// Limits whose values differ from their constants.
    let mismatches: [Mismatch]
    /// Limits of the document the table does not tie.
    let untied: [DocumentLimit]
    /// Ties naming a place the document has no limit at.
    let stale: [LimitTie]
    /// Places the table ties more than once.
    let duplicated: [String]

    /// Compares `limits`, a document's, with `ties`, its table.
    init(limits: [DocumentLimit], ties: [LimitTie]) {
        var byPointer: [String: LimitTie] = [:]
        var duplicated: [String] = []
        for tie in ties {
            if byPointer[tie.pointer] != nil { duplicated.append(tie.pointer) }
            byPointer[tie.pointer] = tie
        }
        let documented = Set(limits.map(\.pointer))
        mismatches = limits.compactMap { limit in
            byPointer[limit.pointer].flatMap { $0.constant == limit.value ? nil : Mismatch(limit: limit, tie: $0) }
        }
        untied = limits.filter { byPointer[$0.pointer] == nil }
        stale = ties.filter { !documented.contains($0.pointer) }
        self.duplicated = duplicated
    }

    /// Whether the document and the table agree in every limit.
    var agrees: Bool { mismatches.isEmpty && untied.isEmpty && stale.isEmpty && duplicated.isEmpty }
}
