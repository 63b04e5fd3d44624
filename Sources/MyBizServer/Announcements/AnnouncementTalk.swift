import Foundation
import HTTPTypes
import MyBizAPI
import ServerHTTP

/// What the company's people say around an announcement — comments, reactions, confirming they read
/// it — as the API and the pages both do it; administrators also see who has not confirmed.
struct AnnouncementTalk: Sendable {
    let company: any CompanyRepository
    let accounts: any AccountRepository
    let talk: any AnnouncementTalkRepository
    /// Who is told of a comment: the announcement's author.
    let notifier: Notifier
    let now: @Sendable () -> Date

    /// The conversation around announcement `id` as `reader` sees it.
    ///
    /// - Throws: `APIError` 404 for no such announcement.
    func conversation(of id: UUID, for reader: Account) async throws -> AnnouncementConversation {
        try await requireAnnouncement(id)
        let given = try await talk.reactions(to: id)
        let reactions = AnnouncementReaction.allCases.map { reaction in
            let who = given.filter { $0.reaction == reaction }.map(\.account)
            return ReactionCount(reaction: reaction, count: who.count, mine: who.contains(reader.id))
        }
        let asked = try await talk.confirmationRequested(for: id) != nil
        let confirmations = asked ? try await talk.confirmations(of: id) : [:]
        // Who wrote it asked for the confirmations: they are not among those asked.
        let author = asked ? try await talk.author(of: id) : nil
        var confirmed: [PersonAt]?
        var notConfirmed: [PersonAt]?
        if asked, reader.role == .admin {
            let people = try await accounts.all().filter { $0.companyMember && !$0.disabled && $0.id != author }
                .sorted { $0.name.lowercased() < $1.name.lowercased() }
            confirmed = people.compactMap { person in
                confirmations[person.id].map { PersonAt(user: person.id, name: person.name, at: $0) }
            }
            notConfirmed = people.filter { confirmations[$0.id] == nil }.map {
                PersonAt(user: $0.id, name: $0.name, at: nil)
            }
        }
        return AnnouncementConversation(
            comments: try await talk.comments(on: id), reactions: reactions,
            needsConfirmation: asked && reader.id != author,
            confirmedAt: confirmations[reader.id], confirmed: confirmed, notConfirmed: notConfirmed)
    }

    /// The announcements that ask `reader` to confirm they read them and that they have not yet.
    func unconfirmed(by reader: Account) async throws -> Set<UUID> {
        try await talk.unconfirmed(by: reader.id)
    }

    /// Whether announcement `id` asks everyone to confirm they read it.
    func asksConfirmation(_ id: UUID) async throws -> Bool {
        try await talk.confirmationRequested(for: id) != nil
    }

    /// Adds `comment` by `author` to announcement `id`.
    ///
    /// - Throws: the `RuleProblem` its body breaks; `APIError` 404 for no such announcement.
    func comment(_ comment: NewComment, on id: UUID, by author: Account) async throws -> AnnouncementComment {
        try refuseFirst(of: comment.problems)
        try await requireAnnouncement(id)
        let added = AnnouncementComment(
            id: UUID(), author: author.id, authorName: author.name,
            body: comment.body.trimmingCharacters(in: .whitespacesAndNewlines), createdAt: now())
        try await talk.add(added, on: id)
        if let author = try await talk.author(of: id) {
            let title = try await company.announcements().first { $0.id == id }?.title ?? "your announcement"
            try await notifier.tell(
                [author], .comment, "\(added.authorName) commented on “\(title)”.",
                link: "/app/announcements/\(id.uuidString)#comment-\(added.id.uuidString)", except: added.author)
        }
        return added
    }

    /// Gives or takes back `reader`'s `reaction` to announcement `id`.
    func react(_ reaction: AnnouncementReaction, to id: UUID, by reader: Account, on: Bool) async throws {
        try await requireAnnouncement(id)
        try await talk.react(reaction, to: id, by: reader.id, on: on)
    }

    /// Notes that `reader` read announcement `id`.
    ///
    /// - Throws: `APIError` 404 for no such announcement, 409 when no confirmation is asked for.
    func confirm(_ id: UUID, by reader: Account) async throws {
        try await requireAnnouncement(id)
        guard try await talk.confirmationRequested(for: id) != nil else {
            throw APIError(.conflict, "This announcement asks no one to confirm they read it.")
        }
        try await talk.confirm(id, by: reader.id, at: now())
    }

    private func requireAnnouncement(_ id: UUID) async throws {
        guard try await company.announcements().contains(where: { $0.id == id }) else {
            throw AnnouncementDesk.notFound(id)
        }
    }
}
