import Testing

/// One line of a limits table: a document's limit, by its JSON Pointer, tied to the Swift constant it
/// restates. A failure is reported at the table's line, which names the constant.
struct LimitTie: Sendable {
    /// Where the limit is in its document, e.g. `/components/schemas/NewItem/properties/title/maxLength`.
    let pointer: String
    /// The value of the Swift constant the document restates.
    let constant: Double
    /// The table's line, where the constant is named.
    let sourceLocation: SourceLocation

    /// Ties the limit at `pointer` to `constant`, a whole number.
    init(_ pointer: String, _ constant: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        self.init(pointer, Double(constant), sourceLocation: sourceLocation)
    }

    /// Ties the limit at `pointer` to `constant`.
    init(_ pointer: String, _ constant: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        self.pointer = pointer
        self.constant = constant
        self.sourceLocation = sourceLocation
    }
}
