import Foundation
import MyBizAPI
import WebPages

/// One announcement's own page: its text, reactions, the confirmation asked for (and, for
/// administrators, who has not confirmed yet), and its comments with the form that adds one.
struct AnnouncementPageView {
    struct Reaction {
        let name: String
        let emoji: String
        let label: String
        let count: Int
        let mine: Bool
        /// What pressing it does: `on` gives it, `off` takes it back.
        let next: String
    }

    struct Comment {
        let id: String
        let author: String
        let when: String
        let isoDate: String
        let bodyHTML: String
    }

    let frame: AppFrame
    let id: String
    let title: String?
    let messageHTML: String
    let byline: String?
    let reactions: [Reaction]
    let needsConfirmation: Bool
    /// Whether the confirmation section shows: the reader is asked, or sees who has confirmed.
    let hasConfirmation: Bool
    let confirmedOn: String?
    let mayConfirm: Bool
    let confirmed: [String]
    let notConfirmed: [String]
    let showsConfirmations: Bool
    let confirmedCount: Int
    let peopleCount: Int
    let comments: [Comment]
    let hasComments: Bool
    let commentCount: Int
    var commentBody = ""
    var commentError: String?
    let notice: String?
    let maxBody = NewComment.maxBody

    init(frame: AppFrame, announcement: Announcement, conversation: AnnouncementConversation, notice: String?) {
        self.frame = frame
        id = announcement.id.uuidString
        title = announcement.title
        messageHTML = SafeMarkdown.html(announcement.message)
        byline = announcement.publishedAt.map { date in
            (announcement.author.map { "\($0) · " } ?? "") + PageText.dayWithYear(date)
        }
        reactions = conversation.reactions.map {
            Reaction(
                name: $0.reaction.rawValue, emoji: $0.reaction.emoji, label: $0.reaction.label, count: $0.count,
                mine: $0.mine, next: $0.mine ? "off" : "on")
        }
        needsConfirmation = conversation.needsConfirmation
        confirmedOn = conversation.confirmedAt.map(PageText.dayWithYear)
        mayConfirm = conversation.needsConfirmation && conversation.confirmedAt == nil
        confirmed = conversation.confirmed?.map(\.name) ?? []
        notConfirmed = conversation.notConfirmed?.map(\.name) ?? []
        showsConfirmations = conversation.confirmed != nil
        hasConfirmation = needsConfirmation || showsConfirmations
        confirmedCount = confirmed.count
        peopleCount = confirmed.count + notConfirmed.count
        comments = conversation.comments.map {
            Comment(
                id: $0.id.uuidString, author: $0.authorName,
                when: "\(PageText.dayWithYear($0.createdAt)) \(PageText.time($0.createdAt)) UTC",
                isoDate: MyBizJSON.format($0.createdAt), bodyHTML: SafeMarkdown.html($0.body))
        }
        hasComments = !comments.isEmpty
        commentCount = comments.count
        self.notice = notice
    }
}
