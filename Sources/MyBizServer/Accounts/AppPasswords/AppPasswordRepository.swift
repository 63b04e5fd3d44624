import Foundation

/// Where app passwords are kept, by their hash.
protocol AppPasswordRepository: Sendable {
    /// Stores `password` for `account` under `hash`, unless the account already has `limit`.
    ///
    /// - Returns: whether it was stored.
    func add(_ password: AppPassword, hash: String, for account: UUID, limit: Int) async throws -> Bool
    /// `account`'s app passwords, the newest first.
    func passwords(of account: UUID) async throws -> [AppPassword]
    /// Removes `account`'s app password `id`; whether there was one.
    func revoke(_ id: UUID, of account: UUID) async throws -> Bool
    /// The app password stored under `hash`, and the enabled account it belongs to.
    func password(hash: String) async throws -> (password: AppPassword, account: Account)?
    /// Notes that `id` was used at `date`.
    func markUsed(_ id: UUID, at date: Date) async throws
}
