import Foundation
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import NIOFoundationCompat
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite("Administrators post, change and remove announcements; everyone reads them, old clients too")
struct AnnouncementAdministrationTests {
    /// The announcement model of the book's iOS client: the contract's two keys, nothing more.
    struct BookClientAnnouncement: Decodable {
        let id: UUID
        let message: String
    }

    @Test(
        "Given an admin's new announcement, then a member reads it with title, author and date, and old clients decode it",
        arguments: TestDatabase.available)
    func postAndRead(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let member = try await client.token(for: fixture.member)
            let draft = AnnouncementDraft(title: "  Lab closed  ", message: "The lab is closed on Monday.")
            let posted = try await client.call(MyBizPath.announcements, token: admin, body: draft)
            #expect(posted.status == .created)
            let announcement = try posted.myBizDecoded(Announcement.self)
            #expect(announcement.title == "Lab closed" && announcement.author == fixture.admin.name)
            #expect(announcement.publishedAt != nil)

            let read = try await client.call(MyBizPath.announcements, token: member)
            let list = try read.myBizDecoded([Announcement].self)
            #expect(list.last == announcement, "a member reads it at once")
            let old = try MyBizJSON.decoder().decode([BookClientAnnouncement].self, from: Data(buffer: read.body))
            #expect(old.count == list.count && old.last?.message == "The lab is closed on Monday.")
            let fixtureOnly = try JSONSerialization.jsonObject(with: Data(buffer: read.body)) as? [[String: Any]]
            #expect(fixtureOnly?.first.map { Set($0.keys) } == ["id", "message"], "older ones add no keys")
        }
    }

    @Test(
        "Given an announcement, then an admin changes and removes it, and the list follows at once",
        arguments: TestDatabase.available)
    func changeAndRemove(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let posted = try await client.call(
                MyBizPath.announcements, token: admin, body: AnnouncementDraft(title: "Draft", message: "First words.")
            ).myBizDecoded(Announcement.self)
            _ = try await client.call(MyBizPath.announcements, token: admin)  // cached now
            let changed = try await client.call(
                MyBizPath.announcement(posted.id), .put, token: admin,
                body: AnnouncementDraft(title: "Final", message: "Better words."))
            #expect(changed.status == .ok)
            #expect(try changed.myBizDecoded(Announcement.self).title == "Final")
            let list = try await client.call(MyBizPath.announcements, token: admin).myBizDecoded([Announcement].self)
            #expect(list.contains { $0.id == posted.id && $0.message == "Better words." })
            let removed = try await client.call(MyBizPath.announcement(posted.id), .delete, token: admin)
            #expect(removed.status == .noContent)
            let after = try await client.call(MyBizPath.announcements, token: admin).myBizDecoded([Announcement].self)
            #expect(!after.contains { $0.id == posted.id })
            let again = try await client.call(MyBizPath.announcement(posted.id), .delete, token: admin)
            #expect(again.status == .notFound)
        }
    }

    @Test("Given a member or a bad draft, then nothing is posted and the answer says why")
    func refusals() async throws {
        try await MyBizApp.test { client, fixture in
            let member = try await client.token(for: fixture.member)
            let admin = try await client.token(for: fixture.admin)
            let before = try await client.call(MyBizPath.announcements, token: admin).myBizDecoded([Announcement].self)
            let byMember = try await client.call(
                MyBizPath.announcements, token: member, body: AnnouncementDraft(title: "Hi", message: "Hello"))
            #expect(byMember.status == .forbidden)
            #expect(byMember.errorReason == "Only administrators may post, change or remove announcements.")
            let blank = try await client.call(
                MyBizPath.announcements, token: admin, body: AnnouncementDraft(title: " ", message: "Hello"))
            #expect(blank.status == .badRequest && blank.errorReason == "title must not be blank.")
            let long = try await client.call(
                MyBizPath.announcements, token: admin,
                body: AnnouncementDraft(title: "Long", message: String(repeating: "a", count: 10_001)))
            #expect(long.errorReason == "message must be at most 10,000 characters.")
            let deleteByMember = try await client.call(MyBizPath.announcement(before[0].id), .delete, token: member)
            #expect(deleteByMember.status == .forbidden)
            let after = try await client.call(MyBizPath.announcements, token: admin).myBizDecoded([Announcement].self)
            #expect(after == before)
        }
    }

    @Test(
        "Given the app's pages, then an admin posts from a form, and the member sees it newest first, marked New once")
    func onThePages() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await MyBizApp.signedIn(client, fixture.admin)
            let member = try await MyBizApp.signedIn(client, fixture.member)
            #expect(!(try await member.get("/app/announcements").text.contains("New announcement")))
            let form = try await admin.get("/app/announcements/new")
            let blank = try await admin.post("/app/announcements", from: form, [("title", ""), ("message", "Words")])
            #expect(blank.status == .badRequest && blank.text.contains("Title must not be blank."))
            let posted = try await admin.post(
                "/app/announcements", from: form, [("title", "Friday pizza"), ("message", "In the kitchen at noon.")])
            #expect(posted.status == .seeOther && posted.headers[.location] == "/app/announcements?notice=posted")

            let first = try XHTMLDocument(try await member.get("/app/announcements").text)
            let cards = first.root.all("li").filter { $0.attributes["class"]?.contains("announcement") == true }
            #expect(cards.first?.all("h2").first?.allText.contains("Friday pizza") == true, "newest first")
            #expect(cards.first?.attributes["class"]?.contains("is-new") == true)
            #expect(cards.first?.allText.contains(fixture.admin.name) == true)
            let second = try XHTMLDocument(try await member.get("/app/announcements").text)
            #expect(!second.root.all("li").contains { $0.attributes["class"]?.contains("is-new") == true })
            let refused = try await member.get("/app/announcements/new", headers: [.accept: "text/html"])
            #expect(refused.status == .forbidden)
        }
    }

    @Test("Given an announcement, then an admin edits it from its form and deletes it from the list")
    func editAndDeleteOnThePages() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await MyBizApp.signedIn(client, fixture.admin)
            let token = try await client.token(for: fixture.admin)
            let posted = try await client.call(
                MyBizPath.announcements, token: token, body: AnnouncementDraft(title: "Draft", message: "Words")
            ).myBizDecoded(Announcement.self)
            let form = try await admin.get("/app/announcements/\(posted.id.uuidString)/edit")
            let document = try XHTMLDocument(form.text)
            #expect(document.element(id: "title")?.attributes["value"] == "Draft")
            let action = try #require(document.root.all("form").last?.attributes["action"])
            #expect(action == "/app/announcements/\(posted.id.uuidString)")
            let saved = try await admin.post(
                action, from: form,
                [("title", "Final"), ("message", "Better words"), ("published-at", "2026-11-20T09:30")])
            #expect(saved.headers[.location] == "/app/announcements?notice=saved")
            let list = try await client.call(MyBizPath.announcements, token: token).myBizDecoded([Announcement].self)
            let changed = try #require(list.first { $0.id == posted.id })
            #expect(changed.title == "Final" && changed.publishedAt == MyBizJSON.parse("2026-11-20T09:30:00Z"))
            // Delete asks first, on a page of its own, and keeping it changes nothing
            let page = try await admin.get("/app/announcements")
            let link = "/app/announcements/\(posted.id.uuidString)/delete"
            #expect(page.text.contains(#"href="\#(link)""#))
            let asked = try await admin.get(link)
            #expect(
                asked.text.contains("Delete “Final”?") && asked.text.contains(#"href="/app/announcements" autofocus"#))
            let deleted = try await admin.post(link, from: asked, [])
            #expect(deleted.headers[.location] == "/app/announcements?notice=deleted")
            let after = try await client.call(MyBizPath.announcements, token: token).myBizDecoded([Announcement].self)
            #expect(!after.contains { $0.id == posted.id })
        }
    }

    @Test(
        "Given an announcement dated in the future and one posted now, then a member sees only the one posted now as New"
    )
    func futureDatedIsNotNewYet() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await MyBizApp.signedIn(client, fixture.admin)
            for (title, date) in [("Later", "2099-01-01T09:00"), ("Today", "")] {
                let form = try await admin.get("/app/announcements/new")
                var fields = [("title", title), ("message", "Words about \(title).")]
                if !date.isEmpty { fields.append(("published-at", date)) }
                let posted = try await admin.post("/app/announcements", from: form, fields)
                #expect(posted.headers[.location] == "/app/announcements?notice=posted")
            }
            let member = try await MyBizApp.signedIn(client, fixture.member)
            // The first visit marks what is new; the next shows both plainly.
            for expected in [["Later", "New Today"], ["Later", "Today"]] {
                let page = try XHTMLDocument(try await member.get("/app/announcements").text)
                let headings = page.root.all("h2").map { heading in
                    (heading.all("span").isEmpty ? "" : "New ") + heading.text.trimmingCharacters(in: .whitespaces)
                }
                #expect(Array(headings.prefix(2)) == expected, "\(headings)")
            }
        }
    }
}
