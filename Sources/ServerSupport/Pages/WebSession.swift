import Foundation
import HTTPTypes
import Hummingbird

/// A person logged in to the web apps (MyBiz at `/app`, ToDo at `/todo`), as pages of any module
/// see them.
package struct WebUser: Sendable, Equatable {
    /// The account's id.
    package let id: UUID
    /// The name they log in with.
    package let username: String
    /// Whether they administer the company (and may open the dashboard).
    package let isAdmin: Bool

    /// A person.
    package init(id: UUID, username: String, isAdmin: Bool) {
        self.id = id
        self.username = username
        self.isAdmin = isAdmin
    }
}

/// Finds who a browser's web-app session cookie belongs to. The MyBiz module, which keeps the
/// accounts, provides it; other modules' pages (ToDo's) ask it without reaching into the accounts.
package protocol WebSessionReader: Sendable {
    /// The person whose live session `request`'s cookie holds; `nil` without one.
    func user(of request: Request) async throws -> WebUser?
}

/// The web apps' session cookie: HttpOnly (scripts cannot read it), SameSite=Strict (another site's
/// page cannot send it), Secure when the page came over HTTPS, for the whole site.
package enum WebSession {
    /// The cookie's name.
    package static let cookieName = "mybiz_session"
    /// How long a web login lasts.
    package static let lifetime: Duration = .seconds(12 * 3_600)
    /// Where the login form is.
    package static let loginPath = "/app/login"

    /// The session token `request` carries, if any.
    package static func token(of request: Request) -> String? {
        request.cookies[cookieName]?.value.nilIfEmpty
    }

    /// The token of forms shown to whoever holds `request`'s session.
    package static func formToken(of request: Request) -> String {
        FormProtection.token(forSession: token(of: request) ?? "")
    }

    /// Whether a form sent with `request` came from a page shown to its session's holder.
    package static func acceptsForm(_ request: Request, _ form: FormFields, publicURL: String?) -> Bool {
        guard let session = token(of: request) else { return false }
        return FormProtection.accepts(
            request, token: form[FormProtection.fieldName], expected: FormProtection.token(forSession: session),
            publicURL: publicURL)
    }

    /// The cookie that holds `token`, or ends the session when `token` is empty.
    package static func cookie(_ token: String, request: Request, publicURL: String?) -> Cookie {
        Cookie(
            name: cookieName, value: token, maxAge: token.isEmpty ? 0 : Int(lifetime.components.seconds), path: "/",
            secure: isHTTPS(request, publicURL: publicURL), httpOnly: true, sameSite: .strict)
    }

    /// The login page, coming back to `path` afterwards.
    package static func loginRedirect(returningTo path: String) -> Response {
        let next = path.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "/app"
        return HTMLPage.redirect(to: "\(loginPath)?next=\(next)")
    }

    /// Whether the page was asked for over HTTPS: the public address is HTTPS, or a proxy says so.
    package static func isHTTPS(_ request: Request, publicURL: String?) -> Bool {
        publicURL?.lowercased().hasPrefix("https://") == true
            || request.headers[HTTPField.Name("X-Forwarded-Proto")!]?.lowercased() == "https"
    }

    /// Where to go after logging in: a path on this site, never another site. Only a path of
    /// plain URL characters qualifies — browsers drop tabs and line breaks and read `\` as `/`, so
    /// `/<TAB>/evil.example` would otherwise lead away.
    package static func safeReturnPath(_ next: String?, default fallback: String = "/app") -> String {
        guard let next, next.hasPrefix("/"), !next.hasPrefix("//"),
            next.unicodeScalars.allSatisfy({ returnPathCharacters.contains($0) }),
            let components = URLComponents(string: next), components.scheme == nil, components.host == nil
        else { return fallback }
        return next
    }

    private static let returnPathCharacters = CharacterSet.urlPathAllowed.union(.urlQueryAllowed)
        .union(CharacterSet(charactersIn: "%#")).subtracting(CharacterSet(charactersIn: "\\"))
}

extension String {
    /// The string, or `nil` when it is empty.
    package var nilIfEmpty: String? { isEmpty ? nil : self }
}
