import Foundation
import Hummingbird
import MyBizAPI
import ServerHTTP
import WebPages

/// The Calendar screen at `/app/calendar` (events and birthdays), and its form for administrators:
/// add, change and delete events through `EventDesk`, a broken rule shown beside its field.
struct CalendarPages: Sendable {
    let screens: AppScreens
    let company: any CompanyRepository
    let events: EventDesk
    let now: @Sendable () -> Date

    /// The screen for everyone logged in; the form and its posts for administrators only.
    func addRoutes(to app: RouterGroup<MyBizRequestContext>) {
        app.get("/calendar") { request, context in try await calendar(request, context) }
        let scheduling = app.administrators(refusing: EventDesk.forbidden)
        scheduling.get("/calendar/new") { request, context in
            let frame = try screens.frame(nil, request, context)
            return try await screens.renderedPages.page(frame.pageKey("app-event-form")) {
                try screens.library.answer("app-event-form", EventForm.empty.view(frame: frame))
            }
        }
        scheduling.post("/calendar") { request, context in try await save(nil, request, context) }
        scheduling.get("/calendar/{id}/edit") { request, context in
            let id = try AppScreens.id(context)
            let frame = try screens.frame(nil, request, context)
            return try await screens.renderedPages.page(frame.pageKey("app-event-form", id.uuidString)) {
                guard let event = try await company.events().first(where: { $0.id == id }) else {
                    throw EventDesk.notFound(id)
                }
                return try screens.library.answer("app-event-form", EventForm(event).view(frame: frame, id: id))
            }
        }
        scheduling.post("/calendar/{id}") { request, context in
            try await save(try AppScreens.id(context), request, context)
        }
        app.get("/calendar/{id}") { request, context in
            let id = try AppScreens.id(context)
            guard let event = try await company.events().first(where: { $0.id == id }) else {
                throw EventDesk.notFound(id)
            }
            let period = CalendarPeriod(view: nil, date: nil, now: now(), zone: Self.readerZone(request))
            let notice = AppScreens.notice(request, ["answered": "Your answer is saved."])
            return try screens.library.page(
                "app-event",
                EventPageView(
                    frame: try screens.frame(nil, request, context), event: event,
                    responses: try await events.responses(to: id), viewer: try context.account().id, period: period,
                    notice: notice))
        }
        app.post("/calendar/{id}/response") { request, context in
            let fields = try await screens.form(request)
            let id = try AppScreens.id(context)
            guard let answer = fields["answer"].flatMap(EventAnswer.init(rawValue:)) else {
                throw APIError.badRequest("Choose going, maybe or not going.")
            }
            _ = try await events.answer(answer, to: id, by: try context.account())
            return HTMLPage.redirect(to: "/app/calendar/\(id.uuidString)?notice=answered")
        }
        scheduling.get("/calendar/{id}/delete") { request, context in
            let id = try AppScreens.id(context)
            guard let event = try await company.events().first(where: { $0.id == id }) else {
                throw EventDesk.notFound(id)
            }
            return try screens.library.page(
                "app-confirm",
                ConfirmationView(
                    frame: try screens.frame(nil, request, context), question: "Delete “\(event.name)”?",
                    consequence: "It leaves everyone's calendar at once, and it cannot be brought back.",
                    action: "/app/calendar/\(id.uuidString)/delete", button: "Delete it", back: "/app/calendar"))
        }
        scheduling.post("/calendar/{id}/delete") { request, context in
            _ = try await screens.form(request)
            try await events.remove(try AppScreens.id(context), by: try context.account())
            return HTMLPage.redirect(to: "/app/calendar?notice=deleted")
        }
    }

    /// The month's events and birthdays, kept until the day changes or the company's data does.
    private func calendar(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        let notice = AppScreens.notice(
            request,
            [
                "added": "The event is in the calendar.", "saved": "Your changes are saved.",
                "deleted": "The event is deleted.",
            ])
        let frame = try screens.frame(.calendar, request, context)
        let now = now()
        let period = CalendarPeriod(
            view: request.uri.queryParameters["view"].map(String.init),
            date: request.uri.queryParameters["date"].map(String.init), now: now, zone: Self.readerZone(request))
        let key = frame.pageKey(
            "app-calendar", notice ?? "", period.kind.rawValue, period.isoDay(period.start),
            period.calendar.timeZone.identifier)
        return try await screens.renderedPages.page(key) {
            async let events = company.events()
            async let employees = company.employees()
            let view = CalendarView(
                frame: frame, events: try await events, employees: try await employees, now: now, period: period,
                notice: notice)
            return try screens.library.answer("app-calendar", view).valid(until: CalendarView.nextDay(after: now))
                .notKept(if: notice != nil)
        }
    }

    /// The cookie the calendar's script keeps the reader's time zone in.
    static let zoneCookie = "mybiz_tz"

    /// The reader's time zone, as their browser said it (`zoneCookie`, else the one every page's
    /// shell keeps, `ReaderTimeZone`); UTC until it has.
    static func readerZone(_ request: Request) -> TimeZone {
        guard let name = request.cookies[zoneCookie]?.value.removingPercentEncoding, name.count <= 64,
            let zone = TimeZone(identifier: name)
        else { return ReaderTimeZone.of(request) }
        return zone
    }

    /// Adds an event (`id` nil) or changes one from the form; a problem is shown beside its field.
    private func save(_ id: UUID?, _ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        var form = EventForm(try await screens.form(request))
        if let draft = form.draft() {
            do {
                // Back to the week the event is in, wherever that is, at the event.
                let period = CalendarPeriod(view: nil, date: nil, now: draft.date, zone: Self.readerZone(request))
                let place = "view=week&date=\(period.isoDay(period.start))"
                if let id {
                    _ = try await events.replace(id, with: draft, by: try context.account())
                    return HTMLPage.redirect(to: "/app/calendar?\(place)&notice=saved#event-\(id.uuidString)")
                }
                let added = try await events.add(draft, by: try context.account())
                return HTMLPage.redirect(to: "/app/calendar?\(place)&notice=added#event-\(added.id.uuidString)")
            } catch let problem as RuleProblem {
                form.note(problem)
            }
        }
        return try screens.library.page(
            "app-event-form", form.view(frame: try screens.frame(nil, request, context), id: id), status: .badRequest)
    }
}
