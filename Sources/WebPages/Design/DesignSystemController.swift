import Hummingbird
import NIOCore

/// `GET /design`: the living page of the design system — its colours, type, and every component
/// in the light theme and the dark one side by side — rendered once, from the same stylesheet and
/// templates every page uses.
package struct DesignSystemController: Sendable {
    private let page: ByteBuffer

    /// Renders the page.
    ///
    /// - Throws: when a template does not render — a broken build, which the tests catch first.
    package init() throws {
        let library = try PageLibrary()
        let themes = [DesignTheme(name: "Light", id: "light"), DesignTheme(name: "Dark", id: "dark")]
        page = ByteBuffer(string: try library.render("design", ["themes": themes]))
    }

    package func addRoutes(to router: Router<some RequestContext>) {
        router.get("/design") { [page] _, _ in HTMLPage.response(page) }
    }

    private struct DesignTheme {
        let name: String
        let id: String
    }
}
