import Analytics
import ArgumentParser
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
            for (index, announcement) in announcements.enumerated() {
                Console.print("\(index + 1). \(announcement.message)")
            }
        }
    }
}
