import Foundation
import MyBizAPI

/// A person who can log in to MyBiz.
struct Account: Sendable, Equatable {
    /// What an account may do beyond using the app.
    enum Role: String, Sendable {
        /// Reads analytics: the raw list and the summary.
        case admin
        /// Uses the app.
        case member
    }

    let id: UUID
    let username: String
    let name: String
    let role: Role

    /// The account as `me` and `users/{id}` answer it.
    var user: User { User(id: id, username: username, name: name) }
}
