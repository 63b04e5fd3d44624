extension String {
    /// The string, or `nil` when it is empty.
    package var nilIfEmpty: String? { isEmpty ? nil : self }
}
