import Foundation
import HTTPTypes
import Hummingbird
import ServerHTTP

/// A browser login kept in a cookie — HttpOnly (scripts cannot read it), SameSite=Strict (another
/// site's page cannot send it), Secure when the page came over HTTPS — and the forms shown to whoever
/// holds it, which carry a token derived from it. The web apps have one (`webApps`), the dashboard
/// another, each with its own cookie.
package struct BrowserSession: Sendable {
    /// The cookie's name.
    package let cookieName: String
    /// The pages the cookie is sent to.
    package let cookiePath: String
    /// Where the login form is.
    package let loginPath: String
    /// How long a login lasts.
    package let lifetime: Duration

    /// A session in the cookie `cookieName` for the pages under `cookiePath`, logged in at `loginPath`.
    package init(cookieName: String, cookiePath: String, loginPath: String, lifetime: Duration = .seconds(12 * 3_600)) {
        self.cookieName = cookieName
        self.cookiePath = cookiePath
        self.loginPath = loginPath
        self.lifetime = lifetime
    }

    /// The web apps' session: the company app at `/app` and ToDo at `/todo`.
    package static let webApps = BrowserSession(cookieName: "mybiz_session", cookiePath: "/", loginPath: "/app/login")

    /// The web apps' sign-up form, which makes an account for all of them.
    package static let signupPath = "/app/signup"

    /// The page `request` asked for, path and query, as a place to come back to (`safeReturnPath`).
    package static func returnPath(of request: Request, default fallback: String) -> String {
        var path = request.uri.path
        if let query = request.uri.query, !query.isEmpty { path += "?" + query }
        return safeReturnPath(path, default: fallback)
    }

    /// The session token `request` carries, if any: the first cookie of that name in its `Cookie`
    /// fields, read as Hummingbird's `request.cookies` reads it (for separators written alone, as
    /// browsers write them), without parsing every cookie — every signed-in page asks for it twice.
    package func token(of request: Request) -> String? {
        for field in request.headers where field.name == .cookie {
            if let value = Self.cookie(cookieName, in: field.value) { return value.isEmpty ? nil : String(value) }
        }
        return nil
    }

    /// The value of the first cookie called `name` in one `Cookie` field: pairs split at `;`, leading
    /// whitespace dropped, the name up to the first `=`, the value after the `=`s that follow it.
    static func cookie(_ name: String, in field: String) -> Substring? {
        var rest = field[...]
        while !rest.isEmpty {
            let end = rest.utf8.firstIndex(of: UInt8(ascii: ";")) ?? rest.endIndex
            let pair = rest[..<end].drop(while: \.isWhitespace)
            if let equals = pair.utf8.firstIndex(of: UInt8(ascii: "=")), pair[..<equals] == name {
                return pair[pair.index(after: equals)...].drop { $0 == "=" }
            }
            guard end < rest.endIndex else { break }
            rest = rest[rest.index(after: end)...]
        }
        return nil
    }

    /// The token of forms shown to whoever holds `request`'s session.
    package func formToken(of request: Request) -> String {
        FormProtection.token(forSession: token(of: request) ?? "")
    }

    /// The fields of a form sent from a page shown to the holder of `request`'s session.
    ///
    /// - Throws: `APIError` 403 for a form without its token, with another's, or from another site
    ///   (nothing may be done with it); 413 for a form over `FormFields.maxBytes`.
    @discardableResult
    package func form(of request: Request, publicURL: String?) async throws -> FormFields {
        let form = try await FormFields.of(request)
        guard let session = token(of: request),
            FormProtection.accepts(
                request, token: form[FormProtection.fieldName], expected: FormProtection.token(forSession: session),
                publicURL: publicURL)
        else {
            throw APIError(
                .forbidden, "This form expired or came from another site; nothing was done. Open the page again.")
        }
        return form
    }

    /// The cookie that holds `token`, or ends the session when `token` is empty.
    package func cookie(_ token: String, request: Request, publicURL: String?) -> Cookie {
        Cookie(
            name: cookieName, value: token, maxAge: token.isEmpty ? 0 : Int(lifetime.components.seconds),
            path: cookiePath, secure: Self.isHTTPS(request, publicURL: publicURL), httpOnly: true, sameSite: .strict)
    }

    /// The login page, coming back to `path` afterwards.
    package func loginRedirect(returningTo path: String) -> Response {
        HTMLPage.redirect(to: loginLink(returningTo: path))
    }

    /// The login page's address, coming back to `path` afterwards.
    package func loginLink(returningTo path: String) -> String {
        Self.link(loginPath, returningTo: path)
    }

    /// `page` (a login or sign-up form) with `?next=` saying where to come back to afterwards.
    package static func link(_ page: String, returningTo next: String) -> String {
        "\(page)?next=\(next.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "/")"
    }

    /// Whether the page was asked for over HTTPS: the public address is HTTPS, or a proxy says so.
    package static func isHTTPS(_ request: Request, publicURL: String?) -> Bool {
        publicURL?.lowercased().hasPrefix("https://") == true
            || request.headers[HTTPField.Name("X-Forwarded-Proto")!]?.lowercased() == "https"
    }

    /// Where to go after logging in: a path on this site, never another site. Only a path of
    /// plain URL characters qualifies — browsers drop tabs and line breaks and read `\` as `/`, so
    /// `/<TAB>/evil.example` would otherwise lead away.
    package static func safeReturnPath(_ next: String?, default fallback: String) -> String {
        guard let next, next.hasPrefix("/"), !next.hasPrefix("//"),
            next.unicodeScalars.allSatisfy({ returnPathCharacters.contains($0) }),
            let components = URLComponents(string: next), components.scheme == nil, components.host == nil
        else { return fallback }
        return next
    }

    private static let returnPathCharacters = CharacterSet.urlPathAllowed.union(.urlQueryAllowed)
        .union(CharacterSet(charactersIn: "%#")).subtracting(CharacterSet(charactersIn: "\\"))
}
