import Foundation
import HTTPTypes
import Hummingbird
import ICalendar
import NIOCore
import ServerSecurity
import ToDoKit
import WebPages

/// Writing through CalDAV: a to-do put, moved to another list, or deleted, each checked against the
/// ETag its app read (`If-Match`), and list properties an app tries to set.
extension CalDAVController {
    func put(_ request: Request, collection: String, name: String, account: UUID, zone: TimeZone) async throws
        -> Response
    {
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
        let current = try await listing(of: account, zone)
        let listName: String?
        do throws(ToDoInputError) {
            listName = try ToDoItem.listName(current.collection(named: collection) ?? collection)
        } catch {
            return Self.status(.forbidden, error.description)
        }
        let atAddress = current.item(named: name, in: collection)
        // The same UID in another list is the same to-do, moving here.
        let existing = atAddress ?? current.list.items.first { $0.id == Self.itemID(uid: uid, account: account) }
        if let ifMatch = request.headers[.ifMatch] {
            guard let atAddress, ContentTag.header(ifMatch, names: CalDAVListing.etag(current.object(of: atAddress)))
            else {
                return Self.status(
                    .preconditionFailed, "The to-do changed since you read it, or is gone: read it again.")
            }
        }
        // The condition is the target address's (RFC 9110 §13.1.2).
        if let ifNoneMatch = request.headers[.ifNoneMatch], ifNoneMatch.trimmingCharacters(in: .whitespaces) == "*",
            atAddress != nil
        {
            return Self.status(.preconditionFailed, "There is a to-do at this address already.")
        }
        let id = existing?.id ?? Self.itemID(uid: uid, account: account)
        // Days are read in the zone the object was first written in, whichever app writes it now.
        let objectZone = current.zone(of: id)
        let fields: VTodoFields
        let new: ToDoItem
        do {
            fields = try VTodoFields(master, zone: objectZone)
            new = try fields.item(id: id, createdAt: existing?.createdAt ?? now(), list: listName)
        } catch {
            return Self.error(.forbidden, "<c:valid-calendar-data/>", error.description)
        }
        let stored: StoredChange<Void>
        do {
            stored = try await write(
                text, named: name, item: id, zone: objectZone, of: account, previous: current.kept[id]
            ) { list, now throws(ToDoInputError) in
                if let place = list.place(of: id) {
                    let old = list.item(at: place)
                    do throws(ToDoPatchError) {
                        _ = try list.change(
                            id, by: ToDoItemPatch(from: old, to: new), now: now,
                            calendar: ReaderTimeZone.calendar(in: objectZone), allowingSame: true)
                    } catch {
                        throw error.inputError
                    }
                } else {
                    try list.add(new, allowingSame: true)
                    // Finished in the app, it arrives finished, whether it repeats or not.
                    if new.isDone { try list.checkOnce(at: list.toDo.count - 1) }
                }
            }
        } catch let refusal as CalDAVRefusal {
            return refusal.response
        }
        var headers: HTTPFields = [:]
        if let item = stored.list.items.first(where: { $0.id == id }) {
            let after = try await listing(of: account, zone)
            let written = after.object(of: item)
            // The ETag only when the object reads back byte for byte as sent (RFC 4791 §5.3.4).
            if written == text { headers[.eTag] = CalDAVListing.etag(written) }
        }
        return Response(status: atAddress == nil ? .created : .noContent, headers: headers)
    }

    /// Moves a to-do to another list, or another name (RFC 4918 §9.9), as Apple's apps do.
    func move(_ request: Request, collection: String, name: String, account: UUID, zone: TimeZone) async throws
        -> Response
    {
        let destination = request.headers[HTTPField.Name("Destination")!] ?? ""
        let path = URLComponents(string: destination)?.percentEncodedPath ?? destination
        guard case .object(account, let toCollection, let toName) = CalDAVPath(path) else {
            return Self.status(.badRequest, "Destination must be the address of a to-do in one of your lists.")
        }
        let current = try await listing(of: account, zone)
        guard let item = current.item(named: name, in: collection) else {
            return Self.status(.notFound, "There is no such to-do: it may have been deleted.")
        }
        let text = current.object(of: item)
        if let ifMatch = request.headers[.ifMatch], !ContentTag.header(ifMatch, names: CalDAVListing.etag(text)) {
            return Self.status(.preconditionFailed, "The to-do changed since you read it: read it again.")
        }
        let there = current.item(named: toName, in: toCollection)
        if let there, there.id != item.id {
            return Self.status(.preconditionFailed, "There is another to-do at the destination: delete it first.")
        }
        let listName: String?
        do throws(ToDoInputError) {
            listName = try ToDoItem.listName(current.collection(named: toCollection) ?? toCollection)
        } catch {
            return Self.status(.forbidden, error.description)
        }
        let moved: ToDoItem
        do {
            moved = try VTodoFields(item).item(id: item.id, createdAt: item.createdAt, list: listName)
        } catch {
            return Self.status(.forbidden, error.description)
        }
        do {
            _ = try await write(
                text, named: toName, item: item.id, zone: current.zone(of: item.id), of: account,
                previous: current.kept[item.id]
            ) { list, now throws(ToDoInputError) in
                do throws(ToDoPatchError) {
                    _ = try list.change(item.id, by: ToDoItemPatch(from: item, to: moved), now: now, allowingSame: true)
                } catch {
                    throw error.inputError
                }
            }
        } catch let refusal as CalDAVRefusal {
            return refusal.response
        }
        return Response(status: there == nil ? .created : .noContent)
    }

    func delete(_ request: Request, _ resource: CalDAVPath, _ account: UUID, _ zone: TimeZone) async throws
        -> Response
    {
        guard case .object(_, let collection, let name) = resource else {
            return Self.status(.forbidden, "Lists go when their last to-do does; delete the to-dos in it.")
        }
        let listing = try await listing(of: account, zone)
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

    /// Sets a list's colour and place among the others, as Apple's apps do when a list is added or
    /// reordered; anything else is refused. All or nothing (RFC 4918 §9.2): with one property refused,
    /// the others fail with it (`424`).
    func proppatch(_ request: Request, _ resource: CalDAVPath, path: String, account: UUID, zone: TimeZone)
        async throws -> Response
    {
        let body = try await Self.xmlBody(request)
        guard let update = body.element, update.is(DAVElement.dav, "propertyupdate") else {
            return Self.status(.badRequest, "A PROPPATCH needs a propertyupdate body.")
        }
        var changes: [(CalDAVRequest.PropertyName, String?)] = []
        var refused: [(String, String)] = []
        for instruction in update.children where instruction.namespace == DAVElement.dav {
            let isSet = instruction.name == "set"
            for property in instruction.child(DAVElement.dav, "prop")?.children ?? [] {
                let name = CalDAVRequest.PropertyName(namespace: property.namespace, name: property.name)
                let value = property.text.trimmingCharacters(in: .whitespacesAndNewlines)
                if case .list = resource, CalDAVListAppearance.settable.contains(name),
                    value.count <= CalDAVListAppearance.maxValueLength
                {
                    changes.append((name, isSet ? value : nil))
                } else {
                    refused.append((property.namespace, property.name))
                }
            }
        }
        let asked = changes.map { ($0.0.namespace, $0.0.name) }
        var answer = DAVMultistatus()
        if refused.isEmpty, case .list(_, let requested) = resource {
            let listing = try await listing(of: account, zone)
            guard let list = listing.collection(named: requested) else {
                return Self.status(.notFound, "There is no list “\(requested)”.")
            }
            try await appearance.apply(changes, to: list, of: account)
            answer.add(href: path, statuses: [("200 OK", asked)])
        } else {
            answer.add(href: path, statuses: [("403 Forbidden", refused), ("424 Failed Dependency", asked)])
        }
        return Self.multistatus(answer)
    }

    /// Where lists' colours and orders are kept.
    var appearance: CalDAVListAppearance { CalDAVListAppearance(database: database) }

    /// The item id a client's UID stands for: the UID itself when it is a UUID, else one made from
    /// it, the same each time.
    static func itemID(uid: String, account: UUID) -> UUID {
        if let id = UUID(uuidString: uid) { return id }
        return NameBasedID.make(account.uuidString + "\u{0}" + uid)
    }

    /// Keeps `text` as the item's object, then applies `change` to the list and notes the item as
    /// changed at the new revision — its object alone may be what changed, which the list's own log
    /// cannot see. A change the list refuses puts back what was kept and throws `CalDAVRefusal`.
    private func write(
        _ text: String, named name: String, item id: UUID, zone: TimeZone, of account: UUID,
        previous: CalDAVObjectStore.Kept?,
        _ change: @escaping @Sendable (inout ToDoList, Date) throws(ToDoInputError) -> Void
    ) async throws -> StoredChange<Void> {
        try await objects.keep(text, named: name, item: id, zone: zone, of: account)
        let now = self.now()
        do {
            let stored = try await repository.stored(of: account) { list throws(ToDoInputError) in
                try change(&list, now)
            }
            try await ToDoItemLog.note([id], of: account, at: stored.revision, on: now, in: database)
            return stored
        } catch let error as ToDoInputError {
            try await objects.restore(previous, item: id, of: account)
            throw CalDAVRefusal(error: error)
        }
    }
}

/// A change the list refused (full, too large, gone), with its sentence.
struct CalDAVRefusal: Error {
    let error: ToDoInputError

    /// The answer: 507 for a list that cannot take more, else 409.
    var response: Response {
        CalDAVController.status(
            error.isFull ? HTTPResponse.Status(code: 507, reasonPhrase: "Insufficient Storage") : .conflict,
            error.description)
    }
}
