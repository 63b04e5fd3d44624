import Foundation
import Hummingbird
import MyBizAPI
import ServerHTTP
import WebPages

/// The Announcements screen at `/app/announcements`, and its form for administrators: post, change
/// and delete through `AnnouncementDesk`, a broken rule shown beside its field.
struct AnnouncementPages: Sendable {
    let screens: AppScreens
    let company: any CompanyRepository
    let accounts: any AccountRepository
    let desk: AnnouncementDesk
    let talk: AnnouncementTalk
    let now: @Sendable () -> Date

    /// The screen for everyone logged in; the form and its posts for administrators only.
    func addRoutes(to app: RouterGroup<MyBizRequestContext>) {
        app.get("/announcements") { request, context in try await announcements(request, context) }
        app.get("/announcements/{id}") { request, context in
            let notice = AppScreens.notice(
                request,
                [
                    "commented": "Your comment is posted.", "confirmed": "Thank you: your confirmation is noted.",
                ])
            return try await page(try AppScreens.id(context), notice: notice, request, context)
        }
        app.post("/announcements/{id}/comments") { request, context in
            let fields = try await screens.form(request)
            let id = try AppScreens.id(context)
            let body = fields["body"] ?? ""
            do {
                let added = try await talk.comment(NewComment(body: body), on: id, by: try context.account())
                return HTMLPage.redirect(
                    to: "/app/announcements/\(id.uuidString)?notice=commented#comment-\(added.id.uuidString)")
            } catch let problem as RuleProblem {
                // Said as the form names the field ("Your comment"), not as the API does ("body").
                let sentence = problem.sentence.replacingOccurrences(of: "body ", with: "Your comment ")
                return try await page(id, commentBody: body, commentError: sentence, request, context)
            }
        }
        app.post("/announcements/{id}/reactions") { request, context in
            let fields = try await screens.form(request)
            let id = try AppScreens.id(context)
            let parts = (fields["reaction"] ?? "").split(separator: ":")
            guard parts.count == 2, let reaction = AnnouncementReaction(rawValue: String(parts[0])) else {
                throw APIError.badRequest("Choose one of the reactions shown.")
            }
            try await talk.react(reaction, to: id, by: try context.account(), on: parts[1] == "on")
            return HTMLPage.redirect(to: "/app/announcements/\(id.uuidString)#reactions")
        }
        app.post("/announcements/{id}/confirmation") { request, context in
            _ = try await screens.form(request)
            let id = try AppScreens.id(context)
            try await talk.confirm(id, by: try context.account())
            return HTMLPage.redirect(to: "/app/announcements/\(id.uuidString)?notice=confirmed#confirm-heading")
        }
        let announcing = app.administrators(refusing: AnnouncementDesk.forbidden)
        announcing.get("/announcements/new") { request, context in
            let frame = try screens.frame(nil, request, context)
            return try await screens.renderedPages.page(frame.pageKey("app-announcement-form")) {
                try screens.library.answer("app-announcement-form", AnnouncementForm.empty.view(frame: frame))
            }
        }
        announcing.post("/announcements") { request, context in try await save(nil, request, context) }
        announcing.get("/announcements/{id}/edit") { request, context in
            let id = try AppScreens.id(context)
            let frame = try screens.frame(nil, request, context)
            // Not kept: whether confirmation is asked changes without the company's version.
            guard let announcement = try await company.announcements().first(where: { $0.id == id }) else {
                throw AnnouncementDesk.notFound(id)
            }
            var form = AnnouncementForm(announcement)
            form.needsConfirmation = try await talk.asksConfirmation(id)
            return try screens.library.page("app-announcement-form", form.view(frame: frame, id: id))
        }
        announcing.post("/announcements/{id}") { request, context in
            try await save(try AppScreens.id(context), request, context)
        }
        announcing.get("/announcements/{id}/delete") { request, context in
            let id = try AppScreens.id(context)
            guard let announcement = try await company.announcements().first(where: { $0.id == id }) else {
                throw AnnouncementDesk.notFound(id)
            }
            let what = announcement.title.map { "“\($0)”" } ?? "this announcement"
            return try screens.library.page(
                "app-confirm",
                ConfirmationView(
                    frame: try screens.frame(nil, request, context), question: "Delete \(what)?",
                    consequence: "Everyone stops seeing it at once, and it cannot be brought back.",
                    action: "/app/announcements/\(id.uuidString)/delete", button: "Delete it",
                    back: "/app/announcements"))
        }
        announcing.post("/announcements/{id}/delete") { request, context in
            _ = try await screens.form(request)
            try await desk.remove(try AppScreens.id(context), by: try context.account())
            return HTMLPage.redirect(to: "/app/announcements?notice=deleted")
        }
    }

    /// The announcements, those published since the reader last looked marked new. Only a visit that
    /// showed something new moves the mark, and only a page showing nothing new is kept: the next
    /// visit would not show the same marks, while a page with none stays true until the company's
    /// data changes (the mark only ever moves forward) or an announcement dated later reaches its date.
    private func announcements(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        let account = try context.account()
        let notice = AppScreens.notice(
            request,
            [
                "posted": "The announcement is posted.", "saved": "Your changes are saved.",
                "deleted": "The announcement is deleted.",
            ])
        let frame = try screens.frame(.announcements, request, context)
        // Which ask this reader to confirm is theirs alone and changes without the company's version:
        // it is part of the page's key.
        let unconfirmed = try await talk.unconfirmed(by: account)
        let key = frame.pageKey(
            "app-announcements", account.id.uuidString, notice ?? "",
            unconfirmed.map(\.uuidString).sorted().joined(separator: ","))
        return try await screens.renderedPages.page(key) {
            async let list = company.announcements()
            let seenAt = try await accounts.announcementsSeen(by: account.id)
            let announcements = try await list
            let now = now()
            let page = try screens.library.answer(
                "app-announcements",
                AnnouncementsView(
                    frame: frame, announcements: announcements, seenAt: seenAt, now: now, unconfirmed: unconfirmed,
                    notice: notice))
            guard announcements.contains(where: { AnnouncementsView.isNew($0, seenAt: seenAt, now: now) }) else {
                // Kept until the next announcement dated later becomes new.
                let next = announcements.compactMap(\.publishedAt).filter { $0 > now }.min()
                return (next.map { page.valid(until: $0) } ?? page).notKept(if: notice != nil)
            }
            try await accounts.markAnnouncementsSeen(by: account.id, at: now)
            return page.notKept()
        }
    }

    /// Announcement `id`'s own page, with its conversation; a comment refused keeps what was typed.
    private func page(
        _ id: UUID, notice: String? = nil, commentBody: String = "", commentError: String? = nil, _ request: Request,
        _ context: MyBizRequestContext
    ) async throws -> Response {
        guard let announcement = try await company.announcements().first(where: { $0.id == id }) else {
            throw AnnouncementDesk.notFound(id)
        }
        var view = AnnouncementPageView(
            frame: try screens.frame(nil, request, context), announcement: announcement,
            conversation: try await talk.conversation(of: id, for: try context.account()), notice: notice)
        view.commentBody = commentBody
        view.commentError = commentError
        return try screens.library.page("app-announcement", view, status: commentError == nil ? .ok : .badRequest)
    }

    /// Posts a new announcement (`id` nil) or changes one from the form; a problem is shown beside its field.
    private func save(_ id: UUID?, _ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        var form = AnnouncementForm(try await screens.form(request))
        if let draft = form.draft() {
            do {
                if let id {
                    _ = try await desk.replace(id, with: draft, by: try context.account())
                    return HTMLPage.redirect(to: "/app/announcements?notice=saved")
                }
                _ = try await desk.post(draft, by: try context.account())
                return HTMLPage.redirect(to: "/app/announcements?notice=posted")
            } catch let problem as RuleProblem {
                form.note(problem)
            }
        }
        return try screens.library.page(
            "app-announcement-form", form.view(frame: try screens.frame(nil, request, context), id: id),
            status: .badRequest)
    }
}
