import Foundation

/// A person in the company: `GET /api/employees`. The first employee listed is the head.
public struct Employee: Codable, Hashable, Sendable, Identifiable {
    /// The employee's id.
    public var id: UUID
    /// The given name; may be empty.
    public var givenName: String
    /// The family name.
    public var familyName: String
    /// Where they work, e.g. "Seoul".
    public var location: String
    /// Their manager's id; `nil` (sent as `null`) for the head.
    public var manager: UUID?
    /// The ids of the people who report to them.
    public var directReports: [UUID]
    /// Their birthday as `MM-dd-yyyy`, or `nil` (sent as `null`).
    public var birthday: String?
    /// What they do, e.g. "Head of design" (added later); `nil` (sent as `null`) when not said.
    public var roleTitle: String?
    /// Their department (added later); `nil` (sent as `null`) when not said.
    public var department: String?
    /// The account they sign in with (added later); `nil` (sent as `null`) for someone without one.
    public var accountId: UUID?
    /// The largest purchase order they may approve, in the catalogue's currency (added later); `nil`
    /// (sent as `null`) for none.
    public var approvalLimit: Double?

    /// Creates an employee.
    public init(
        id: UUID, givenName: String, familyName: String, location: String, manager: UUID?,
        directReports: [UUID], birthday: String?, roleTitle: String? = nil, department: String? = nil,
        accountId: UUID? = nil, approvalLimit: Double? = nil
    ) {
        self.accountId = accountId
        self.approvalLimit = approvalLimit
        self.roleTitle = roleTitle
        self.department = department
        self.id = id
        self.givenName = givenName
        self.familyName = familyName
        self.location = location
        self.manager = manager
        self.directReports = directReports
        self.birthday = birthday
    }

    /// Writes every key, empty optionals as `null`, as the API does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(givenName, forKey: .givenName)
        try container.encode(familyName, forKey: .familyName)
        try container.encode(location, forKey: .location)
        try container.encode(manager, forKey: .manager)
        try container.encode(directReports, forKey: .directReports)
        try container.encode(birthday, forKey: .birthday)
        try container.encode(roleTitle, forKey: .roleTitle)
        try container.encode(department, forKey: .department)
        try container.encode(accountId, forKey: .accountId)
        try container.encode(approvalLimit, forKey: .approvalLimit)
    }
}
