import Hummingbird

/// A request context that knows who is signed in to the web apps, once a sign-in middleware ran:
/// what the administrators' middleware and the pages of every module ask.
package protocol SignedInRequestContext: RequestContext {
    /// The person signed in; `nil` on public routes and before a sign-in middleware.
    var signedIn: WebUser? { get }
}

/// A request context a `SignInMiddleware` fills in: a module whose accounts are another's (ToDo's,
/// the analytics').
package protocol WebUserRequestContext: SignedInRequestContext {
    /// The person signed in, set by `SignInMiddleware`.
    var user: WebUser? { get set }
}

extension WebUserRequestContext {
    package var signedIn: WebUser? { user }
}
