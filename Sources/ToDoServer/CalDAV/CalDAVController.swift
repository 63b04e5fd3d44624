import Foundation
import HTTPTypes
import Hummingbird
import ICalendar
import NIOCore
import SQLKit
import ServerHTTP
import ServerSecurity
import ToDoKit
import WebPages

/// The to-do list over CalDAV (RFC 4791), with `sync-collection` (RFC 6578) and discovery from
/// `/.well-known/caldav` (RFC 6764), for Reminders, Thunderbird, DAVx⁵ and the like: each list a
/// calendar collection of VTODOs under `/dav/calendars/{account}/`, signed in with an app password.
struct CalDAVController: Sendable {
    let repository: any ToDoListRepository
    let objects: CalDAVObjectStore
    let database: any SQLDatabase
    let appPasswords: any AppPasswordReader
    let now: @Sendable () -> Date

    /// The largest calendar object a client may write.
    static let maxObjectBytes = 262_144
    /// The largest PROPFIND or REPORT body.
    static let maxQueryBytes = 65_536

    private static let methods = [
        "OPTIONS", "PROPFIND", "PROPPATCH", "REPORT", "GET", "HEAD", "PUT", "DELETE", "MKCALENDAR", "MKCOL", "MOVE",
        "COPY", "POST", "LOCK", "UNLOCK",
    ]

    func addRoutes(to router: Router<AppRequestContext>) {
        let group = router.group(context: ToDoRequestContext.self)
        for name in Self.methods {
            guard let method = HTTPRequest.Method(name) else { continue }
            group.on("/.well-known/caldav", method: method) { _, _ in
                Response(status: .movedPermanently, headers: [.location: CalDAVPath.rootPath])
            }
            group.on("/dav", method: method) { request, context in try await answer(request, context) }
            group.on("/dav/**", method: method) { request, context in try await answer(request, context) }
        }
        // Clients given the server's bare address ask its root who they are.
        if let propfind = HTTPRequest.Method("PROPFIND") {
            group.on("/", method: propfind) { request, context in try await answer(request, context) }
        }
    }

    private func answer(_ request: Request, _ context: ToDoRequestContext) async throws -> Response {
        if request.method == .options { return Self.options() }
        guard let signedIn = try await appPasswords.user(appPasswordOf: request, context: context) else {
            return Self.unauthorized()
        }
        let account = signedIn.user.id
        let path = request.uri.path == "/" ? CalDAVPath.rootPath : request.uri.path
        guard let resource = CalDAVPath(path) else { return Self.status(.notFound, "There is nothing at \(path).") }
        if let owner = resource.account, owner != account {
            return Self.status(.forbidden, "That belongs to another account.")
        }
        let writer = VTodoWriter(zone: signedIn.zone)
        switch request.method.rawValue {
        case "PROPFIND":
            return try await propfind(request, resource, signedIn, writer)
        case "REPORT":
            return try await report(request, resource, account, writer)
        case "GET", "HEAD":
            guard case .object(_, let collection, let name) = resource else {
                return Self.status(.methodNotAllowed, "Only a to-do's calendar object can be fetched.")
            }
            let listing = try await self.listing(of: account, writer)
            guard let item = listing.item(named: name, in: collection) else {
                return Self.status(.notFound, "There is no such to-do: it may have been deleted.")
            }
            let text = listing.object(of: item)
            let headers: HTTPFields = [
                .contentType: "text/calendar; charset=utf-8", .eTag: CalDAVListing.etag(text),
            ]
            if request.method == .head { return Response(status: .ok, headers: headers) }
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
        case "PUT":
            guard case .object(_, let collection, let name) = resource else {
                return Self.status(.methodNotAllowed, "A to-do is written to a name inside a list.")
            }
            return try await put(
                request, collection: collection, name: name, account: account, zone: signedIn.zone, writer)
        case "DELETE":
            return try await delete(request, resource, account, writer)
        case "PROPPATCH":
            return try await proppatch(request, path: path)
        case "MKCALENDAR", "MKCOL":
            return Self.status(
                .forbidden, "Lists are made by putting a to-do in them: write a to-do to the new list's address.")
        default:
            return Self.status(.methodNotAllowed, "\(request.method.rawValue) is not supported here.")
        }
    }

    // MARK: Reading

    private func listing(of account: UUID, _ writer: VTodoWriter) async throws -> CalDAVListing {
        async let stored = repository.revisioned(of: account)
        async let kept = objects.objects(of: account)
        let (list, revision) = try await stored
        return CalDAVListing(account: account, list: list, revision: revision, kept: try await kept, writer: writer)
    }

    private func propfind(
        _ request: Request, _ resource: CalDAVPath, _ signedIn: AppPasswordUser, _ writer: VTodoWriter
    ) async throws -> Response {
        let body = try await Self.xmlBody(request)
        if case .invalid = body { return Self.status(.badRequest, "The PROPFIND body is not well-formed XML.") }
        let asked = CalDAVRequest.propfind(body.element)
        let depth = request.headers[HTTPField.Name("Depth")!]?.trimmingCharacters(in: .whitespaces) ?? "infinity"
        let children = depth != "0"
        let account = signedIn.user.id
        var answer = DAVMultistatus()
        func add(_ href: String, _ available: [DAVMultistatus.Property]) {
            let (found, missing) = CalDAVProperties.answer(available, asked: asked)
            answer.add(href: href, found: found, missing: missing)
        }
        switch resource {
        case .root:
            add(CalDAVPath.rootPath, CalDAVProperties.root(account))
        case .principal:
            add(
                CalDAVPath.principalPath(account),
                CalDAVProperties.principal(account, name: signedIn.user.name, username: signedIn.user.username))
        case .home:
            add(CalDAVPath.homePath(account), CalDAVProperties.home(account, name: signedIn.user.name))
            if children {
                let listing = try await listing(of: account, writer)
                for name in listing.collections {
                    add(CalDAVPath.listPath(account, name), CalDAVProperties.collection(name, in: listing))
                }
            }
        case .list(_, let requested):
            let listing = try await listing(of: account, writer)
            guard let name = listing.collection(named: requested) else {
                return Self.status(.notFound, "There is no list “\(requested)”.")
            }
            add(CalDAVPath.listPath(account, name), CalDAVProperties.collection(name, in: listing))
            if children {
                let withData = asked?.contains { $0.name == "calendar-data" } ?? false
                for item in listing.items(in: name) {
                    add(
                        CalDAVPath.objectPath(account, name, listing.objectName(of: item)),
                        CalDAVProperties.object(text: listing.object(of: item), withData: withData))
                }
            }
        case .object(_, let collection, let objectName):
            let listing = try await listing(of: account, writer)
            guard let item = listing.item(named: objectName, in: collection),
                let name = listing.collection(named: collection)
            else { return Self.status(.notFound, "There is no such to-do: it may have been deleted.") }
            let withData = asked?.contains { $0.name == "calendar-data" } ?? false
            add(
                CalDAVPath.objectPath(account, name, listing.objectName(of: item)),
                CalDAVProperties.object(text: listing.object(of: item), withData: withData))
        }
        return Self.multistatus(answer)
    }

    private func report(_ request: Request, _ resource: CalDAVPath, _ account: UUID, _ writer: VTodoWriter) async throws
        -> Response
    {
        let body = try await Self.xmlBody(request)
        guard let report = body.element else { return Self.status(.badRequest, "A REPORT needs an XML body.") }
        guard case .list(_, let requested) = resource else {
            return Self.status(.forbidden, "Reports are answered for a list's collection.")
        }
        let listing = try await listing(of: account, writer)
        guard let name = listing.collection(named: requested) else {
            return Self.status(.notFound, "There is no list “\(requested)”.")
        }
        let asked = CalDAVRequest.names(in: report.child(DAVElement.dav, "prop"))
        let withData = asked?.contains { $0.name == "calendar-data" } ?? false
        var answer = DAVMultistatus()
        func add(_ item: ToDoItem) {
            let (found, missing) = CalDAVProperties.answer(
                CalDAVProperties.object(text: listing.object(of: item), withData: withData), asked: asked)
            answer.add(
                href: CalDAVPath.objectPath(account, name, listing.objectName(of: item)), found: found, missing: missing
            )
        }
        if report.is(DAVElement.calDAV, "calendar-multiget") {
            for href in report.children(DAVElement.dav, "href") {
                let text = href.text.trimmingCharacters(in: .whitespacesAndNewlines)
                let path = URLComponents(string: text)?.path ?? text
                if case .object(account, _, let objectName) = CalDAVPath(path),
                    let item = listing.item(named: objectName, in: name)
                {
                    add(item)
                } else {
                    answer.add(href: text, status: "404 Not Found")
                }
            }
        } else if report.is(DAVElement.calDAV, "calendar-query") {
            let filter = CalDAVFilter(report.child(DAVElement.calDAV, "filter"))
            for item in listing.items(in: name) where filter.matches(listing.object(of: item)) { add(item) }
        } else if report.is(DAVElement.dav, "sync-collection") {
            let token =
                report.child(DAVElement.dav, "sync-token")?.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            if token.isEmpty {
                for item in listing.items(in: name) { add(item) }
            } else {
                guard let since = CalDAVListing.revision(ofSyncToken: token), since <= listing.revision else {
                    return Self.error(.forbidden, "<d:valid-sync-token/>", "The sync token is not one of this list's.")
                }
                let inList = Dictionary(uniqueKeysWithValues: listing.items(in: name).map { ($0.id, $0) })
                for id in try await ToDoItemLog.changed(of: account, after: since, in: database) {
                    if let item = inList[id] {
                        add(item)
                    } else {
                        answer.add(
                            href: CalDAVPath.objectPath(
                                account, name, listing.kept[id]?.name ?? "\(id.uuidString).ics"),
                            status: "404 Not Found")
                    }
                }
            }
            answer.syncToken = listing.syncToken
        } else {
            return Self.error(.forbidden, "<d:supported-report/>", "This report is not supported.")
        }
        return Self.multistatus(answer)
    }

    // MARK: Writing

    private func put(
        _ request: Request, collection: String, name: String, account: UUID, zone: TimeZone, _ writer: VTodoWriter
    ) async throws -> Response {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: Self.maxObjectBytes)
        } catch is NIOTooManyBytesError {
            return Self.error(
                .contentTooLarge, "<c:max-resource-size/>",
                "A to-do must be \(Self.maxObjectBytes / 1_024) KB or smaller.")
        }
        let text = String(decoding: buffer.readableBytesView, as: UTF8.self)
        let calendar: ICalendarComponent
        do {
            calendar = try ICalendarParser.calendar(text)
        } catch {
            return Self.error(.forbidden, "<c:valid-calendar-data/>", error.description)
        }
        let todos = calendar.components("VTODO")
        guard !todos.isEmpty, calendar.components.allSatisfy({ ["VTODO", "VTIMEZONE"].contains($0.name) }) else {
            return Self.error(
                .forbidden, "<c:supported-calendar-component/>", "A list holds to-dos (VTODO) only, one per object.")
        }
        guard let uid = todos[0].property("UID")?.value, !uid.isEmpty,
            todos.allSatisfy({ $0.property("UID")?.value == uid })
        else {
            return Self.error(
                .forbidden, "<c:valid-calendar-object-resource/>", "Every VTODO must have one UID, the same.")
        }
        let master = todos.first { $0.property("RECURRENCE-ID") == nil } ?? todos[0]
        let current = try await listing(of: account, writer)
        let listName: String?
        do throws(ToDoInputError) {
            listName = try ToDoItem.listName(current.collection(named: collection) ?? collection)
        } catch {
            return Self.status(.forbidden, error.description)
        }
        let fields: VTodoFields
        do {
            fields = try VTodoFields(master, zone: zone)
        } catch {
            return Self.error(.forbidden, "<c:valid-calendar-data/>", error.description)
        }

        let existing =
            current.item(named: name, in: collection)
            ?? current.list.items.first { $0.id == Self.itemID(uid: uid, account: account) }
        if let ifMatch = request.headers[.ifMatch] {
            guard let existing, ContentTag.header(ifMatch, names: CalDAVListing.etag(current.object(of: existing)))
            else {
                return Self.status(
                    .preconditionFailed, "The to-do changed since you read it, or is gone: read it again.")
            }
        }
        if let ifNoneMatch = request.headers[.ifNoneMatch], ifNoneMatch.trimmingCharacters(in: .whitespaces) == "*",
            existing != nil
        {
            return Self.status(.preconditionFailed, "There is a to-do at this address already.")
        }
        let id = existing?.id ?? Self.itemID(uid: uid, account: account)
        let new: ToDoItem
        do {
            new = try fields.item(id: id, createdAt: existing?.createdAt ?? now(), list: listName)
        } catch {
            return Self.error(.forbidden, "<c:valid-calendar-data/>", error.description)
        }
        let now = self.now()
        let days = ReaderTimeZone.calendar(in: zone)
        do {
            _ = try await repository.stored(of: account) { list throws(ToDoInputError) in
                if let place = list.place(of: id) {
                    let old = list.item(at: place)
                    do throws(ToDoPatchError) {
                        _ = try list.change(id, by: ToDoItemPatch(from: old, to: new), now: now, calendar: days)
                    } catch {
                        throw error.inputError
                    }
                } else {
                    try list.add(new)
                    if new.isDone { try list.check(at: list.toDo.count - 1, now: now, calendar: days) }
                }
            }
        } catch let error as ToDoInputError {
            return Self.status(
                error.isFull ? HTTPResponse.Status(code: 507, reasonPhrase: "Insufficient Storage") : .conflict,
                error.description)
        }
        try await objects.keep(text, named: name, item: id, of: account)
        let after = try await listing(of: account, writer)
        var headers: HTTPFields = [:]
        if let stored = after.list.items.first(where: { $0.id == id }) {
            let written = after.object(of: stored)
            // The ETag only when the object reads back byte for byte as sent (RFC 4791 §5.3.4).
            if written == text { headers[.eTag] = CalDAVListing.etag(written) }
        }
        return Response(status: existing == nil ? .created : .noContent, headers: headers)
    }

    private func delete(_ request: Request, _ resource: CalDAVPath, _ account: UUID, _ writer: VTodoWriter) async throws
        -> Response
    {
        guard case .object(_, let collection, let name) = resource else {
            return Self.status(.forbidden, "Lists go when their last to-do does; delete the to-dos in it.")
        }
        let listing = try await listing(of: account, writer)
        guard let item = listing.item(named: name, in: collection) else {
            return Self.status(.notFound, "There is no such to-do: it may have been deleted.")
        }
        if let ifMatch = request.headers[.ifMatch],
            !ContentTag.header(ifMatch, names: CalDAVListing.etag(listing.object(of: item)))
        {
            return Self.status(.preconditionFailed, "The to-do changed since you read it: read it again.")
        }
        do {
            _ = try await repository.delete(item.id, of: account)
        } catch ToDoInputError.notFound {
            return Self.status(.notFound, "There is no such to-do: it may have been deleted.")
        }
        return Response(status: .noContent)
    }

    /// Clients set a list's colour or order: refused property by property, as RFC 4918 has it, so
    /// they carry on.
    private func proppatch(_ request: Request, path: String) async throws -> Response {
        let body = try await Self.xmlBody(request)
        var answer = DAVMultistatus()
        let names = (body.element?.children ?? []).flatMap { $0.child(DAVElement.dav, "prop")?.children ?? [] }
        answer.addRefused(href: path, properties: names.map { ($0.namespace, $0.name) })
        return Self.multistatus(answer)
    }

    /// The item id a client's UID stands for: the UID itself when it is a UUID, else one made from
    /// it, the same each time.
    static func itemID(uid: String, account: UUID) -> UUID {
        if let id = UUID(uuidString: uid) { return id }
        return NameBasedID.make(account.uuidString + "\u{0}" + uid)
    }

    // MARK: Answers

    private enum Body {
        case none
        case element(DAVElement)
        case invalid

        var element: DAVElement? {
            if case .element(let element) = self { element } else { nil }
        }
    }

    private static func xmlBody(_ request: Request) async throws -> Body {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: maxQueryBytes)
        } catch is NIOTooManyBytesError {
            throw APIError(.contentTooLarge, "A request's XML must be \(maxQueryBytes / 1_024) KB or smaller.")
        }
        guard buffer.readableBytes > 0 else { return .none }
        return DAVElement.parse(Data(buffer.readableBytesView)).map(Body.element) ?? .invalid
    }

    private static func options() -> Response {
        Response(
            status: .ok,
            headers: [
                HTTPField.Name("DAV")!: "1, 3, calendar-access",
                .allow: methods.joined(separator: ", "),
            ])
    }

    private static func unauthorized() -> Response {
        var response = status(
            .unauthorized, "Sign in with your username and an app password made on Settings → App passwords.")
        response.headers[.wwwAuthenticate] = "Basic realm=\"MyBiz to-do lists\", charset=\"UTF-8\""
        return response
    }

    static func status(_ status: HTTPResponse.Status, _ sentence: String) -> Response {
        Response(
            status: status, headers: [.contentType: "text/plain; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: sentence + "\n")))
    }

    /// A precondition's error (RFC 4918 §16) with the sentence saying why.
    private static func error(_ status: HTTPResponse.Status, _ condition: String, _ sentence: String) -> Response {
        let xml =
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<d:error xmlns:d=\"DAV:\" xmlns:c=\"\(DAVElement.calDAV)\">\(condition)<d:responsedescription>\(DAVMultistatus.escaped(sentence))</d:responsedescription></d:error>\n"
        return Response(
            status: status, headers: [.contentType: "application/xml; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: xml)))
    }

    private static func multistatus(_ answer: DAVMultistatus) -> Response {
        Response(
            status: HTTPResponse.Status(code: 207, reasonPhrase: "Multi-Status"),
            headers: [.contentType: "application/xml; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: answer.xml)))
    }
}
