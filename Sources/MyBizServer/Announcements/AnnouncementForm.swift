import Foundation
import MyBizAPI
import WebPages

/// The announcement form as sent: its fields as typed, and each field's problem by
/// `AnnouncementDraft`'s rules.
struct AnnouncementForm {
    var title: String
    var message: String
    /// `yyyy-MM-ddTHH:mm` in UTC, as a `datetime-local` field holds it; empty for now.
    var publishedAt: String
    /// Whether everyone is asked to confirm they read it.
    var needsConfirmation = false
    var titleError: String?
    var messageError: String?
    var publishedAtError: String?

    static let empty = AnnouncementForm(title: "", message: "", publishedAt: "")

    private init(title: String, message: String, publishedAt: String) {
        self.title = title
        self.message = message
        self.publishedAt = publishedAt
    }

    /// The form filled with `announcement`.
    init(_ announcement: Announcement) {
        self.init(
            title: announcement.title ?? "", message: announcement.message,
            publishedAt: announcement.publishedAt.map(Self.fieldText) ?? "")
    }

    /// The form as `fields` sent it.
    init(_ fields: FormFields) {
        self.init(
            title: fields["title"] ?? "", message: fields["message"] ?? "", publishedAt: fields["published-at"] ?? "")
        needsConfirmation = fields["needs-confirmation"] == "on"
    }

    /// The draft, when every field will do; otherwise `nil`, with the problems noted.
    mutating func draft() -> AnnouncementDraft? {
        var date: Date?
        if !publishedAt.isEmpty {
            date = Self.date(fromField: publishedAt)
            if date == nil { publishedAtError = "Give the date and time as the field asks, or leave it empty for now." }
        }
        let draft = AnnouncementDraft(
            title: title, message: message, publishedAt: date, needsConfirmation: needsConfirmation
        ).trimmed
        for problem in draft.problems { note(problem) }
        return titleError == nil && messageError == nil && publishedAtError == nil ? draft : nil
    }

    /// Shows `problem` beside its field; one of no field of the form's own, beside the message.
    mutating func note(_ problem: RuleProblem) {
        if problem.field == "title" { titleError = problem.pageSentence } else { messageError = problem.pageSentence }
    }

    /// What the template shows; `id` is the announcement changed, `nil` for a new one.
    func view(frame: AppFrame, id: UUID? = nil) -> AnnouncementFormView {
        AnnouncementFormView(
            frame: frame, id: id?.uuidString, title: title, message: message, publishedAt: publishedAt,
            needsConfirmation: needsConfirmation, titleError: titleError, messageError: messageError,
            publishedAtError: publishedAtError,
            action: id.map { "/app/announcements/\($0.uuidString)" } ?? "/app/announcements")
    }

    private static func fieldText(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        return formatter.string(from: date)
    }

    private static func date(fromField text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        for format in ["yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd'T'HH:mm:ss"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
