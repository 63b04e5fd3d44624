/// The database did something it should not have.
package enum RepositoryError: Error, CustomStringConvertible {
    /// An insert that should have answered the new row's values answered nothing.
    case noRowReturned

    package var description: String {
        switch self {
        case .noRowReturned: "The database returned no row for what was just stored."
        }
    }
}
