import Analytics
import ArgumentParser
import Foundation
import MyBizAPI
import MyBizKit

/// `mybiz biz announcements`: the Announcements screen.
struct BizAnnouncementsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "announcements", abstract: "Show the company's announcements.")

    @OptionGroup var connection: ServerOptions

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() async throws {
        let biz = connection.makeBiz()
        try await connection.reportingBizFailures(biz) {
            let announcements = try await BizScreen(.announcementsShown, biz: biz, connection: connection).show {
                try await biz.announcements()
            }
            if json { return try JSONOutput.print(announcements, encoder: MyBizJSON.encoder()) }
            guard !announcements.isEmpty else { return Console.print("There are no announcements.") }
            // Newest first, as the app shows them; those from before dates keep their order after.
            let newestFirst = announcements.enumerated().sorted { first, second in
                let (a, b) = (first.element.publishedAt ?? .distantPast, second.element.publishedAt ?? .distantPast)
                return a != b ? a > b : first.offset > second.offset
            }.map(\.element)
            for (index, announcement) in newestFirst.enumerated() {
                if index > 0 { Console.print("") }
                if let title = announcement.title { Console.print(title) }
                Console.print(announcement.message)
                let byline = [
                    announcement.author,
                    announcement.publishedAt.map { DateText.format($0, "EEE d MMM yyyy, HH:mm", calendar: .current) },
                ].compactMap(\.self)
                if !byline.isEmpty { Console.print("— " + byline.joined(separator: ", ")) }
            }
        }
    }
}
