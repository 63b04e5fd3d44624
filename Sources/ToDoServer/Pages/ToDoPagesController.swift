import Foundation
import Hummingbird
import ServerHTTP
import ToDoKit
import WebPages

/// The ToDo app as web pages at `/todo`, for whoever is logged in to the web apps: the list by what
/// matters (`ToDoAgenda`), a quick-add line, check / uncheck / delete with undo, an item's details,
/// and the add and edit forms — every change made by `ToDoKit`'s `ToDoList`, the same rules `mybiz
/// todo` follows. Forms work without JavaScript; `todo-list.js` makes them happen in place.
struct ToDoPagesController: Sendable {
    let repository: any ToDoListRepository
    let library: PageLibrary
    /// `/todo` as each reader last saw it, until a list changes or the agenda moves on.
    let pages: RenderedPages
    /// The address clients use (`--public-url`), which an `Origin` may name.
    let publicURL: String?
    let now: @Sendable () -> Date

    func addRoutes(to todo: RouterGroup<ToDoRequestContext>) {
        todo.get { request, context in try await list(request, context) }
        todo.get("/new") { request, context in
            try formPage(
                ToDoItemForm(zone: Self.days(request, now: now()).calendar.timeZone), request, context, status: .ok)
        }
        todo.post("/items") { request, context in try await save(nil, request, context) }
        todo.post("/quick") { request, context in try await quickAdd(request, context) }
        // A post, so what is being typed stays out of addresses (and the logs of proxies), with the
        // form's token like every other.
        todo.post("/understand") { request, context in
            _ = try context.person()
            let fields = try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
            let zone = fields["zone"].flatMap(ReaderTimeZone.named) ?? ReaderTimeZone.of(request)
            let read = QuickAdd.read(
                String((fields["line"] ?? "").prefix(Self.maxQuickLine)), now: now(),
                calendar: ReaderTimeZone.calendar(in: zone))
            var response = try JSONAnswer.response(QuickAddReading(read))
            response.headers[.cacheControl] = "no-store"
            return response
        }
        todo.post("/restore") { request, context in try await restore(request, context) }
        todo.get("/items/{id}") { request, context in
            let item = try await self.item(context)
            return try library.page(
                "todo-item",
                ToDoDetailView(
                    csrf: BrowserSession.webApps.formToken(of: request), item: item,
                    days: Self.days(request, now: now()),
                    notice: request.uri.queryParameters["notice"].flatMap { Self.notices[String($0)] },
                    account: try Self.account(request, context)))
        }
        todo.get("/items/{id}/edit") { request, context in
            let item = try await self.item(context)
            let form = ToDoItemForm(item, in: Self.days(request, now: now()).calendar.timeZone)
            return try formPage(form, request, context, status: .ok)
        }
        todo.post("/items/{id}") { request, context in try await save(try itemID(context), request, context) }
        for action in ItemAction.allCases {
            todo.post("/items/{id}/\(action.rawValue)") { request, context in
                try await change(action, request, context)
            }
        }
        todo.post("/items/{id}/move") { request, context in
            let fields = try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
            let id = try itemID(context)
            let before = fields["before"].flatMap(UUID.init(uuidString:))
            let after = fields["after"].flatMap(UUID.init(uuidString:))
            guard let neighbour = before ?? after else {
                throw APIError(.badRequest, "Say which item it goes before or after.")
            }
            do {
                try await repository.update(of: try context.person().id) { list throws(ToDoInputError) in
                    try list.move(id, nextTo: neighbour, after: before == nil)
                }
            } catch ToDoInputError.notFound {
                return HTMLPage.redirect(to: "/todo?notice=gone")
            }
            return HTMLPage.redirect(to: "/todo")
        }
        todo.get("/clear") { request, context in
            try library.page(
                "todo-clear",
                ToDoClearView(
                    csrf: BrowserSession.webApps.formToken(of: request), account: try Self.account(request, context)))
        }
        todo.post("/clear") { request, context in
            try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
            try await repository.update(of: try context.person().id) { list throws(ToDoInputError) in list.removeAll() }
            return HTMLPage.redirect(to: "/todo?notice=cleared")
        }
    }

    /// What a button on an item does.
    enum ItemAction: String, CaseIterable, Sendable {
        case check, uncheck, delete
    }

    private static let noSuchItem = APIError(.notFound, "That item is not in your list any more.")

    private func list(_ request: Request, _ context: ToDoRequestContext) async throws -> Response {
        if let deleted = request.uri.queryParameters["deleted"].flatMap({ UUID(uuidString: String($0)) }) {
            return try await deletedPage(deleted, request, context)
        }
        let notice = request.uri.queryParameters["notice"].flatMap { Self.notices[String($0)] }
        let person = try context.person()
        let account = try Self.account(request, context)
        let days = Self.days(request, now: now())
        let filter = Self.filter(of: request)
        var key = PageKey(
            "todo", person.id.uuidString, person.username, ReaderTimeZone.name(of: days.calendar.timeZone))
        account.addParts(to: &key)
        key.append(notice ?? "")
        for part in [filter.list, filter.label, filter.text] { key.append(part.map { "+" + $0 } ?? "-") }
        return try await pages.page(key) {
            let list = try await repository.list(of: person.id)
            let view = ToDoListView(
                username: person.username, csrf: account.csrf, list: list, days: days, notice: notice, undo: nil,
                quick: QuickAddView(), filter: filter, account: account)
            return try library.answer("todo", view)
                .valid(until: ToDoAgenda.nextChange(of: list, after: days.now, calendar: days.calendar))
                .notKept(if: notice != nil)
        }
    }

    /// `/todo` after the item `id` was deleted: with its Undo while the delete is the list's last
    /// change, and as it is otherwise.
    private func deletedPage(_ id: UUID, _ request: Request, _ context: ToDoRequestContext) async throws -> Response {
        guard let deleted = try await repository.lastDeleted(of: try context.person().id), deleted.item.id == id
        else { return try await listPage(request, context) }
        return try await listPage(
            request, context, notice: "Deleted “\(deleted.item.title)”.",
            undo: UndoView(title: deleted.item.title, item: deleted.item.id.uuidString))
    }

    /// `/todo` as it is now, with `notice` (and its undo) or the quick-add line's problem.
    private func listPage(
        _ request: Request, _ context: ToDoRequestContext, notice: String? = nil, undo: UndoView? = nil,
        quick: QuickAddView = QuickAddView(), status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let person = try context.person()
        return try library.page(
            "todo",
            ToDoListView(
                username: person.username, csrf: BrowserSession.webApps.formToken(of: request),
                list: try await repository.list(of: person.id), days: Self.days(request, now: now()), notice: notice,
                undo: undo, quick: quick, account: try Self.account(request, context)),
            status: status)
    }

    /// The longest search or view name read, in characters.
    static let maxFilterText = 200

    /// The view the address asks for: `?list=`, `?label=`, `?q=`.
    static func filter(of request: Request) -> ToDoFilter {
        // Read as a form sends them (a search form's `+` is a space), which the URI's own reading is not.
        var fields: [String: String] = [:]
        for pair in (request.uri.query ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map {
                $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
            }
            if let name = parts.first, fields[name] == nil { fields[name] = parts.count > 1 ? parts[1] : "" }
        }
        let parameter = { (name: String) in fields[name].map { String($0.prefix(maxFilterText)) } }
        return ToDoFilter(list: parameter("list"), label: parameter("label"), text: parameter("q"))
    }

    private static let notices = [
        "added": "Added to your to-do list.", "checked": "Checked: moved to Finished.",
        "unchecked": "Unchecked: back in your to-do list.", "cleared": "Your list is empty now.",
        "saved": "Your changes are saved.", "restored": "Put back.",
        "gone": noSuchItem.reason,
    ]

    /// The reader's days: their time zone (the `tz` cookie), as of `now`.
    static func days(_ request: Request, now: Date) -> ReaderDays {
        ReaderDays(now: now, calendar: ReaderTimeZone.calendar(in: ReaderTimeZone.of(request)))
    }

    /// Adds an item (`id` nil) or changes one from the form, by the same rules.
    private func save(_ id: UUID?, _ request: Request, _ context: ToDoRequestContext) async throws -> Response {
        let fields = try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
        var form = ToDoItemForm(fields, id: id)
        guard let item = form.item(now: now()) else { return try formPage(form, request, context) }
        do {
            _ = try await repository.update(of: try context.person().id) { list throws(ToDoInputError) in
                if id == nil { try list.add(item) } else { try list.replace(with: item) }
            }
        } catch ToDoInputError.notFound {
            throw Self.noSuchItem
        } catch let error as ToDoInputError {
            form.mark(error)
            return try formPage(form, request, context)
        }
        return HTMLPage.redirect(to: id.map { "/todo/items/\($0.uuidString)?notice=saved" } ?? "/todo?notice=added")
    }

    /// The longest quick-add line read, in characters (the field's own limit).
    static let maxQuickLine = QuickAdd.maxLineLength

    /// Adds the quick-add line's item as `QuickAdd` reads it: its title, due date, list, priority,
    /// labels and repeat.
    private func quickAdd(_ request: Request, _ context: ToDoRequestContext) async throws -> Response {
        let fields = try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
        let line = fields["line"] ?? ""
        guard line.count <= Self.maxQuickLine else {
            return try await listPage(
                request, context,
                quick: QuickAddView(
                    line: line,
                    error: "A quick-add line has at most \(Self.maxQuickLine) characters; use Add an item for more."),
                status: .badRequest)
        }
        let zone = fields["zone"].flatMap(ReaderTimeZone.named) ?? ReaderTimeZone.of(request)
        var read = QuickAdd.read(line, now: now(), calendar: ReaderTimeZone.calendar(in: zone))
        do {
            // Added in a list's view, it goes to that list unless the line names another.
            if read.list == nil, let list = fields["list"] { read.list = try ToDoItem.listName(list) }
            let item = try read.item(createdAt: now())
            _ = try await repository.update(of: try context.person().id) { list throws(ToDoInputError) in
                try list.add(item)
            }
        } catch let error as ToDoInputError {
            return try await listPage(
                request, context, quick: QuickAddView(line: line, error: error.description), status: .badRequest)
        }
        return HTMLPage.redirect(to: "/todo?notice=added")
    }

    /// Puts back the item the undo form names, which the server kept when the list's last change
    /// deleted it (`lastDeleted(of:)`), where it was.
    private func restore(_ request: Request, _ context: ToDoRequestContext) async throws -> Response {
        let fields = try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
        // A page opened before the server kept deleted items sends the item itself: its id names it.
        let legacy = fields["item"].flatMap { try? JSONDecoder().decode(ToDoItem.self, from: Data($0.utf8)) }
        guard let id = fields["item"].flatMap(UUID.init(uuidString:)) ?? legacy?.id else {
            throw APIError(.badRequest, "There is no item to put back: the form did not name one.")
        }
        let person = try context.person().id
        guard let deleted = try await repository.lastDeleted(of: person), deleted.item.id == id else {
            return try await listPage(
                request, context,
                notice: "That item is no longer the last one deleted from your list; there is nothing to undo.",
                status: .conflict)
        }
        do {
            _ = try await repository.update(of: person) { list throws(ToDoInputError) in
                try list.restore(deleted.item, at: deleted.index)
            }
        } catch let error as ToDoInputError {
            return try await listPage(request, context, notice: error.description, status: .conflict)
        }
        return HTMLPage.redirect(to: "/todo?notice=restored")
    }

    private func formPage(
        _ form: ToDoItemForm, _ request: Request, _ context: ToDoRequestContext,
        status: HTTPResponse.Status = .badRequest
    ) throws -> Response {
        try library.page(
            "todo-new",
            ToDoFormView(
                csrf: BrowserSession.webApps.formToken(of: request), form: form,
                account: try Self.account(request, context)),
            status: status)
    }

    /// The item the path names, from the person's list.
    private func item(_ context: ToDoRequestContext) async throws -> ToDoItem {
        let id = try itemID(context)
        let list = try await repository.list(of: try context.person().id)
        guard let place = list.place(of: id) else { throw Self.noSuchItem }
        return list.item(at: place)
    }

    /// The header's menu of the person the page is for.
    private static func account(_ request: Request, _ context: ToDoRequestContext) throws -> AccountMenu {
        let person = try context.person()
        return AccountMenu(
            name: person.name, username: person.username, csrf: BrowserSession.webApps.formToken(of: request),
            showsDashboard: person.isAdmin)
    }

    private func change(_ action: ItemAction, _ request: Request, _ context: ToDoRequestContext) async throws
        -> Response
    {
        let fields = try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
        let id = try itemID(context)
        let account = try context.person().id
        do {
            if action == .delete {
                // Kept beside the list, so the list it leads to can offer Undo and a reload sends
                // nothing again.
                _ = try await repository.delete(id, of: account)
                return HTMLPage.redirect(to: "/todo?deleted=\(id.uuidString)")
            }
            let now = now()
            let calendar = ReaderTimeZone.calendar(in: ReaderTimeZone.of(request))
            _ = try await repository.update(of: account) { list throws(ToDoInputError) in
                guard let place = list.place(of: id) else { throw .notFound(reason: Self.noSuchItem.reason) }
                switch (action, place.section) {
                case (.check, .toDo): try list.check(at: place.index, now: now, calendar: calendar)
                case (.uncheck, .done): try list.uncheck(at: place.index)
                case (.check, .done), (.uncheck, .toDo): break  // Already where it was meant to go.
                case (.delete, _): break  // Deleted above.
                }
            }
        } catch ToDoInputError.notFound {
            // Done already — pressed twice, or in another tab: the list as it is now, not an error, and
            // a delete's Undo stays while it is the list's last change.
            return HTMLPage.redirect(to: action == .delete ? "/todo?deleted=\(id.uuidString)" : "/todo?notice=gone")
        }
        let back = BrowserSession.safeReturnPath(fields["return"], default: "/todo")
        let notice = action == .check ? "checked" : "unchecked"
        return HTMLPage.redirect(to: back == "/todo" ? "/todo?notice=\(notice)" : back)
    }

    private func itemID(_ context: ToDoRequestContext) throws -> UUID {
        guard let id = context.parameters.get("id", as: UUID.self) else { throw Self.noSuchItem }
        return id
    }
}

/// The input form's page.
struct ToDoFormView {
    let csrf: String
    let form: ToDoItemForm
    /// Whether to say above the form that it needs changes (stored: Mustache reads by Mirror).
    let hasProblems: Bool
    /// The priorities to choose from, the form's selected.
    let priorities: [SelectOption]
    let account: AccountMenu

    init(csrf: String, form: ToDoItemForm, account: AccountMenu) {
        self.csrf = csrf
        self.form = form
        hasProblems = form.hasProblems
        priorities = form.priorities
        self.account = account
    }
}

/// The page that asks before the whole list is deleted.
struct ToDoClearView {
    let csrf: String
    let account: AccountMenu
}
