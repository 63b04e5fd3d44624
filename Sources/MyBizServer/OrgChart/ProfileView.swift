import Foundation
import MyBizAPI
import WebPages

/// A person's profile: role and department, whom they report to and who reports to them, where they
/// work and the time it is there, and how to reach them.
struct ProfileView {
    /// Someone the profile links to.
    struct Link {
        let id: String
        let name: String
    }

    let frame: AppFrame
    let id: String
    let name: String
    let role: String?
    let department: String?
    let location: String
    /// "14:05, Tue 8 Dec" where they work, when their place names a time zone.
    let localTime: String?
    let zone: String?
    let manager: Link?
    let reports: [Link]
    let hasReports: Bool
    let email: String?
    let approvalLimit: String?
    let birthday: String?
    /// The account they sign in with, as administrators see it; `nil` for someone without one.
    let signsInAs: SignsInAs?

    /// The account a person signs in with.
    struct SignsInAs {
        let id: String
        let username: String
        let role: String
    }

    init(
        frame: AppFrame, person: Employee, chart: OrgChart, account: Account?, currency: CatalogueCurrency, now: Date
    ) {
        self.frame = frame
        id = person.id.uuidString
        name = OrgChart.displayName(of: person)
        role = person.roleTitle
        department = person.department
        location = person.location
        let zone = Self.zone(of: person.location)
        self.zone = zone?.identifier
        localTime = zone.map {
            DateFormatters.formatter("HH:mm, EEE d MMM", locale: "en_GB", zone: $0).string(from: now)
        }
        manager = chart.manager(of: person).map { Link(id: $0.id.uuidString, name: OrgChart.displayName(of: $0)) }
        reports = chart.reports(of: person).map { Link(id: $0.id.uuidString, name: OrgChart.displayName(of: $0)) }
        hasReports = !reports.isEmpty
        email = account.flatMap { $0.username.contains("@") ? $0.username : nil }
        approvalLimit = person.approvalLimit.map(currency.text)
        signsInAs = account.map {
            SignsInAs(
                id: $0.id.uuidString, username: $0.username, role: $0.role == .admin ? "an administrator" : "a member")
        }
        birthday = person.birthday.flatMap(EmployeeDraft.birthdayDate).map {
            DateFormatters.formatter("d MMMM", locale: "en_GB", zone: PageText.calendar.timeZone).string(from: $0)
        }
    }

    /// The time zone a place names — "Stockholm" is Europe/Stockholm, "New York" America/New_York —
    /// or `nil` when it names none.
    static func zone(of place: String) -> TimeZone? {
        let wanted = place.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: " ", with: "_")
        guard !wanted.isEmpty else { return nil }
        return TimeZone.knownTimeZoneIdentifiers.first { $0.split(separator: "/").last?.lowercased() == wanted }
            .flatMap(TimeZone.init(identifier:))
    }
}
