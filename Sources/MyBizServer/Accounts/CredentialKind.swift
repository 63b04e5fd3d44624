/// What a session token was issued for. A token of one kind opens nothing of the other: a leaked
/// API token is no dashboard cookie, and a dashboard cookie — which a browser sends by itself — is
/// no bearer token.
enum CredentialKind: String, Sendable {
    /// A bearer token of the MyBiz API, from `POST /api/users/login` or sign-up.
    case apiToken = "api"
    /// The dashboard's session cookie, from its login form.
    case dashboardSession = "dashboard"
    /// The web apps' session cookie (`/app`, `/todo`), from the company app's login form. Of the
    /// API it opens only `POST /api/analytics`, and only for requests a page of this server sends
    /// (see `WebSessionAPIAuthenticator`).
    case webSession = "web"
    /// A one-use link to set a new password with, which an administrator made
    /// (`PasswordResetLinks`); it opens no session and no API.
    case passwordReset = "reset"
}
