import Foundation
import MyBizAPI
import WebPages

/// The Announcements screen: newest first, each with its title, author and date, "New" on those
/// published since the reader last looked; for administrators, the way to post, change and remove.
struct AnnouncementsView {
    struct Item {
        let id: String
        let title: String?
        let message: String
        /// The text as Markdown makes it, safe to show (`SafeMarkdown`).
        let messageHTML: String
        let author: String?
        let date: String?
        let isNew: Bool
        /// Whether it asks the reader to confirm they read it, and they have not yet.
        let asksConfirmation: Bool
    }

    let frame: AppFrame
    let announcements: [Item]
    let isEmpty: Bool
    let notice: String?

    init(
        frame: AppFrame, announcements: [Announcement], seenAt: Date?, now: Date, unconfirmed: Set<UUID> = [],
        notice: String?
    ) {
        self.frame = frame
        self.notice = notice
        // Newest first; announcements from before dates keep their order, after the dated ones.
        let ordered = announcements.enumerated().sorted { first, second in
            switch (first.element.publishedAt, second.element.publishedAt) {
            case (let a?, let b?): a != b ? a > b : first.offset > second.offset
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): first.offset > second.offset
            }
        }.map(\.element)
        self.announcements = ordered.map { announcement in
            Item(
                id: announcement.id.uuidString, title: announcement.title, message: announcement.message,
                messageHTML: SafeMarkdown.html(announcement.message), author: announcement.author,
                date: announcement.publishedAt.map(PageText.dayWithYear),
                isNew: Self.isNew(announcement, seenAt: seenAt, now: now),
                asksConfirmation: unconfirmed.contains(announcement.id))
        }
        isEmpty = announcements.isEmpty
    }

    /// Whether `announcement` was published since the reader last looked (`seenAt`; never: everything
    /// published is new) and by `now`. One dated later is not new yet: it becomes so on its date, for
    /// whoever has not looked since.
    static func isNew(_ announcement: Announcement, seenAt: Date?, now: Date) -> Bool {
        guard let date = announcement.publishedAt, date <= now else { return false }
        return seenAt.map { date > $0 } ?? true
    }
}

/// The form that posts or changes an announcement, with each field's problem beside it.
struct AnnouncementFormView {
    let frame: AppFrame
    /// The announcement changed; `nil` for a new one.
    let id: String?
    let title: String
    let message: String
    let publishedAt: String
    let needsConfirmation: Bool
    let titleError: String?
    let messageError: String?
    let publishedAtError: String?
    let maxTitle = AnnouncementDraft.maxTitle
    let maxMessage = AnnouncementDraft.maxMessage
    /// Where the form is sent (a stored value: templates read stored properties only).
    let action: String
}
