import Foundation
import MyBizAPI
import WebPages

/// The invitation form as sent: the account (username, role) and the person it is — their names and
/// their place in the org chart, read by the person form's own rules — with each field's problem.
struct InviteForm {
    /// The person's fields and their problems, as on the person form.
    var person: EmployeeForm
    var username: String
    /// `member` or `admin`.
    var role: String
    var usernameError: String?

    static let empty = InviteForm(person: .empty, username: "", role: AccountSummary.Role.member.rawValue)

    private init(person: EmployeeForm, username: String, role: String) {
        self.person = person
        self.username = username
        self.role = role
    }

    /// The form as `fields` sent it.
    init(_ fields: FormFields) {
        self.init(person: EmployeeForm(fields), username: fields["username"] ?? "", role: fields["role"] ?? "")
    }

    /// The invitation the fields make — the account's name is the person's — with every problem its own
    /// rules find noted by field (`hasProblems`); the server's (a username taken, the org chart's) are
    /// asked about with it.
    mutating func invitation() -> Invitation {
        usernameError = nil
        let draft = person.draft()
        let role = AccountSummary.Role(rawValue: role)
        if role == nil { person.errors["account-role"] = "Choose a member or an administrator." }
        let name = OrgChart.displayName(givenName: person.givenName, familyName: person.familyName)
        let invitation = Invitation(
            username: username, name: name, role: role ?? .member,
            person: draft
                ?? EmployeeDraft(
                    givenName: person.givenName, familyName: person.familyName, location: person.location,
                    manager: UUID(uuidString: person.manager)))
        for problem in invitation.problems where problem.field?.hasPrefix("person.") != true { note(problem) }
        return invitation
    }

    /// Shows `problem` — the invitation's or the desk's, its person's named `person.…` — beside its field.
    mutating func note(_ problem: RuleProblem) {
        switch problem.field {
        case "username":
            usernameError = problem.pageSentence
        case "name":
            // The account's name is the person's two names: one too long is said beside the second.
            person.errors["family-name"] = problem.pageSentence
        case let field?:
            let inner = field.hasPrefix("person.") ? String(field.dropFirst("person.".count)) : field
            person.note(RuleProblem(inner, problem.sentence))
        case nil:
            person.note(problem)
        }
    }

    /// Whether any field has a problem.
    var hasProblems: Bool { usernameError != nil || !person.errors.isEmpty }

    /// What the template shows: the managers to choose from are `chart`'s people.
    func view(chart: OrgChart) -> InviteFormView {
        let managers = chart.possibleManagers(of: nil).map {
            SelectOption(
                value: $0.id.uuidString, label: OrgChart.displayName(of: $0),
                selected: $0.id.uuidString == person.manager)
        }
        let errors = person.errors
        return InviteFormView(
            givenName: person.givenName, familyName: person.familyName, username: username,
            isAdmin: role == AccountSummary.Role.admin.rawValue, roleTitle: person.roleTitle,
            department: person.department, location: person.location, managers: managers,
            noManager: person.manager.isEmpty, chartIsEmpty: chart.head == nil,
            givenNameError: errors["given-name"], familyNameError: errors["family-name"],
            usernameError: usernameError, roleError: errors["account-role"], roleTitleError: errors["role-title"],
            departmentError: errors["department"], locationError: errors["location"],
            managerError: errors["manager"])
    }
}

/// What the invitation form's part of the accounts page reads.
struct InviteFormView {
    let givenName: String
    let familyName: String
    let username: String
    let isAdmin: Bool
    let roleTitle: String
    let department: String
    let location: String
    let managers: [SelectOption]
    let noManager: Bool
    /// Whether no one is in the org chart yet: the first person invited is its head.
    let chartIsEmpty: Bool
    let givenNameError: String?
    let familyNameError: String?
    let usernameError: String?
    let roleError: String?
    let roleTitleError: String?
    let departmentError: String?
    let locationError: String?
    let managerError: String?
    let maxText = EmployeeDraft.maxText
}
