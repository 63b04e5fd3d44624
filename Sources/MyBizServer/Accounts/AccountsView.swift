import Foundation
import MyBizAPI
import WebPages

/// The accounts page (administrators): everyone who can log in and who they are in the org chart, the
/// invitation form, and the password of someone just invited, shown this once.
struct AccountsView {
    /// The person an account is in the org chart.
    struct Person {
        let id: String
        /// Their role and department, e.g. "Designer · Design"; empty when neither is said.
        let about: String
    }

    struct Row {
        let id: String
        let name: String
        let username: String
        let isAdmin: Bool
        let roleLabel: String
        let disabled: Bool
        let otherRole: String
        let otherRoleAction: String
        let toggleDisabled: String
        let disableAction: String
        /// Whether the account is one of the company's people; an administrator always is.
        let companyMember: Bool
        /// The membership the button sets, and what it says; `nil` for an administrator.
        let membershipChange: MembershipChange?
        /// Who they are in the org chart; `nil` when no one yet.
        let person: Person?
        /// Whether the account is one of the company's people that no one in the org chart signs in with.
        let needsPlace: Bool

        struct MembershipChange {
            let value: String
            let action: String
        }

        init(_ account: AccountSummary, person: Employee?) {
            id = account.id.uuidString
            self.person = person.map {
                Person(
                    id: $0.id.uuidString,
                    about: [$0.roleTitle, $0.department].compactMap { $0 }.joined(separator: " · "))
            }
            needsPlace = person == nil && account.companyMember
            name = account.name
            username = account.username
            isAdmin = account.role == .admin
            roleLabel = isAdmin ? "Administrator" : "Member"
            disabled = account.disabled
            otherRole = isAdmin ? "member" : "admin"
            otherRoleAction = isAdmin ? "Make member" : "Make administrator"
            toggleDisabled = account.disabled ? "false" : "true"
            disableAction = account.disabled ? "Enable" : "Disable"
            companyMember = account.companyMember
            membershipChange =
                isAdmin
                ? nil
                : account.companyMember
                    ? MembershipChange(value: "false", action: "Take out of the company")
                    : MembershipChange(value: "true", action: "Admit to the company")
        }
    }

    /// A reset link just made, shown this once.
    struct ResetLink {
        let name: String
        let url: String
        let expires: String
    }

    /// Someone just invited, with their one-time password.
    struct Invited {
        let name: String
        let username: String
        let password: String
        /// Their profile's id, when they were placed in the org chart.
        let person: String?
    }

    let frame: AppFrame
    let accounts: [Row]
    let invited: Invited?
    var resetLink: ResetLink?
    let notice: String?
    let inviteError: String?
    let invite: InviteFormView
}
