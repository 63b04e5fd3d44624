import Foundation
import HTTPTypes
import Hummingbird
import ISODates
import JSONDiagnostics
import NIOCore
import NIOFoundationCompat
import ServerHTTP
import ToDoKit
import WebPages

/// `/api/todos/items`: one item at a time, beside the whole list — create, read, change and delete one
/// item, and move it next to another. A change names only the fields it changes (a JSON merge patch,
/// `ToDoItemPatch`) and, in `If-Match`, the item's version it started from: two devices changing
/// different items, or different fields of one, never conflict, and a field changed twice keeps the
/// later change and says so (`replaced`, `message`). Everything here is safe to send again: an item
/// created with its own `id` twice is one item, a check sent twice checks once, a delete of an item gone
/// already answers `404` and changes nothing — what an app sending changes kept offline needs.
struct ToDoItemsAPIController: Sendable {
    let repository: any ToDoListRepository
    let now: @Sendable () -> Date

    /// The largest body read: an item's own texts at their limits, with room for escapes.
    static let maxBody = 64 * 1_024

    func addRoutes(to items: RouterGroup<ToDoRequestContext>) {
        items.post { request, context in try await create(request, context) }
        items.get("/{id}") { _, context in
            let id = try itemID(context)
            let stored = try await repository.revisioned(of: try context.person().id)
            return try Self.answer(id, in: stored.list, revision: stored.revision)
        }
        items.patch("/{id}") { request, context in try await change(request, context) }
        items.delete("/{id}") { _, context in
            let id = try itemID(context)
            do {
                _ = try await repository.delete(id, of: try context.person().id)
            } catch ToDoInputError.notFound {
                throw Self.noSuchItem
            }
            return Response(status: .noContent)
        }
        items.post("/{id}/move") { request, context in try await move(request, context) }
    }

    static let noSuchItem = APIError(.notFound, "That item is not in your list any more.")

    /// Adds an item: its fields as an item has them, or a quick-add `line` read as the page reads it
    /// (in `zone`, as of `typedAt` — when it was typed, which may be long before it could be sent), the
    /// fields sent beside it winning over what the line says.
    private func create(_ request: Request, _ context: ToDoRequestContext) async throws -> Response {
        var body = try await Self.object(of: request)
        let id: UUID
        if let sent = try Self.text(body.removeValue(forKey: "id"), named: "id") {
            guard let named = UUID(uuidString: sent) else {
                throw APIError(.badRequest, "id must be a UUID such as \(UUID().uuidString); \(sent) is not.")
            }
            id = named
        } else {
            id = UUID()
        }
        let line = try Self.text(body.removeValue(forKey: "line"), named: "line")
        let zoneName = try Self.text(body.removeValue(forKey: "zone"), named: "zone")
        let typed = try Self.text(body.removeValue(forKey: "typedAt"), named: "typedAt")
        let defaultList = try Self.text(body.removeValue(forKey: "defaultList"), named: "defaultList")
        let zone = try zoneName.map { name in
            guard let zone = ReaderTimeZone.named(name) else {
                throw APIError(.badRequest, "zone must be a time zone such as Europe/Berlin; \(name) is not.")
            }
            return zone
        }
        let typedAt = try typed.map { text in
            guard let date = ISODate.parse(text) else {
                throw APIError(
                    .badRequest, "typedAt must be a date and time such as 2026-12-07T09:30:00Z; \(text) is not.")
            }
            return date
        }
        let fields = try JSONSerialization.data(withJSONObject: body)
        let patch: ToDoItemPatch
        do throws(ToDoPatchError) {
            patch = try ToDoItemPatch(json: fields)
        } catch {
            throw APIError(.badRequest, error.description)
        }
        let item: ToDoItem
        do {
            if let line {
                guard line.count <= QuickAdd.maxLineLength else {
                    throw APIError(
                        .badRequest, "A quick-add line has at most \(QuickAdd.maxLineLength) characters.")
                }
                var read = QuickAdd.read(
                    line, now: typedAt ?? now(), calendar: ReaderTimeZone.calendar(in: zone ?? .gmt))
                if read.list == nil, let defaultList { read.list = try ToDoItem.listName(defaultList) }
                item = try patch.applied(to: read.item(id: id, createdAt: now()))
            } else {
                guard patch.fields.contains(.title) else {
                    throw APIError(.badRequest, "A new item needs a title, or a quick-add line to read it from.")
                }
                item = try patch.applied(to: ToDoItem(title: "-", id: id, createdAt: now()))
            }
        } catch let error as ToDoInputError {
            throw APIError(.badRequest, error.description)
        } catch let error as ToDoPatchError {
            throw APIError(.badRequest, error.description)
        }
        let now = now()
        let calendar = ReaderTimeZone.calendar(in: zone ?? .gmt)
        let stored: StoredChange<Bool>
        do {
            stored = try await repository.stored(of: try context.person().id) { list throws(ToDoInputError) in
                // Sent again — the answer to the first was lost — it is the item made then.
                guard list.place(of: id) == nil else { return false }
                try list.add(item)
                if patch.isDone == true { try list.check(at: list.toDo.count - 1, now: now, calendar: calendar) }
                return true
            }
        } catch let error as ToDoInputError {
            throw APIError(error.isFull ? .conflict : .badRequest, error.description)
        }
        var response = try Self.answer(id, in: stored.list, revision: stored.revision)
        if stored.result {
            response.status = .created
            response.headers[.location] = "/api/todos/items/\(id.uuidString)"
        }
        return response
    }

    /// Changes the fields the body names, from the version `If-Match` names (or none).
    private func change(_ request: Request, _ context: ToDoRequestContext) async throws -> Response {
        let id = try itemID(context)
        let version = try request.headers[.ifMatch].map { header in
            guard let version = ToDoAPIController.revision(inIfMatch: header), version <= Int.max else {
                throw APIError(
                    .badRequest,
                    "If-Match must be the item's version such as \"3\", as its ETag gives it; \(header) is not.")
            }
            return Int(version)
        }
        let sent = Data(buffer: try await Self.body(of: request))
        let patch: ToDoItemPatch
        do throws(ToDoPatchError) {
            patch = try ToDoItemPatch(json: sent)
        } catch {
            throw APIError(.badRequest, error.description)
        }
        let now = now()
        let calendar = ReaderTimeZone.calendar(in: ReaderTimeZone.of(request))
        let stored: StoredChange<ToDoItemChangeOutcome>
        do {
            stored = try await repository.stored(of: try context.person().id) { list throws(ToDoInputError) in
                do throws(ToDoPatchError) {
                    return try list.change(id, by: patch, since: version, now: now, calendar: calendar)
                } catch {
                    throw error.inputError
                }
            }
        } catch ToDoInputError.notFound {
            throw Self.noSuchItem
        } catch let error as ToDoInputError {
            throw APIError(error.isFull ? .conflict : .badRequest, error.description)
        }
        return try Self.answer(
            id, in: stored.list, revision: stored.revision, replaced: stored.result.replaced,
            message: stored.result.replacedSentence)
    }

    /// Moves the item just before (`{"before": id}`) or after (`{"after": id}`) another of its section.
    private func move(_ request: Request, _ context: ToDoRequestContext) async throws -> Response {
        let id = try itemID(context)
        let body = try await Self.object(of: request)
        let before = try Self.text(body["before"], named: "before")
        let after = try Self.text(body["after"], named: "after")
        guard body.count == 1, let named = before ?? after, let neighbour = UUID(uuidString: named) else {
            throw APIError(
                .badRequest,
                "Say where the item goes: {\"before\": id} or {\"after\": id} of another item, one of them.")
        }
        let stored: StoredChange<Void>
        do {
            stored = try await repository.stored(of: try context.person().id) { list throws(ToDoInputError) in
                try list.move(id, nextTo: neighbour, after: after != nil)
            }
        } catch let error as ToDoInputError {
            throw APIError(.notFound, error.description)
        }
        return try Self.answer(id, in: stored.list, revision: stored.revision)
    }

    /// The answer about the item `id` of `list` (at `revision`); `404` when the list has none.
    private static func answer(
        _ id: UUID, in list: ToDoList, revision: Int64, replaced: [ToDoItem.Field] = [], message: String? = nil
    ) throws -> Response {
        guard let place = list.place(of: id) else { throw noSuchItem }
        return try answer(
            ToDoItemAnswer(
                item: list.item(at: place), section: place.section, revision: revision, replaced: replaced,
                message: message))
    }

    /// The answer, with the item's version as its `ETag`.
    private static func answer(_ answer: ToDoItemAnswer) throws -> Response {
        var response = JSONAnswer.response(try answer.document())
        response.headers[.eTag] = "\"\(answer.item.version)\""
        response.headers[.cacheControl] = "no-store"
        return response
    }

    private static func body(of request: Request) async throws -> ByteBuffer {
        do {
            return try await request.body.collect(upTo: maxBody)
        } catch is NIOTooManyBytesError {
            throw APIError(.contentTooLarge, "A change of an item must be \(maxBody / 1_024) KB or smaller.")
        }
    }

    /// The body as a JSON object.
    private static func object(of request: Request) async throws -> [String: Any] {
        let data = Data(buffer: try await body(of: request))
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw APIError(
                .badRequest,
                JSONSyntax.firstProblem(in: data, subject: "The body")
                    ?? "The body must be a JSON object of the item's fields, such as {\"title\": \"Buy milk\"}.")
        }
        return object
    }

    /// `value` as text, when it is there.
    private static func text(_ value: Any?, named name: String) throws -> String? {
        guard let value, !(value is NSNull) else { return nil }
        guard let text = value as? String else { throw APIError(.badRequest, "\(name) must be text.") }
        return text
    }

    private func itemID(_ context: ToDoRequestContext) throws -> UUID {
        guard let id = context.parameters.get("id", as: UUID.self) else { throw Self.noSuchItem }
        return id
    }
}

extension ToDoPatchError {
    /// The refusal as the list's own error, for a change made inside `ToDoListRepository.update`.
    var inputError: ToDoInputError {
        if case .refused(let error) = self { return error }
        return .incomplete(reason: description)
    }
}

extension ToDoInputError {
    /// Whether the list is refused for its size rather than for what was sent.
    var isFull: Bool {
        switch self {
        case .listFull, .listTooLarge: true
        default: false
        }
    }
}
