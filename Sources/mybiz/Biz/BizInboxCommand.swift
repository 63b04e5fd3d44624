import ArgumentParser
import Foundation
import MyBizAPI
import MyBizKit

/// `mybiz biz inbox`: what happened that concerns you, newest first; shown is read.
struct BizInboxCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inbox",
        abstract: "Show your inbox: orders waiting for you or decided, comments, announcements, changed events.")

    @OptionGroup var connection: ServerOptions

    @Flag(help: "Print the inbox as JSON, and leave it unread.")
    var json = false

    func run() async throws {
        let biz = connection.makeBiz()
        try await connection.reportingBizFailures(biz) {
            let inbox = try await biz.inbox()
            if json { return try JSONOutput.print(inbox, encoder: MyBizJSON.encoder()) }
            guard !inbox.items.isEmpty else { return Console.print("Your inbox is empty.") }
            for item in inbox.items {
                Console.print("\(item.read ? " " : "•") \(BizText.isoDay(item.createdAt))  \(item.text)")
            }
            try await biz.markInboxRead()
        }
    }
}
