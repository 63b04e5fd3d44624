import Foundation
import Hummingbird
import ServerSupport
import ToDoKit
import WebPages

/// The ToDo app as web pages at `/todo`, for whoever is logged in to the web apps: the To do and
/// Finished sections, check / uncheck / delete, an item's details, and the input form — every
/// change made by `ToDoKit`'s `ToDoList`, the same rules `mybiz todo` follows. Forms work without
/// JavaScript.
struct ToDoPagesController: Sendable {
    let repository: any ToDoListRepository
    let library: PageLibrary
    /// The address clients use (`--public-url`), which an `Origin` may name.
    let publicURL: String?
    let now: @Sendable () -> Date

    func addRoutes(to todo: RouterGroup<ToDoRequestContext>) {
        todo.get { request, context in try await list(request, context) }
        todo.get("/new") { request, context in
            try library.page(
                "todo-new",
                ToDoFormView(
                    csrf: BrowserSession.webApps.formToken(of: request), form: ToDoItemForm(),
                    account: try Self.account(request, context)))
        }
        todo.post("/items") { request, context in try await add(request, context) }
        todo.get("/items/{id}") { request, context in
            let id = try itemID(context)
            let list = try await repository.list(of: try context.person().id)
            guard let place = list.place(of: id) else { throw Self.noSuchItem }
            let item = place.section == .toDo ? list.toDo[place.index] : list.done[place.index]
            return try library.page(
                "todo-item",
                ToDoDetailView(
                    csrf: BrowserSession.webApps.formToken(of: request), item: item,
                    account: try Self.account(request, context)))
        }
        for action in ItemAction.allCases {
            todo.post("/items/{id}/\(action.rawValue)") { request, context in
                try await change(action, request, context)
            }
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
        let person = try context.person()
        let notice = request.uri.queryParameters["notice"].flatMap { Self.notices[String($0)] }
        return try library.page(
            "todo",
            ToDoListView(
                username: person.username, csrf: BrowserSession.webApps.formToken(of: request),
                list: try await repository.list(of: person.id), notice: notice,
                account: try Self.account(request, context)))
    }

    private static let notices = [
        "added": "Added to your to-do list.", "checked": "Checked: moved to Finished.",
        "unchecked": "Unchecked: back in your to-do list.", "deleted": "Deleted.", "cleared": "Your list is empty now.",
    ]

    private func add(_ request: Request, _ context: ToDoRequestContext) async throws -> Response {
        let fields = try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
        var form = ToDoItemForm(fields)
        guard let item = form.item(now: now()) else { return try formPage(form, request, context) }
        do {
            _ = try await repository.update(of: try context.person().id) { list throws(ToDoInputError) in
                try list.add(item)
            }
        } catch let error as ToDoInputError {
            form.mark(error)
            return try formPage(form, request, context)
        }
        return HTMLPage.redirect(to: "/todo?notice=added")
    }

    private func formPage(_ form: ToDoItemForm, _ request: Request, _ context: ToDoRequestContext) throws -> Response {
        try library.page(
            "todo-new",
            ToDoFormView(
                csrf: BrowserSession.webApps.formToken(of: request), form: form,
                account: try Self.account(request, context)),
            status: .badRequest)
    }

    /// The header's menu of the person the page is for.
    private static func account(_ request: Request, _ context: ToDoRequestContext) throws -> AccountMenu {
        let person = try context.person()
        return AccountMenu(
            name: person.username, username: person.username, csrf: BrowserSession.webApps.formToken(of: request),
            showsDashboard: person.isAdmin)
    }

    private func change(_ action: ItemAction, _ request: Request, _ context: ToDoRequestContext) async throws
        -> Response
    {
        let fields = try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
        let id = try itemID(context)
        do {
            try await repository.update(of: try context.person().id) { list throws(ToDoInputError) in
                guard let place = list.place(of: id) else { throw .notFound(reason: Self.noSuchItem.reason) }
                switch (action, place.section) {
                case (.check, .toDo): try list.check(at: place.index)
                case (.uncheck, .done): try list.uncheck(at: place.index)
                case (.delete, _): try list.remove(at: place.index, from: place.section)
                case (.check, .done), (.uncheck, .toDo): break  // Already where it was meant to go.
                }
            }
        } catch ToDoInputError.notFound {
            throw Self.noSuchItem
        }
        let back = BrowserSession.safeReturnPath(fields["return"], default: "/todo")
        let notice = action == .check ? "checked" : action == .uncheck ? "unchecked" : "deleted"
        let target = action == .delete || back == "/todo" ? "/todo?notice=\(notice)" : back
        return HTMLPage.redirect(to: target)
    }

    private func itemID(_ context: ToDoRequestContext) throws -> UUID {
        guard let id = context.parameters.get("id").flatMap(UUID.init(uuidString:)) else { throw Self.noSuchItem }
        return id
    }
}

/// The input form's page.
struct ToDoFormView {
    let csrf: String
    let form: ToDoItemForm
    /// Whether to say above the form that it needs changes (stored: Mustache reads by Mirror).
    let hasProblems: Bool
    let account: AccountMenu

    init(csrf: String, form: ToDoItemForm, account: AccountMenu) {
        self.csrf = csrf
        self.form = form
        hasProblems = form.hasProblems
        self.account = account
    }
}

/// The page that asks before the whole list is deleted.
struct ToDoClearView {
    let csrf: String
    let account: AccountMenu
}
