import HTTPTypes

extension HTTPFields {
    /// Whether a field named `name` is there. The subscript would join every such field's values
    /// into a new text to say so, on every answer that asks.
    func has(_ name: HTTPField.Name) -> Bool {
        contains { $0.name == name }
    }

    /// The value of the first field named `name`, not joined with the others' as the subscript's is.
    func firstValue(_ name: HTTPField.Name) -> String? {
        first { $0.name == name }?.value
    }
}
