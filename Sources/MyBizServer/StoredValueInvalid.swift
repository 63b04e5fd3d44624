/// A value read from the database that the server never writes — a sign someone edited a table by
/// hand. The request fails with a 500 and this is logged.
struct StoredValueInvalid: Error, CustomStringConvertible {
    let place: String
    let value: String

    var description: String { "\(place) holds a value the server cannot read: \(value)" }
}
