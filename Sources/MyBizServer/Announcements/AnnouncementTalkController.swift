import Foundation
import Hummingbird
import MyBizAPI
import ServerHTTP

/// The conversation around announcements in the API: read it, comment, react, confirm.
struct AnnouncementTalkController: Sendable {
    let talk: AnnouncementTalk

    /// The routes: `api` must be behind a login and for the company's people.
    func addRoutes(to api: RouterGroup<MyBizRequestContext>) {
        api.get(RouterPath(MyBizPath.announcementConversationPattern)) { _, context in
            let conversation = try await talk.conversation(of: try Self.id(context), for: try context.account())
            return JSONAnswer.response(try MyBizRequestContext.encoder().encode(conversation))
        }
        api.post(RouterPath(MyBizPath.announcementCommentsPattern)) { request, context in
            let comment = try await MyBizJSONBody.decode(NewComment.self, from: request, context: context)
            let added = try await talk.comment(comment, on: try Self.id(context), by: try context.account())
            return JSONAnswer.response(try MyBizRequestContext.encoder().encode(added), status: .created)
        }
        api.put(RouterPath(MyBizPath.announcementReactionPattern)) { _, context in
            try await talk.react(
                try Self.reaction(context), to: try Self.id(context), by: try context.account(), on: true)
            return HTTPResponse.Status.noContent
        }
        api.delete(RouterPath(MyBizPath.announcementReactionPattern)) { _, context in
            try await talk.react(
                try Self.reaction(context), to: try Self.id(context), by: try context.account(), on: false)
            return HTTPResponse.Status.noContent
        }
        api.post(RouterPath(MyBizPath.announcementConfirmationPattern)) { _, context in
            try await talk.confirm(try Self.id(context), by: try context.account())
            return HTTPResponse.Status.noContent
        }
    }

    private static func id(_ context: MyBizRequestContext) throws -> UUID {
        guard let id = context.parameters.get("id", as: UUID.self) else {
            throw APIError.badRequest("“\(context.parameters.get("id") ?? "")” is not an announcement id.")
        }
        return id
    }

    private static func reaction(_ context: MyBizRequestContext) throws -> AnnouncementReaction {
        let text = context.parameters.get("reaction") ?? ""
        guard let reaction = AnnouncementReaction(rawValue: text) else {
            let names = AnnouncementReaction.allCases.map(\.rawValue).joined(separator: ", ")
            throw APIError.badRequest("“\(text)” is not a reaction; use one of \(names).")
        }
        return reaction
    }
}
