import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import NIOFoundationCompat
import ServerHTTP
import ToDoKit
import WebPages

/// `/api/todos`: an account's to-do list for apps (`mybiz todo`, ToDoKit's `AccountItemStore`), the
/// same list the `/todo` pages show, as the versioned document `mybiz todo` keeps in its file plus
/// its `revision`. A client replaces the list over the revision it read (`If-Match`), so a change
/// made meanwhile — on the pages, in another terminal — is never overwritten: the client reads
/// again and reapplies its change, the optimistic concurrency the pages use.
struct ToDoAPIController: Sendable {
    let repository: any ToDoListRepository
    /// The answers of lists unchanged since they were last answered.
    let answers = RevisionCache<Data>(capacity: 2_000)
    /// The largest answer kept: most lists are far smaller; a larger one is written out each time, so
    /// the answers kept stay within some 128 MB whatever the lists hold.
    static let maxKeptAnswer = 64 * 1_024

    /// The largest body read: twice ToDoKit's rule for a whole list (`ToDoList.maxDocumentBytes`, which
    /// `validated()` then checks as ToDoKit writes the list), so a list another app writes with more
    /// spaces or escapes is still read and refused — or taken — by the rules, each naming its field.
    static let maxBody = 2 * ToDoList.maxDocumentBytes

    func addRoutes(to todos: RouterGroup<ToDoRequestContext>) {
        todos.get { request, context in try await get(request, context) }
        todos.put { request, context in try await put(request, context) }
    }

    /// The list; `304 Not Modified`, without it, when `If-None-Match` names its revision already — an
    /// app asking whether anything changed costs no list on the wire.
    private func get(_ request: Request, _ context: ToDoRequestContext) async throws -> Response {
        let account = try context.person().id
        // The revision alone first: an unchanged list costs one small read, not the list.
        let revision = try await repository.revision(of: account)
        if let header = request.headers[.ifNoneMatch], Self.names(revision, inIfNoneMatch: header) {
            var response = Response(status: .notModified)
            response.headers[.eTag] = "\"\(revision)\""
            response.headers[.cacheControl] = "no-store"
            return response
        }
        if let body = answers.value(of: account, at: revision) { return Self.answer(body, revision: revision) }
        let stored = try await repository.revisioned(of: account)
        let body = try stored.list.document(revision: stored.revision)
        if body.count <= Self.maxKeptAnswer { answers.keep(body, of: account, at: stored.revision) }
        return Self.answer(body, revision: stored.revision)
    }

    /// Whether `If-None-Match` — `*`, or a list of revisions as `ETag` gives them — names `revision`.
    static func names(_ revision: Int64, inIfNoneMatch header: String) -> Bool {
        header.split(separator: ",").contains { tag in
            tag.trimmingCharacters(in: .whitespaces) == "*" || Self.revision(inIfMatch: String(tag)) == revision
        }
    }

    private func put(_ request: Request, _ context: ToDoRequestContext) async throws -> Response {
        guard let header = request.headers[.ifMatch] else {
            throw APIError(
                .preconditionRequired,
                "Send the revision your change starts from in If-Match, as GET /api/todos gives it in ETag.")
        }
        guard let revision = Self.revision(inIfMatch: header) else {
            throw APIError(
                .badRequest, "If-Match must be a revision such as \"3\", as ETag gives it; \(header) is not.")
        }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: Self.maxBody)
        } catch is NIOTooManyBytesError {
            throw APIError(.contentTooLarge, "A list sent must be \(Self.maxBody / 1_048_576) MB or smaller.")
        }
        let list: ToDoList
        do {
            list = try ToDoList.revisioned(document: Data(buffer: body)).list
        } catch {
            throw APIError(.badRequest, "The list cannot be read: \(error).")
        }
        let account = try context.person().id
        do throws(ToDoInputError) {
            try list.validated()
        } catch .listTooLarge {
            // A list kept larger before the size rule may still change, as long as it does not grow.
            let kept = try await repository.revisioned(of: account).list
            do throws(ToDoInputError) {
                try list.validated(replacing: kept)
            } catch {
                throw APIError(.badRequest, error.description)
            }
        } catch {
            throw APIError(.badRequest, error.description)
        }
        guard let (stored, new) = try await repository.replace(of: account, with: list, over: revision) else {
            let now = try await repository.revisioned(of: account).revision
            throw APIError(
                .preconditionFailed,
                "The list changed since revision \(revision) (it is at revision \(now)); read it again and apply your change to it."
            )
        }
        return try Self.answer(stored, revision: new)
    }

    /// The list as the API answers it, with its revision as the ETag.
    private static func answer(_ list: ToDoList, revision: Int64) throws -> Response {
        answer(try list.document(revision: revision), revision: revision)
    }

    /// The list's document as the API answers it, with its revision as the ETag.
    private static func answer(_ body: Data, revision: Int64) -> Response {
        var response = JSONAnswer.response(body)
        response.headers[.eTag] = "\"\(revision)\""
        response.headers[.cacheControl] = "no-store"
        return response
    }

    /// `"3"` (or `3`, or `W/"3"`) as a revision.
    static func revision(inIfMatch header: String) -> Int64? {
        var text = Substring(header.trimmingCharacters(in: .whitespaces))
        if text.hasPrefix("W/") { text = text.dropFirst(2) }
        if text.count >= 2, text.first == "\"", text.last == "\"" { text = text.dropFirst().dropLast() }
        guard let revision = Int64(text), revision >= 0 else { return nil }
        return revision
    }
}
