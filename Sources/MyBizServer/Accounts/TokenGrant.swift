import Foundation

/// What a session token opens: whose account, and until when.
struct TokenGrant: Sendable, Equatable {
    /// The account the token logs in as.
    let account: Account
    /// When the token stops opening it.
    let expiresAt: Date
}
