/// One choice of a form's `<select>`, as every page's templates read it: its value, what it says,
/// and whether it is the one chosen.
package struct SelectOption: Sendable {
    package let value: String
    package let label: String
    package let selected: Bool

    /// A choice.
    package init(value: String, label: String, selected: Bool) {
        self.value = value
        self.label = label
        self.selected = selected
    }
}
