/// Where the 2022 API's vendors are kept.
protocol VendorRepository: Sendable {
    /// The vendor sending `identifier`, removed or not; `nil` when there is none.
    func vendor(identifier: String) async throws -> VendorRecord?
    /// Every vendor, removed ones included, in the order they were added, with how many products each has.
    func all() async throws -> [(vendor: VendorRecord, products: Int)]
    /// Adds a vendor — or gives a removed one with that identifier its access back, with its
    /// products — at `now` (seconds since 1970).
    ///
    /// - Throws: `VendorError.exists` when an active vendor has the identifier.
    func add(identifier: String, name: String, secretHash: String, now: Double) async throws -> VendorRecord
    /// Takes the vendor's access away; its products stay listed under its name. `nil` when there is
    /// no active vendor with `identifier`.
    func remove(identifier: String, now: Double) async throws -> VendorRecord?
    /// Replaces a vendor's secret hash (one of an older kind, at a right secret).
    func updateSecretHash(_ hash: String, of id: Int) async throws
}

/// Why a vendor could not be added.
enum VendorError: Error, Equatable {
    /// An active vendor already has the identifier.
    case exists(identifier: String)
}
