import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite("The inbox: what concerns a person, as it happens, and only the kinds they want")
struct InboxTests {
    @Test(
        "Given an order waiting for an admin, then the admin is told; when they reject it, the purchaser is told why; a new announcement tells everyone but its author",
        arguments: TestDatabase.available)
    func told(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let member = try await client.token(for: fixture.member)
            let admin = try await client.token(for: fixture.admin)
            let chair = fixture.company.products[0]
            let order = try await client.call(
                MyBizPath.purchases, token: member,
                body: NewPurchaseOrder(poNumber: "PO-1", purchases: [PurchaseLine(productId: chair.id, quantity: 1)])
            ).myBizDecoded(PurchaseOrder.self)
            let adminInbox = try await client.call(MyBizPath.inbox, token: admin).myBizDecoded(Inbox.self)
            #expect(adminInbox.unread == 1)
            #expect(adminInbox.items.first?.text == "Mia Member asks you to approve PO-1 ($289.00).")
            #expect(adminInbox.items.first?.kind == .approvalWaiting)
            _ = try await client.call(
                MyBizPath.purchase(order.id, .reject), token: admin, body: PurchaseDecision(reason: "Two, please."))
            let memberInbox = try await client.call(MyBizPath.inbox, token: member).myBizDecoded(Inbox.self)
            #expect(memberInbox.items.map(\.text) == ["Ada Admin rejected PO-1: “Two, please.”"])

            _ = try await client.call(
                MyBizPath.announcements, token: admin, body: AnnouncementDraft(title: "Cake", message: "Kitchen."))
            let after = try await client.call(MyBizPath.inbox, token: member).myBizDecoded(Inbox.self)
            #expect(after.unread == 2 && after.items.first?.text == "New announcement: Cake")
            #expect(try await client.call(MyBizPath.inbox, token: admin).myBizDecoded(Inbox.self).unread == 1)
            #expect(try await client.call(MyBizPath.inboxRead, .post, token: member, json: "").status == .noContent)
            #expect(try await client.call(MyBizPath.inbox, token: member).myBizDecoded(Inbox.self).unread == 0)
        }
    }

    @Test(
        "Given a member who turned announcements off, then a new one is not put in their inbox; a comment tells the author"
    )
    func choices() async throws {
        try await MyBizApp.test { client, fixture in
            let member = try await client.token(for: fixture.member)
            let admin = try await client.token(for: fixture.admin)
            let saved = try await client.call(
                MyBizPath.inboxSettings, .put, token: member, body: NotificationSettings(muted: [.announcement]))
            #expect(try saved.myBizDecoded(NotificationSettings.self).muted == [.announcement])
            let posted = try await client.call(
                MyBizPath.announcements, token: admin, body: AnnouncementDraft(title: "Cake", message: "Kitchen.")
            ).myBizDecoded(Announcement.self)
            #expect(try await client.call(MyBizPath.inbox, token: member).myBizDecoded(Inbox.self).items.isEmpty)
            _ = try await client.call(
                MyBizPath.announcementComments(posted.id), token: member, body: NewComment(body: "Which kitchen?"))
            let adminInbox = try await client.call(MyBizPath.inbox, token: admin).myBizDecoded(Inbox.self)
            #expect(adminInbox.items.first?.text == "Mia Member commented on “Cake”.")
            #expect(
                adminInbox.items.first?.link.hasPrefix("/app/announcements/\(posted.id.uuidString)#comment-") == true)
        }
    }

    @Test(
        "Given the pages, then the header's count says what is new, the inbox lists it and marks it read, and the choices are a form"
    )
    func onThePages() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            _ = try await client.call(
                MyBizPath.announcements, token: admin, body: AnnouncementDraft(title: "Cake", message: "Kitchen."))
            let member = try await MyBizApp.signedIn(client, fixture.member)
            let count = try await member.get("/app/inbox/count", headers: [.accept: "application/json"])
            #expect(count.text.contains(#""unread":1"#))
            #expect(count.text.contains(#""newest":"New announcement: Cake""#))
            let page = try await member.get("/app/inbox")
            #expect(page.text.contains("New announcement: Cake") && page.text.contains(#"class="is-new""#))
            let again = try await member.get("/app/inbox/count", headers: [.accept: "application/json"])
            #expect(again.text.contains(#""unread":0"#))
            let off = try await member.post("/app/inbox/settings", from: page, [("kind", "approvalDecided")])
            #expect(off.headers[.location] == "/app/inbox?notice=saved#settings")
            let token = try await client.token(for: fixture.member)
            let settings = try await client.call(MyBizPath.inboxSettings, token: token).myBizDecoded(
                NotificationSettings.self)
            #expect(Set(settings.muted) == Set(NotificationKind.allCases).subtracting([.approvalDecided]))
        }
    }
}
