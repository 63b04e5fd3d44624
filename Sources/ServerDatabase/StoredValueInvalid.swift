/// A value read from the database that the server never writes — a sign someone edited a table by
/// hand. The request fails with a 500 and this is logged.
package struct StoredValueInvalid: Error, CustomStringConvertible {
    package let place: String
    package let value: String

    /// `value`, found in `place` (a table or a column).
    package init(place: String, value: String) {
        self.place = place
        self.value = value
    }

    package var description: String { "\(place) holds a value the server cannot read: \(value)" }
}
