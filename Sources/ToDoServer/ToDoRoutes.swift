import Foundation
import Hummingbird
import SQLKit
import ServerDatabase
import ServerHTTP
import WebPages

/// The ToDo app's pages and API put together: each account's list in the server's database, for whoever
/// the MyBiz accounts say is logged in to the web apps. What the server composes; everything inside
/// stays this module's own.
package struct ToDoRoutes: Sendable {
    /// The lists' schema, which the server brings up to date at start-up.
    package static let migrations = ToDoMigrations.all
    /// The pages' templates.
    package static let webResources = WebResources(embedded: EmbeddedResources.embedded)

    private let pages: ToDoPagesController
    private let api: ToDoAPIController
    private let items: ToDoItemsAPIController
    private let publicURL: String?
    private let sessions: any WebSessionReader
    private let calDAV: CalDAVController?

    /// The pages over `database`; `sessions` says who is logged in, `appPasswords` who a CalDAV
    /// client signed in as (no CalDAV without it). A list changed through another server sharing the
    /// database shows on the pages kept here within `recheckInterval`.
    package init(
        database: any SQLDatabase, sessions: any WebSessionReader, appPasswords: (any AppPasswordReader)? = nil,
        publicURL: String?, recheckInterval: Duration = .seconds(1), changes: DataChanges
    ) throws {
        let now: @Sendable () -> Date = { Date() }
        let version = VersionCounter(table: "todo_version")
        let kept = RenderedPages(
            VersionedAnswerCache(recheckInterval: recheckInterval, now: now) { try await version.read(from: database) })
        kept.follow(.toDoLists, on: changes)
        let repository = SQLToDoListRepository(database: database, changes: changes, now: now)
        pages = ToDoPagesController(
            repository: repository, library: try PageLibrary(Self.webResources), pages: kept, publicURL: publicURL,
            now: now)
        api = ToDoAPIController(repository: repository)
        items = ToDoItemsAPIController(repository: repository, now: now)
        self.publicURL = publicURL
        self.sessions = sessions
        calDAV = appPasswords.map {
            CalDAVController(
                repository: repository, objects: CalDAVObjectStore(database: database), database: database,
                appPasswords: $0, now: now)
        }
    }

    /// Adds the pages under `/todo`, all behind the web session, and `/api/todos` behind API tokens —
    /// or the web session, for the pages' own scripts, which send the changes kept offline.
    package func addRoutes(to router: Router<AppRequestContext>) {
        pages.addRoutes(
            to: router.group("/todo", context: ToDoRequestContext.self)
                .add(middleware: SignInMiddleware(sessions: sessions, credential: .webSession)))
        let todos = router.group("/api/todos", context: ToDoRequestContext.self)
            .add(
                middleware: SignInMiddleware(
                    sessions: sessions, credential: .apiTokenOrPageScript(publicURL: publicURL)))
        api.addRoutes(to: todos)
        items.addRoutes(to: todos.group("/items"))
        calDAV?.addRoutes(to: router)
    }
}
