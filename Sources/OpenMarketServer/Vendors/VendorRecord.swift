import Foundation

/// A vendor of the 2022 API as stored: the `identifier` its apps send in a header, its name, and the
/// slow hash of its `secret` — never the secret itself.
struct VendorRecord: Sendable, Equatable {
    var id: Int
    var identifier: String
    var name: String
    /// `nil` once the vendor is removed: no secret opens it, and its products stay listed.
    var secretHash: String?
    /// When it was added, in seconds since 1970.
    var createdAt: Double
    /// When it was removed, or `nil`.
    var removedAt: Double?
    /// The account of a person selling on the market's pages, or `nil` for a vendor of the 2022 API.
    var accountID: UUID? = nil

    /// Whether the vendor may still write through the 2022 API.
    var isActive: Bool { removedAt == nil && secretHash != nil }

    /// The identifier of the vendor that is the seller with account `id`: no app's identifier looks
    /// like it, and it has no secret, so no app writes as them.
    static func identifier(ofSeller id: UUID) -> String { "account:" + id.uuidString.lowercased() }
}
