import Foundation
import Hummingbird
import MyBizAPI
import ServerHTTP
import WebPages

/// The inbox at `/app/inbox` — what happened that concerns the reader, newest first, marked read once
/// shown — the count the header's badge asks for every few seconds (`/app/inbox/count`), and the
/// Settings form that chooses what to be told.
struct InboxPages: Sendable {
    let screens: AppScreens
    let inboxes: any InboxRepository
    let now: @Sendable () -> Date

    func addRoutes(to app: RouterGroup<MyBizRequestContext>) {
        app.get("/inbox") { request, context in
            let account = try context.account()
            let inbox = try await inboxes.inbox(of: account.id, limit: Inbox.shown)
            let muted = try await inboxes.muted(of: account.id)
            let page = try screens.library.page(
                "app-inbox",
                InboxView(
                    frame: try screens.frame(nil, request, context), inbox: inbox, muted: muted,
                    notice: AppScreens.notice(request, ["saved": "Your choices are saved."])))
            // Up to the newest the page showed: an item that arrived meanwhile stays unread.
            if let newest = inbox.items.first?.createdAt {
                try await inboxes.markRead(of: account.id, upTo: newest, at: now())
            }
            return page
        }
        app.get("/inbox/count") { _, context in
            let unread = try await inboxes.unread(of: try context.account().id)
            let body = InboxCount(unread: unread.count, newest: unread.newest?.text, link: unread.newest?.link)
            return JSONAnswer.response(try MyBizRequestContext.encoder().encode(body))
        }
        app.post("/inbox/settings") { request, context in
            let fields = try await screens.form(request)
            let wanted = Set(fields.all("kind").compactMap(NotificationKind.init(rawValue:)))
            try await inboxes.setMuted(Set(NotificationKind.allCases).subtracting(wanted), of: try context.account().id)
            return HTMLPage.redirect(to: "/app/inbox?notice=saved#settings")
        }
    }
}

/// What the header's badge reads: how many unread, and the newest, to say at once.
struct InboxCount: Encodable, ResponseEncodable {
    let unread: Int
    let newest: String?
    let link: String?
}

/// The inbox page: its items and the kinds the reader gets.
struct InboxView {
    struct Item {
        let text: String
        let link: String
        let when: String
        let isoDate: String
        let isNew: Bool
    }

    struct Choice {
        let value: String
        let label: String
        let isOn: Bool
    }

    let frame: AppFrame
    let items: [Item]
    let isEmpty: Bool
    let choices: [Choice]
    let notice: String?

    init(frame: AppFrame, inbox: Inbox, muted: Set<NotificationKind>, notice: String?) {
        self.frame = frame
        items = inbox.items.map {
            Item(
                text: $0.text, link: $0.link,
                when: "\(PageText.dayWithYear($0.createdAt)) \(PageText.time($0.createdAt)) UTC",
                isoDate: MyBizJSON.format($0.createdAt), isNew: !$0.read)
        }
        isEmpty = items.isEmpty
        choices = NotificationKind.allCases.map {
            Choice(value: $0.rawValue, label: $0.label, isOn: !muted.contains($0))
        }
        self.notice = notice
    }
}
