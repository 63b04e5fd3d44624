import ArgumentParser
import OpenMarketAPI
import OpenMarketKit

/// `mybiz market reserve ITEM [--for CONVERSATION]`: the seller promises a product to one buyer.
struct MarketReserveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reserve",
        abstract: "Reserve your product for one of the buyers who wrote about it.",
        discussion: "With one conversation about the product, --for may be left out. Needs `mybiz biz login` first.")

    @OptionGroup var connection: ServerOptions

    @Argument(help: "The product's id.")
    var item: Int

    @Option(
        name: .customLong("for"), help: ArgumentHelp("The buyer's conversation about it.", valueName: "conversation"))
    var conversation: Int?

    func run() async throws {
        let (product, buyer) = try await connection.asSignedInPerson(item: item) { market in
            let about = try await market.conversations().filter { $0.item?.id == item && $0.role == .seller }
            // The server decides what is allowed (only the seller, only a conversation about it); a
            // product with several buyers needs the person to say which.
            var chosen = conversation
            if chosen == nil, about.count > 1 { throw CommandFailure(Self.choices(about)) }
            if chosen == nil { chosen = about.first?.id }
            let product = try await market.mark(item: item, .reserved, conversation: chosen)
            return (product, about.first(where: { $0.id == chosen })?.with ?? "the buyer")
        }
        Console.print("“\(product.title)” (item \(item)) is reserved for \(buyer).")
    }

    /// The buyers to choose from, as a sentence.
    private static func choices(_ conversations: [MarketConversation]) -> String {
        let names = conversations.map { "\($0.id) (\($0.with))" }.joined(separator: ", ")
        return "Several buyers wrote about it; choose one with --for: conversation \(names)."
    }
}

/// `mybiz market sold ITEM`: the seller marks a product sold.
struct MarketSoldCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sold", abstract: "Mark your product sold; buyers see it in their saved lists and conversations.")

    @OptionGroup var connection: ServerOptions

    @Argument(help: "The product's id.")
    var item: Int

    func run() async throws {
        let product = try await connection.asSignedInPerson(item: item) { try await $0.mark(item: item, .sold) }
        Console.print("“\(product.title)” (item \(item)) is marked sold.")
    }
}

/// `mybiz market available ITEM`: the seller puts a reserved or sold product on sale again.
struct MarketAvailableCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "available", abstract: "Put your reserved or sold product on sale again.")

    @OptionGroup var connection: ServerOptions

    @Argument(help: "The product's id.")
    var item: Int

    func run() async throws {
        let product = try await connection.asSignedInPerson(item: item) { try await $0.mark(item: item, .available) }
        Console.print("“\(product.title)” (item \(item)) is on sale again.")
    }
}
