import Foundation
import Money
import MyBizAPI
import WebPages

/// The person form as sent: its fields as typed, and each field's problem by `EmployeeDraft`'s and
/// the org chart's rules.
struct EmployeeForm {
    var givenName: String
    var familyName: String
    var roleTitle: String
    var department: String
    var location: String
    /// The manager's id, or empty for none.
    var manager: String
    /// `yyyy-MM-dd`, as a date field holds it; empty for none.
    var birthday: String
    /// The id of the account they sign in with, or empty for none.
    var account = ""
    /// The most they may approve, as typed; empty for none.
    var approvalLimit = ""
    var errors: [String: String] = [:]

    static let empty = EmployeeForm(
        givenName: "", familyName: "", roleTitle: "", department: "", location: "", manager: "", birthday: "")

    private init(
        givenName: String, familyName: String, roleTitle: String, department: String, location: String,
        manager: String, birthday: String
    ) {
        self.givenName = givenName
        self.familyName = familyName
        self.roleTitle = roleTitle
        self.department = department
        self.location = location
        self.manager = manager
        self.birthday = birthday
    }

    /// The form filled with `employee`, the limit written in `currency`.
    init(_ employee: Employee, currency: CatalogueCurrency) {
        self.init(
            givenName: employee.givenName, familyName: employee.familyName, roleTitle: employee.roleTitle ?? "",
            department: employee.department ?? "", location: employee.location,
            manager: employee.manager?.uuidString ?? "",
            birthday: employee.birthday.flatMap(EmployeeDraft.birthdayDate).map(PageText.isoDay) ?? "")
        account = employee.accountId?.uuidString ?? ""
        approvalLimit = employee.approvalLimit.map(currency.inputText) ?? ""
    }

    /// A name as one text taken apart: the last word the family name, the words before it the given.
    static func names(of name: String) -> (given: String, family: String) {
        let words = name.split(whereSeparator: \.isWhitespace)
        guard let family = words.last else { return ("", "") }
        return (words.dropLast().joined(separator: " "), String(family))
    }

    /// The form as `fields` sent it.
    init(_ fields: FormFields) {
        self.init(
            givenName: fields["given-name"] ?? "", familyName: fields["family-name"] ?? "",
            roleTitle: fields["role-title"] ?? "", department: fields["department"] ?? "",
            location: fields["location"] ?? "", manager: fields["manager"] ?? "", birthday: fields["birthday"] ?? "")
        account = fields["account"] ?? ""
        approvalLimit = fields["approval-limit"] ?? ""
    }

    /// The account and limit the form sets, read in `currency`; `nil` with the problems noted by field.
    mutating func link(currency: CatalogueCurrency) -> EmployeeAccount? {
        var accountID: UUID?
        if !account.isEmpty {
            accountID = UUID(uuidString: account)
            if accountID == nil { errors["account"] = "Choose an account from the list." }
        }
        var limit: Double?
        if !approvalLimit.trimmingCharacters(in: .whitespaces).isEmpty {
            switch currency.amount(typed: approvalLimit, field: "approvalLimit") {
            case .success(let amount): limit = amount
            case .failure(let problem): errors["approval-limit"] = problem.sentence
            }
        }
        let link = EmployeeAccount(accountId: accountID, approvalLimit: limit)
        for problem in link.problems { note(problem) }
        return errors["account"] == nil && errors["approval-limit"] == nil ? link : nil
    }

    /// The draft, when the fields can be read; otherwise `nil`, with the problems noted by field.
    mutating func draft() -> EmployeeDraft? {
        errors = [:]
        var managerID: UUID?
        if !manager.isEmpty {
            managerID = UUID(uuidString: manager)
            if managerID == nil { errors["manager"] = "Choose a manager from the list." }
        }
        var birthdayText: String?
        if !birthday.isEmpty {
            if let day = PageText.day(fromField: birthday) {
                birthdayText = EmployeeDraft.birthdayText(of: day)
            } else {
                errors["birthday"] = "Give the birthday as the field asks, or leave it empty."
            }
        }
        let draft = EmployeeDraft(
            givenName: givenName, familyName: familyName, roleTitle: roleTitle, department: department,
            location: location, manager: managerID, birthday: birthdayText
        ).trimmed
        for problem in draft.problems { note(problem) }
        return errors.isEmpty ? draft : nil
    }

    /// Shows `problem` beside its field (the draft's field name); one about no field — who still has
    /// reports — beside the manager, where reports are moved.
    mutating func note(_ problem: RuleProblem) {
        let names = [
            "givenName": "given-name", "familyName": "family-name", "roleTitle": "role-title",
            "department": "department", "location": "location", "manager": "manager", "birthday": "birthday",
            "accountId": "account", "approvalLimit": "approval-limit",
        ]
        errors[problem.field.flatMap { names[$0] } ?? "manager"] = problem.pageSentence
    }

    /// What the template shows; `id` is the person changed, `nil` for someone new.
    func view(
        frame: AppFrame, chart: OrgChart, accounts: [AccountSummary], currency: CatalogueCurrency, id: UUID? = nil
    ) -> EmployeeFormView {
        // The company's accounts no one else signs in with, and this person's own.
        let taken = Set(chart.everyone.filter { $0.id != id }.compactMap(\.accountId))
        let accountOptions =
            accounts
            .filter { $0.companyMember && !$0.disabled && !taken.contains($0.id) }
            .map {
                SelectOption(
                    value: $0.id.uuidString, label: "\($0.name) (\($0.username))",
                    selected: $0.id.uuidString == account)
            }
        let managers = chart.possibleManagers(of: id).map {
            SelectOption(
                value: $0.id.uuidString, label: OrgChart.displayName(of: $0), selected: $0.id.uuidString == manager)
        }
        let isHead = id != nil && chart.head?.id == id
        return EmployeeFormView(
            frame: frame, id: id?.uuidString, givenName: givenName, familyName: familyName, roleTitle: roleTitle,
            department: department, location: location, birthday: birthday, isHead: isHead,
            managers: managers, noManager: manager.isEmpty,
            givenNameError: errors["given-name"], familyNameError: errors["family-name"],
            roleTitleError: errors["role-title"], departmentError: errors["department"],
            locationError: errors["location"], managerError: errors["manager"], birthdayError: errors["birthday"],
            accounts: accountOptions, noAccount: account.isEmpty, accountError: errors["account"],
            approvalLimit: approvalLimit, approvalLimitError: errors["approval-limit"], currency: currency.code,
            action: id.map { "/app/org/\($0.uuidString)" } ?? "/app/org")
    }
}

/// What the person form's template reads.
struct EmployeeFormView {

    let frame: AppFrame
    let id: String?
    let givenName: String
    let familyName: String
    let roleTitle: String
    let department: String
    let location: String
    let birthday: String
    /// Whether this is the head of the company, who reports to no one.
    let isHead: Bool
    let managers: [SelectOption]
    let noManager: Bool
    let givenNameError: String?
    let familyNameError: String?
    let roleTitleError: String?
    let departmentError: String?
    let locationError: String?
    let managerError: String?
    let birthdayError: String?
    /// The company's accounts this person may sign in with.
    let accounts: [SelectOption]
    let noAccount: Bool
    let accountError: String?
    let approvalLimit: String
    let approvalLimitError: String?
    /// The ISO 4217 code the limit is in.
    let currency: String
    /// Where the form is sent.
    let action: String
    let maxText = EmployeeDraft.maxText
}
