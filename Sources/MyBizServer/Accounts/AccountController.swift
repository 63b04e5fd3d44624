import Foundation
import Hummingbird
import Logging
import MyBizAPI
import ServerHTTP
import ServerSecurity
import WebPages

/// Sign-up and login, open to anyone; logout and who a user is, for the logged in.
struct AccountController: Sendable {
    let accounts: any AccountRepository
    /// Where administrators invite people and change accounts.
    let desk: AccountDesk
    let authenticator: Authenticator
    let passwords: any PasswordHasher
    /// Who may make an account, and whether it joins the company.
    let signups: AccountSignup
    /// Where administrators make password reset links.
    let resets: PasswordResetLinks
    /// How long a token opens sessions.
    let tokenLifetime: Duration
    /// Where `me` is kept encoded: every screen of the app asks for it, and an account's id,
    /// username and name never change.
    let answers: ListAnswers

    /// `POST /users/signup` and `POST /users/login` (Basic credentials, checked by a middleware).
    func addPublicRoutes(to api: RouterGroup<MyBizRequestContext>) {
        api.post(RouterPath(MyBizPath.signup)) { request, context in try await signup(request, context) }
        api.group(RouterPath(MyBizPath.login)).add(middleware: BasicLoginAuthenticator(authenticator: authenticator))
            .post { _, context in try await session(for: try context.account()) }
    }

    /// `POST /users/logout`, `GET /users/me`, `GET /users/{id}`: `api` must be behind a login.
    func addRoutes(to api: RouterGroup<MyBizRequestContext>) {
        api.post(RouterPath(MyBizPath.logout)) { request, _ in try await logout(request) }
        api.post(RouterPath(MyBizPath.logoutEverywhere)) { _, context in
            try await authenticator.revokeAll(of: try context.account())
            context.logger.info("An account logged out everywhere")
            return HTTPResponse.Status.noContent
        }
        api.post(RouterPath(MyBizPath.password)) { request, context in try await changePassword(request, context) }
        api.get(RouterPath(MyBizPath.me)) { _, context in
            let user = try context.account().user
            return try await answers.response("me \(user.id.uuidString)") { user }
        }
        api.group().add(middleware: CompanyPeopleOnly()).get(RouterPath(MyBizPath.userPattern)) { _, context in
            try await user(context)
        }
        let administrators = api.administrators(refusing: AccountDesk.forbidden)
        administrators.get(RouterPath(MyBizPath.users)) { _, context in
            let list = try await desk.list(by: try context.account())
            return JSONAnswer.response(try MyBizRequestContext.encoder().encode(list))
        }
        administrators.post(RouterPath(MyBizPath.users)) { request, context in
            let invitation = try await MyBizJSONBody.decode(Invitation.self, from: request, context: context)
            let invited = try await desk.invite(invitation, by: try context.account())
            context.logger.info("An administrator invited account \(invited.account.id)")
            return JSONAnswer.response(try MyBizRequestContext.encoder().encode(invited), status: .created)
        }
        administrators.post(RouterPath(MyBizPath.resetLinkPattern)) { _, context in
            let id = try Self.userID(context)
            let link = try await resets.make(for: id, by: try context.account())
            context.logger.info("An administrator made a password reset link for account \(id)")
            return JSONAnswer.response(try MyBizRequestContext.encoder().encode(link), status: .created)
        }
        administrators.patch(RouterPath(MyBizPath.userPattern)) { request, context in
            let id = try Self.userID(context)
            let change = try await MyBizJSONBody.decode(AccountChange.self, from: request, context: context)
            let changed = try await desk.change(id, change, by: try context.account())
            context.logger.info("An administrator changed account \(id)")
            return JSONAnswer.response(try MyBizRequestContext.encoder().encode(changed))
        }
    }

    private func signup(_ request: Request, _ context: MyBizRequestContext) async throws -> Session {
        let form = try await MyBizJSONBody.decode(SignupRequest.self, from: request, context: context)
        let account = try await signups.signUp(
            username: form.username, name: form.name, password: form.password,
            client: authenticator.clients.of(request, context: context))
        context.logger.info("A new account signed up")
        return try await session(for: account)
    }

    private func logout(_ request: Request) async throws -> HTTPResponse.Status {
        if let token = authenticator.token(request) {
            try await authenticator.revoke(token, kind: .apiToken)
        }
        return .noContent
    }

    private func changePassword(_ request: Request, _ context: MyBizRequestContext) async throws
        -> HTTPResponse.Status
    {
        let change = try await MyBizJSONBody.decode(PasswordChange.self, from: request, context: context)
        try await authenticator.changePassword(
            of: try context.account(), current: change.currentPassword, new: change.newPassword,
            keeping: authenticator.token(request), client: authenticator.clients.of(request, context: context))
        context.logger.info("An account changed its password")
        return .noContent
    }

    private func user(_ context: MyBizRequestContext) async throws -> User {
        let id = try Self.userID(context)
        guard let account = try await accounts.account(id: id) else {
            throw APIError(.notFound, "There is no user \(id.uuidString).")
        }
        return account.user
    }

    /// The user id in the path; a 400 naming what was sent when it is none.
    private static func userID(_ context: MyBizRequestContext) throws -> UUID {
        guard let id = context.parameters.get("id", as: UUID.self) else {
            throw APIError.badRequest("“\(context.parameters.get("id") ?? "")” is not a user id.")
        }
        return id
    }

    /// A new token for `account`, stored by its hash.
    private func session(for account: Account) async throws -> Session {
        let token = try await authenticator.issueToken(for: account, kind: .apiToken, lifetime: tokenLifetime)
        return Session(token: token.text, user: Session.Account(id: account.id, username: account.username))
    }
}
