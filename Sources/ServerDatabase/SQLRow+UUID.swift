import Foundation
import SQLKit

extension SQLRow {
    /// A UUID kept as text in `column`.
    package func uuid(_ column: String) throws -> UUID {
        guard let id = try optionalUUID(column) else { throw StoredValueInvalid(place: column, value: "NULL") }
        return id
    }

    /// A UUID kept as text in `column`, or nil when NULL.
    package func optionalUUID(_ column: String) throws -> UUID? {
        guard let text = try decode(column: column, as: String?.self) else { return nil }
        guard let id = UUID(uuidString: text) else { throw StoredValueInvalid(place: column, value: text) }
        return id
    }
}
