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

    /// The methods answered; others (COPY, LOCK…) are 405 from the router.
    private static let methods = [
        "OPTIONS", "PROPFIND", "PROPPATCH", "REPORT", "GET", "HEAD", "PUT", "DELETE", "MOVE", "MKCALENDAR", "MKCOL",
    ]
    /// What `Allow` names: the methods that can succeed.
    private static let allowed = ["OPTIONS", "PROPFIND", "PROPPATCH", "REPORT", "GET", "HEAD", "PUT", "DELETE", "MOVE"]

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
        let zone = signedIn.zone
        switch request.method.rawValue {
        case "PROPFIND":
            return try await propfind(request, resource, signedIn)
        case "REPORT":
            return try await report(request, resource, account, zone)
        case "GET", "HEAD":
            guard case .object(_, let collection, let name) = resource else {
                return Self.status(.methodNotAllowed, "Only a to-do's calendar object can be fetched.")
            }
            let listing = try await self.listing(of: account, zone)
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
            return try await put(request, collection: collection, name: name, account: account, zone: zone)
        case "MOVE":
            guard case .object(_, let collection, let name) = resource else {
                return Self.status(.forbidden, "Only a to-do moves: lists stay where they are.")
            }
            return try await move(request, collection: collection, name: name, account: account, zone: zone)
        case "DELETE":
            return try await delete(request, resource, account, zone)
        case "PROPPATCH":
            return try await proppatch(request, resource, path: path, account: account, zone: zone)
        case "MKCALENDAR", "MKCOL":
            return Self.status(
                .forbidden, "Lists are made by putting a to-do in them: write a to-do to the new list's address.")
        default:
            return Self.status(.methodNotAllowed, "\(request.method.rawValue) is not supported here.")
        }
    }

    // MARK: Reading

    func listing(of account: UUID, _ zone: TimeZone) async throws -> CalDAVListing {
        async let stored = repository.revisioned(of: account)
        async let kept = objects.objects(of: account)
        async let times = ToDoItemLog.times(of: account, in: database)
        async let appearance = appearance.properties(of: account)
        let (list, revision) = try await stored
        return CalDAVListing(
            account: account, list: list, revision: revision, kept: try await kept, times: try await times,
            appearance: try await appearance, zone: zone)

    }

    private func propfind(
        _ request: Request, _ resource: CalDAVPath, _ signedIn: AppPasswordUser
    ) async throws -> Response {
        let zone = signedIn.zone
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
                let listing = try await listing(of: account, zone)
                for name in listing.collections {
                    add(CalDAVPath.listPath(account, name), CalDAVProperties.collection(name, in: listing))
                }
            }
        case .list(_, let requested):
            let listing = try await listing(of: account, zone)
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
            let listing = try await listing(of: account, zone)
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

    private func report(_ request: Request, _ resource: CalDAVPath, _ account: UUID, _ zone: TimeZone) async throws
        -> Response
    {
        let body = try await Self.xmlBody(request)
        guard let report = body.element else { return Self.status(.badRequest, "A REPORT needs an XML body.") }
        guard case .list(_, let requested) = resource else {
            return Self.status(.forbidden, "Reports are answered for a list's collection.")
        }
        let listing = try await listing(of: account, zone)
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
                // The path still percent-encoded: `CalDAVPath` decodes each segment once.
                let path = URLComponents(string: text)?.percentEncodedPath ?? text
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

    // MARK: Answers

    enum Body {
        case none
        case element(DAVElement)
        case invalid

        var element: DAVElement? {
            if case .element(let element) = self { element } else { nil }
        }
    }

    static func xmlBody(_ request: Request) async throws -> Body {
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
                .allow: allowed.joined(separator: ", "),
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
    static func error(_ status: HTTPResponse.Status, _ condition: String, _ sentence: String) -> Response {
        let xml =
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<d:error xmlns:d=\"DAV:\" xmlns:c=\"\(DAVElement.calDAV)\">\(condition)<d:responsedescription>\(DAVMultistatus.escaped(sentence))</d:responsedescription></d:error>\n"
        return Response(
            status: status, headers: [.contentType: "application/xml; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: xml)))
    }

    static func multistatus(_ answer: DAVMultistatus) -> Response {
        Response(
            status: HTTPResponse.Status(code: 207, reasonPhrase: "Multi-Status"),
            headers: [.contentType: "application/xml; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: answer.xml)))
    }
}
