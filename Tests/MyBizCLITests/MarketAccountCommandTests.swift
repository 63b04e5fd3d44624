import Foundation
import Testing

@Suite("mybiz market for a logged-in person: saved products, messages, reserve and sold")
struct MarketAccountCommandTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("market-people-\(UUID().uuidString)")

    /// Runs `mybiz market ARGUMENTS` as `person` (each keeps their own session) against `server`.
    func market(_ arguments: [String], as person: String, server: RunningServer) async throws -> (
        status: Int32, output: String, error: String
    ) {
        try await run(["market"] + arguments, as: person, server: server)
    }

    func run(_ arguments: [String], as person: String, server: RunningServer, input: String? = nil) async throws -> (
        status: Int32, output: String, error: String
    ) {
        let process = try MyBizProcess(
            arguments,
            environment: [
                "MYBIZ_SERVER": server.url, "XDG_CONFIG_HOME": folder.appendingPathComponent(person).path,
                "TZ": "UTC",
            ],
            input: input)
        let status = try await process.waitForExit()
        return (status, process.standardOutput, process.standardError)
    }

    @Test(
        "Given item 3 sold by the demo member, when the admin saves it and asks, and the member answers, reserves and sells it, then each sees it"
    )
    func trade() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // Given
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = folder.appendingPathComponent("fixture.sqlite").path
        try await FixtureDatabase.make(at: database)
        try await FixtureDatabase.sell([3], by: "agent@shield.org", at: database)
        let server = try await RunningServer.start(database: database)
        defer { Task { try? await server.stop() } }

        // Not logged in: one sentence and exit code 1
        let early = try await market(["saved"], as: "buyer", server: server)
        #expect(early.status == 1)
        #expect(early.error == "You are not logged in to \(server.url). Run `mybiz biz login USERNAME` first.\n")
        _ = try await run(["biz", "login", "admin@mybiz.example"], as: "buyer", server: server, input: "admin1234\n")
        _ = try await run(["biz", "login", "agent@shield.org"], as: "seller", server: server, input: "hailHydra\n")

        // When the buyer saves it and writes
        #expect(
            try await market(["save", "3"], as: "buyer", server: server).output
                == "Saved “Fixture product 3” (item 3).\n")
        #expect(
            try await market(["saved"], as: "buyer", server: server).output == "item 3  Fixture product 3  3,000 KRW\n")
        let chat = try await market(["chat", "3", "Is it still for sale?"], as: "buyer", server: server)
        #expect(chat.status == 0, "\(chat.error)")
        #expect(chat.output == "Conversation 1 with Phil Coulson about “Fixture product 3”: message sent.\n")
        // An app's product (item 1 came through the 2021 API) has no seller to write to
        let appProduct = try await market(["chat", "1", "Hello"], as: "buyer", server: server)
        #expect(appProduct.status == 1 && appProduct.error.contains("registered by an app"))

        // Then the seller sees one unread, reads it, answers and reserves it for the only buyer
        let inbox = try await market(["messages"], as: "seller", server: server)
        #expect(inbox.output.hasPrefix("#1  Selling “Fixture product 3” with "), "\(inbox.output)")
        #expect(inbox.output.contains("(1 unread)"))
        let thread = try await market(["messages", "1"], as: "seller", server: server)
        #expect(thread.output.contains("Is it still for sale?"))
        #expect(!(try await market(["messages"], as: "seller", server: server)).output.contains("unread"))
        let sent = try await market(["send", "1", "Yes, come by tomorrow."], as: "seller", server: server)
        #expect(sent.output == "Sent message 2 in conversation 1.\n")
        let reserve = try await market(["reserve", "3"], as: "seller", server: server)
        #expect(reserve.status == 0, "\(reserve.error)")
        #expect(reserve.output.hasPrefix("“Fixture product 3” (item 3) is reserved for "))

        // And the buyer sees the answer unread and the reservation, in messages and saved
        let buyerInbox = try await market(["messages"], as: "buyer", server: server).output
        #expect(buyerInbox == "#1  Buying “Fixture product 3” with Phil Coulson  (1 unread, Reserved for you)\n")
        #expect(try await market(["saved"], as: "buyer", server: server).output.hasSuffix("(reserved)\n"))
        // The buyer cannot sell it; the seller can
        let notTheirs = try await market(["sold", "3"], as: "buyer", server: server)
        #expect(notTheirs.status == 1)
        #expect(notTheirs.error == "Only the product's seller can change it. Nothing was changed.\n")
        #expect(
            try await market(["sold", "3"], as: "seller", server: server).output
                == "“Fixture product 3” (item 3) is marked sold.\n")
        #expect(try await market(["saved"], as: "buyer", server: server).output.hasSuffix("(sold)\n"))
        #expect(
            try await market(["unsave", "3"], as: "buyer", server: server).output == "Item 3 is no longer saved.\n")

        // A message that breaks the rules is refused before anything is sent
        let empty = try await market(["send", "1", "  "], as: "buyer", server: server)
        #expect(empty.status == 64 && empty.error.contains("Write a message before sending it."))
        // And the JSON is the API's
        let json = try await market(["messages", "1", "--json"], as: "buyer", server: server).output
        #expect(json.contains(#""role" : "buyer""#) && json.contains(#""status" : "sold""#))
    }
}
