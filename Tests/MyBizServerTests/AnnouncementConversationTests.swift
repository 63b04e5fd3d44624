import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite("Announcements that talk: Markdown shown safely, comments, reactions, and who has confirmed reading")
struct AnnouncementConversationTests {
    @Test(
        "Given an admin's announcement asking for confirmation, then members comment, react and confirm, and the admin sees who has not",
        arguments: TestDatabase.available)
    func conversation(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let member = try await client.token(for: fixture.member)
            let posted = try await client.call(
                MyBizPath.announcements, token: admin,
                body: AnnouncementDraft(
                    title: "New travel policy", message: "Read **all** of it: https://intranet.example/travel",
                    needsConfirmation: true)
            ).myBizDecoded(Announcement.self)
            let before = try await client.call(MyBizPath.announcementConversation(posted.id), token: admin)
                .myBizDecoded(AnnouncementConversation.self)
            // Its author asked: they are not among those asked
            #expect(
                !before.needsConfirmation && before.confirmed == []
                    && before.notConfirmed?.map(\.name) == ["Mia Member"])

            let comment = try await client.call(
                MyBizPath.announcementComments(posted.id), token: member,
                body: NewComment(body: "Does it cover *trains*?"))
            #expect(comment.status == .created)
            let blank = try await client.call(
                MyBizPath.announcementComments(posted.id), token: member, body: NewComment(body: "  "))
            #expect(blank.status == .badRequest && blank.errorReason == "body must not be blank.")
            #expect(
                try await client.call(
                    MyBizPath.announcementReaction(posted.id, .thumbsUp), .put, token: member, json: ""
                )
                .status == .noContent)
            let confirmed = try await client.call(
                MyBizPath.announcementConfirmation(posted.id), .post, token: member, json: "")
            #expect(confirmed.status == .noContent)
            let wrongReaction = try await client.call(
                "/api/announcements/\(posted.id.uuidString)/reactions/rocket", .put, token: member, json: "")
            #expect(wrongReaction.status == .badRequest)

            let seen = try await client.call(MyBizPath.announcementConversation(posted.id), token: member)
                .myBizDecoded(AnnouncementConversation.self)
            #expect(
                seen.comments.map(\.body) == ["Does it cover *trains*?"] && seen.comments[0].authorName == "Mia Member")
            #expect(
                seen.reactions.first { $0.reaction == .thumbsUp }
                    == ReactionCount(reaction: .thumbsUp, count: 1, mine: true))
            #expect(seen.confirmedAt != nil && seen.confirmed == nil, "members do not see who has confirmed")
            let after = try await client.call(MyBizPath.announcementConversation(posted.id), token: admin)
                .myBizDecoded(AnnouncementConversation.self)
            #expect(after.confirmed?.map(\.name) == ["Mia Member"] && after.notConfirmed == [])

            // Taking a reaction back; confirming what asks nothing
            _ = try await client.call(MyBizPath.announcementReaction(posted.id, .thumbsUp), .delete, token: member)
            let plain = try await client.call(
                MyBizPath.announcements, token: admin,
                body: AnnouncementDraft(title: "Cake", message: "In the kitchen.")
            ).myBizDecoded(Announcement.self)
            let nothing = try await client.call(
                MyBizPath.announcementConfirmation(plain.id), .post, token: member, json: "")
            #expect(nothing.status == .conflict)
        }
    }

    @Test(
        "Given an announcement in Markdown with a script, then the pages show its marks and links and never the script")
    func onThePages() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let posted = try await client.call(
                MyBizPath.announcements, token: admin,
                body: AnnouncementDraft(
                    title: "Links", message: "See https://example.com/plan and **this**.\n<script>alert(1)</script>",
                    needsConfirmation: true)
            ).myBizDecoded(Announcement.self)
            let member = try await MyBizApp.signedIn(client, fixture.member)
            let list = try await member.get("/app/announcements")
            #expect(list.text.contains(#"<a href="https://example.com/plan">https://example.com/plan</a>"#))
            #expect(list.text.contains("<strong>this</strong>") && !list.text.contains("<script>alert"))
            #expect(list.text.contains("Please confirm you have read this"))
            let page = try await member.get("/app/announcements/\(posted.id.uuidString)")
            let commented = try await member.post(
                "/app/announcements/\(posted.id.uuidString)/comments", from: page, [("body", "Thanks, *noted*.")])
            #expect(
                commented.headers[.location]?.hasPrefix("/app/announcements/\(posted.id.uuidString)?notice=commented")
                    == true)
            let blank = try await member.post(
                "/app/announcements/\(posted.id.uuidString)/comments", from: page, [("body", " ")])
            #expect(blank.status == .badRequest && blank.text.contains("Your comment must not be blank."))
            _ = try await member.post(
                "/app/announcements/\(posted.id.uuidString)/reactions", from: page, [("reaction", "celebrate:on")])
            _ = try await member.post("/app/announcements/\(posted.id.uuidString)/confirmation", from: page, [])
            let after = try await member.get("/app/announcements/\(posted.id.uuidString)")
            #expect(after.text.contains("<em>noted</em>") && after.text.contains("You confirmed on"))
            #expect(after.text.contains(#"aria-label="Celebrate: 1""#))
            #expect(!(try await member.get("/app/announcements").text.contains("Please confirm you have read this")))
        }
    }
}
