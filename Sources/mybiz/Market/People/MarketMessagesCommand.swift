import ArgumentParser
import OpenMarketAPI
import OpenMarketKit

/// `mybiz market messages [CONVERSATION]`: the person's conversations, or one with its messages.
struct MarketMessagesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "messages",
        abstract: "List your conversations with buyers and sellers, or read one.",
        discussion: """
            Without a number: every conversation, the latest first, with its unread count. With one: its \
            messages, which are then read. Start one with `mybiz market chat ITEM`, answer with \
            `mybiz market send CONVERSATION TEXT`. Needs `mybiz biz login` first.
            """)

    @OptionGroup var connection: ServerOptions

    @Argument(help: "A conversation's number, to read its messages.")
    var conversation: Int?

    @Flag(help: "Print the server's JSON.")
    var json = false

    func run() async throws {
        guard let conversation else { return try await list() }
        let answer = try await connection.asSignedInPerson { try await $0.conversation(conversation) }
        if json { return try JSONOutput.print(answer, encoder: MarketAccountJSON.encoder()) }
        Console.print(MarketPeopleText.conversation(answer.conversation))
        if answer.messages.isEmpty { Console.print("No messages yet.") }
        for message in answer.messages {
            Console.print("")
            for line in MarketPeopleText.message(message, other: answer.conversation.with) { Console.print(line) }
        }
    }

    private func list() async throws {
        let conversations = try await connection.asSignedInPerson { try await $0.conversations() }
        if json {
            return try JSONOutput.print(
                MarketConversations(conversations: conversations), encoder: MarketAccountJSON.encoder())
        }
        guard !conversations.isEmpty else {
            return Console.print("You have no conversations. Ask a seller with `mybiz market chat ITEM TEXT`.")
        }
        for conversation in conversations { Console.print(MarketPeopleText.conversation(conversation)) }
    }
}

/// `mybiz market chat ITEM [TEXT]`: the conversation with a product's seller, started if needed.
struct MarketChatCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chat", abstract: "Start (or reopen) the conversation with a product's seller, and write in it.")

    @OptionGroup var connection: ServerOptions

    @Argument(help: "The product's id.")
    var item: Int

    @Argument(help: "A message to send.")
    var text: String?

    func validate() throws {
        if let text, let problem = MarketMessageRules.problem(text) { throw ValidationError(problem) }
    }

    func run() async throws {
        try await connection.asSignedInPerson(item: item) { market in
            let conversation = try await market.startConversation(about: item)
            if let text { try await market.send(text, in: conversation.id) }
            Console.print(
                "Conversation \(conversation.id) with \(conversation.with) about “\(conversation.itemTitle)”"
                    + (text == nil ? "." : ": message sent."))
        }
    }
}

/// `mybiz market send CONVERSATION TEXT`: a message in a conversation.
struct MarketSendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "send", abstract: "Send a message in one of your conversations.")

    @OptionGroup var connection: ServerOptions

    @Argument(help: "The conversation's number (see `mybiz market messages`).")
    var conversation: Int

    @Argument(help: "The message.")
    var text: String

    func validate() throws {
        if let problem = MarketMessageRules.problem(text) { throw ValidationError(problem) }
    }

    func run() async throws {
        let message = try await connection.asSignedInPerson { try await $0.send(text, in: conversation) }
        Console.print("Sent message \(message.id) in conversation \(conversation).")
    }
}
