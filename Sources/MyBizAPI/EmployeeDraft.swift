import Foundation

/// What an administrator writes to add a person to the company or change one
/// (`POST /api/employees`, `PUT /api/employees/{id}`). Where they sit — whom they report to — is
/// checked against the whole company by `OrgChart.problem(placing:under:)`.
public struct EmployeeDraft: Codable, Hashable, Sendable {
    /// The given name; may be empty when the family name is not.
    public var givenName: String
    /// The family name.
    public var familyName: String
    /// What they do, e.g. "Head of design".
    public var roleTitle: String?
    /// Their department, e.g. "Design".
    public var department: String?
    /// Where they work, e.g. "Seoul".
    public var location: String
    /// Whom they report to; `nil` only for the head of the company.
    public var manager: UUID?
    /// Their birthday as `MM-dd-yyyy`, or `nil`.
    public var birthday: String?

    /// The longest of any of the texts.
    public static let maxText = 100

    /// Creates a draft.
    public init(
        givenName: String, familyName: String, roleTitle: String? = nil, department: String? = nil,
        location: String, manager: UUID?, birthday: String? = nil
    ) {
        self.givenName = givenName
        self.familyName = familyName
        self.roleTitle = roleTitle
        self.department = department
        self.location = location
        self.manager = manager
        self.birthday = birthday
    }

    /// What is wrong with it on its own, by field, each a sentence; empty when it will do.
    public var problems: [RuleProblem] {
        var problems: [RuleProblem] = []
        if givenName.allSatisfy(\.isWhitespace) && familyName.allSatisfy(\.isWhitespace) {
            problems.append(RuleProblem("familyName", "A person needs a given name or a family name."))
        }
        let texts: [(String, String?)] = [
            ("givenName", givenName), ("familyName", familyName), ("roleTitle", roleTitle),
            ("department", department), ("location", location),
        ]
        for case (let field, let text?) in texts {
            if text.count > Self.maxText {
                problems.append(RuleProblem(field, "\(field) must be at most \(Self.maxText) characters."))
            } else if text.utf8.contains(0) {
                problems.append(RuleProblem(field, "\(field) must not contain the NUL character."))
            }
        }
        if let birthday, Self.birthdayDate(birthday) == nil {
            problems.append(
                RuleProblem("birthday", "birthday must be a real date written MM-dd-yyyy, such as 03-14-1990."))
        }
        return problems
    }

    /// The draft with surrounding spaces taken off its texts, empty optional ones as none.
    public var trimmed: EmployeeDraft {
        func clean(_ text: String?) -> String? {
            guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
            return text
        }
        return EmployeeDraft(
            givenName: givenName.trimmingCharacters(in: .whitespacesAndNewlines),
            familyName: familyName.trimmingCharacters(in: .whitespacesAndNewlines), roleTitle: clean(roleTitle),
            department: clean(department), location: location.trimmingCharacters(in: .whitespacesAndNewlines),
            manager: manager, birthday: clean(birthday))
    }

    /// `day` (a UTC midnight) as the contract writes a birthday: `MM-dd-yyyy`, the inverse of
    /// `birthdayDate(_:)`.
    public static func birthdayText(of day: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: day)
        let two = { (number: Int?) in String(format: "%02d", number ?? 0) }
        return "\(two(parts.month))-\(two(parts.day))-\(String(format: "%04d", parts.year ?? 0))"
    }

    /// The day `text` (`MM-dd-yyyy`) names, or `nil` when it names none.
    public static func birthdayDate(_ text: String) -> Date? {
        let parts = text.split(separator: "-").map(String.init)
        guard parts.count == 3, parts[0].count == 2, parts[1].count == 2, parts[2].count == 4,
            let month = Int(parts[0]), let day = Int(parts[1]), let year = Int(parts[2]), year >= 1900
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let components = DateComponents(year: year, month: month, day: day)
        guard components.isValidDate(in: calendar), let date = calendar.date(from: components) else { return nil }
        return date
    }
}
