import Foundation
import Hummingbird
import MyBizAPI
import ServerHTTP

/// The signed-in person's inbox in the API: read it, mark it read, choose what to be told.
struct InboxController: Sendable {
    let inboxes: any InboxRepository
    let now: @Sendable () -> Date

    /// The routes: `api` must be behind a login and for the company's people.
    func addRoutes(to api: RouterGroup<MyBizRequestContext>) {
        api.get(RouterPath(MyBizPath.inbox)) { _, context in
            let inbox = try await inboxes.inbox(of: try context.account().id, limit: Inbox.shown)
            return JSONAnswer.response(try MyBizRequestContext.encoder().encode(inbox))
        }
        api.post(RouterPath(MyBizPath.inboxRead)) { _, context in
            try await inboxes.markRead(of: try context.account().id, upTo: nil, at: now())
            return HTTPResponse.Status.noContent
        }
        api.get(RouterPath(MyBizPath.inboxSettings)) { _, context in
            let muted = try await inboxes.muted(of: try context.account().id)
            return JSONAnswer.response(
                try MyBizRequestContext.encoder().encode(
                    NotificationSettings(muted: NotificationKind.allCases.filter(muted.contains))))
        }
        api.put(RouterPath(MyBizPath.inboxSettings)) { request, context in
            let settings = try await MyBizJSONBody.decode(NotificationSettings.self, from: request, context: context)
            try await inboxes.setMuted(Set(settings.muted), of: try context.account().id)
            return JSONAnswer.response(
                try MyBizRequestContext.encoder().encode(
                    NotificationSettings(muted: NotificationKind.allCases.filter(settings.muted.contains))))
        }
    }
}
