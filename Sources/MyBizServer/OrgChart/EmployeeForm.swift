import Foundation
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

    /// The form filled with `employee`.
    init(_ employee: Employee) {
        self.init(
            givenName: employee.givenName, familyName: employee.familyName, roleTitle: employee.roleTitle ?? "",
            department: employee.department ?? "", location: employee.location,
            manager: employee.manager?.uuidString ?? "",
            birthday: employee.birthday.flatMap(EmployeeDraft.birthdayDate).map(PageText.isoDay) ?? "")
    }

    /// The form as `fields` sent it.
    init(_ fields: FormFields) {
        self.init(
            givenName: fields["given-name"] ?? "", familyName: fields["family-name"] ?? "",
            roleTitle: fields["role-title"] ?? "", department: fields["department"] ?? "",
            location: fields["location"] ?? "", manager: fields["manager"] ?? "", birthday: fields["birthday"] ?? "")
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
        ]
        errors[problem.field.flatMap { names[$0] } ?? "manager"] = problem.pageSentence
    }

    /// What the template shows; `id` is the person changed, `nil` for someone new.
    func view(frame: AppFrame, chart: OrgChart, id: UUID? = nil) -> EmployeeFormView {
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
    /// Where the form is sent.
    let action: String
    let maxText = EmployeeDraft.maxText
}
