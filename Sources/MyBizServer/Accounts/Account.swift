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
    /// Whether they are one of the company's people, who see its screens and API (`CompanyPeopleOnly`);
    /// an account made by signing up on a server whose company is not open is only the market's and
    /// the to-do list's until an administrator admits it. Administrators always are.
    let isCompanyMember: Bool
    /// Whether its password is a temporary one an administrator's invitation made: its person chooses
    /// their own before the company's screens open (`PasswordChosen`).
    let mustChoosePassword: Bool

    /// An account; administrators are always the company's people.
    init(
        id: UUID, username: String, name: String, role: Role, isCompanyMember: Bool = true,
        mustChoosePassword: Bool = false
    ) {
        self.mustChoosePassword = mustChoosePassword
        self.id = id
        self.username = username
        self.name = name
        self.role = role
        self.isCompanyMember = isCompanyMember || role == .admin
    }

    /// The account as `me` and `users/{id}` answer it.
    var user: User { User(id: id, username: username, name: name) }
}
