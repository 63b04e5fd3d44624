/// Compares secrets without telling by its time how much of a guess was right.
package enum ConstantTimeComparison {
    /// Whether two secrets are equal, compared in constant time for equal lengths.
    package static func equal(_ given: String?, _ expected: String) -> Bool {
        guard let given, given.utf8.count == expected.utf8.count else { return false }
        return zip(given.utf8, expected.utf8).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
