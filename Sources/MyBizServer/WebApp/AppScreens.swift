import Foundation
import Hummingbird
import MyBizAPI
import ServerHTTP
import WebPages

/// What every screen of the company app answers with: the templates, the pages kept per reader until
/// the company's data changes, the frame around a screen, and a post's form checked against the
/// session. Each screen's page controller holds one.
struct AppScreens: Sendable {
    let library: PageLibrary
    /// The screens kept rendered per reader until the company's data changes.
    let renderedPages: RenderedPages
    /// The address clients use (`--public-url`), for cookies and form origins.
    let publicURL: String?
    /// The version the pages report in their analytics, the server's.
    let appVersion: String

    /// The frame of `screen` (`nil` for a page within one) for the account logged in.
    func frame(_ screen: MainScreen?, _ request: Request, _ context: MyBizRequestContext) throws -> AppFrame {
        AppFrame(try context.account(), screen: screen, request, appVersion: appVersion)
    }

    /// The posted form's fields, once its token shows it came from this session's page.
    func form(_ request: Request) async throws -> FormFields {
        try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
    }

    /// The id in the page's path; none that could be one is 404, as for any page that is not there.
    static func id(_ context: MyBizRequestContext) throws -> UUID {
        guard let id = context.parameters.get("id", as: UUID.self) else {
            throw APIError(.notFound, "There is no such page.")
        }
        return id
    }

    /// The notice the address asks for (`?notice=saved`), one of `notices`; any other word shows none.
    static func notice(_ request: Request, _ notices: [String: String]) -> String? {
        request.uri.queryParameters["notice"].flatMap { notices[String($0)] }
    }
}

extension RuleProblem {
    /// The sentence as a page shows it: one about a field begins with the field's name, which a page
    /// capitalizes; one about no field is shown as written (it may begin with a person's name).
    var pageSentence: String {
        guard field != nil else { return sentence }
        return sentence.prefix(1).uppercased() + sentence.dropFirst()
    }
}
