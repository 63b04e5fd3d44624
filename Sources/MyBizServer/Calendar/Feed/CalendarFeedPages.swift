import Foundation
import HTTPTypes
import Hummingbird
import ICalendar
import Logging
import MyBizAPI
import ServerHTTP
import ServerSecurity
import WebPages

/// A person's calendar in their own calendar app: the secret feed address they make, replace and
/// turn off at `/app/calendar/subscribe`, the feed itself at `/feeds/calendar/{token}.ics` (no
/// login: the address is the secret), and one event's `.ics` download.
struct CalendarFeedPages: Sendable {
    let screens: AppScreens
    let company: any CompanyRepository
    let feeds: any CalendarFeedRepository
    let now: @Sendable () -> Date

    /// The feed's path for `token`.
    static func path(_ token: SessionToken) -> String { "/feeds/calendar/\(token.text).ics" }

    /// The pages for people logged in to the company app.
    func addRoutes(to app: RouterGroup<MyBizRequestContext>) {
        app.get("/calendar/subscribe") { request, context in
            let account = try context.account()
            let notice = AppScreens.notice(request, ["off": "Your calendar address is turned off."])
            let feed = try await feeds.feed(of: account.id)
            return try screens.library.page(
                "app-calendar-feed",
                CalendarFeedView(
                    frame: try screens.frame(nil, request, context), since: feed?.createdAt,
                    zone: feed?.zone ?? CalendarPages.readerZone(request), notice: notice))

        }
        app.post("/calendar/subscribe") { request, context in
            _ = try await screens.form(request)
            let account = try context.account()
            let token = SessionToken.random()
            let zone = CalendarPages.readerZone(request)
            try await feeds.replaceFeed(of: account.id, tokenHash: token.hash, zone: zone.identifier, at: now())
            context.logger.info("A calendar address was made", metadata: ["account": "\(account.id)"])
            let https = AccountsPages.site(of: request, publicURL: screens.publicURL) + Self.path(token)
            return try screens.library.page(
                "app-calendar-feed",
                CalendarFeedView(
                    frame: try screens.frame(nil, request, context), since: now(), zone: zone, notice: nil,
                    address: https))
        }
        app.post("/calendar/subscribe/off") { request, context in
            _ = try await screens.form(request)
            try await feeds.removeFeed(of: try context.account().id)
            return HTMLPage.redirect(to: "/app/calendar/subscribe?notice=off")
        }
        app.get("/calendar/{id}/event.ics") { request, context in
            let id = try AppScreens.id(context)
            let account = try context.account()
            let since = now().addingTimeInterval(-CalendarFeed.cancelledKept)
            guard let event = try await feeds.events(cancelledSince: since).first(where: { $0.event.id == id }) else {
                throw EventDesk.notFound(id)
            }
            let site = AccountsPages.site(of: request, publicURL: screens.publicURL)
            let feed = CalendarFeed(
                zone: CalendarPages.readerZone(request), now: now(),
                eventLink: { "\(site)/app/calendar/\($0.uuidString)" })
            let text = feed.calendar(for: event, answer: try await feeds.answers(of: account.id)[id]).text
            return Self.calendarAnswer(text, request: request, fileName: Self.fileName(event.event.name))
        }
    }

    /// The feed itself, for a calendar app holding its secret address.
    func addFeedRoutes(to router: RouterGroup<MyBizRequestContext>) {
        router.get("/feeds/calendar/{file}") { request, context in
            let file = context.parameters.get("file") ?? ""
            guard file.hasSuffix(".ics"),
                let owner = try await feeds.owner(ofTokenHash: SessionToken(text: String(file.dropLast(4))).hash)
            else {
                throw APIError(
                    .notFound,
                    "There is no calendar at this address: it was turned off or replaced. Make a new one on the calendar page."
                )
            }
            let now = now()
            async let events = feeds.events(cancelledSince: now.addingTimeInterval(-CalendarFeed.cancelledKept))
            async let employees = company.employees()
            async let answers = feeds.answers(of: owner.account)
            let site = AccountsPages.site(of: request, publicURL: screens.publicURL)
            let feed = CalendarFeed(zone: owner.zone, now: now, eventLink: { "\(site)/app/calendar/\($0.uuidString)" })
            let text = feed.calendar(
                named: "MyBiz — \(owner.name)", events: try await events, employees: try await employees,
                answers: try await answers
            ).text
            return Self.calendarAnswer(text, request: request, fileName: nil)
        }
    }

    /// `text` as `text/calendar`, with a strong ETag so a calendar app polling an unchanged feed
    /// gets `304 Not Modified`; `fileName` makes it a download.
    static func calendarAnswer(_ text: String, request: Request, fileName: String?) -> Response {
        let tag = ContentTag.of(text)
        var headers: HTTPFields = [
            .contentType: "text/calendar; charset=utf-8", .eTag: tag, .cacheControl: "private, no-cache",
        ]
        if let fileName { headers[.contentDisposition] = "attachment; filename=\"\(fileName)\"" }
        if let asked = request.headers[.ifNoneMatch], ContentTag.header(asked, names: tag) {
            return Response(status: .notModified, headers: headers)
        }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// A file name made of `name`'s letters and digits, as every system saves it.
    static func fileName(_ name: String) -> String {
        let kept = name.unicodeScalars.map {
            $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil) ? Character($0) : "-"
        }
        let collapsed = String(kept).split(separator: "-").joined(separator: "-").prefix(60)
        return (collapsed.isEmpty ? "event" : String(collapsed)) + ".ics"
    }
}
