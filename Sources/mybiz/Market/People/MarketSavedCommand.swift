import ArgumentParser
import OpenMarketAPI
import OpenMarketKit

/// `mybiz market saved`: the products the person saved, with what changed since.
struct MarketSavedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "saved",
        abstract: "List the products you saved, marked when the price dropped or they were reserved or sold.",
        discussion: "Needs `mybiz biz login` first: saved products belong to your account, as on /market/saved.")

    @OptionGroup var connection: ServerOptions

    @Flag(help: "Print the server's JSON.")
    var json = false

    func run() async throws {
        let saved = try await connection.asSignedInPerson { try await $0.saved() }
        if json { return try JSONOutput.print(MarketSavedProducts(saved: saved), encoder: MarketAccountJSON.encoder()) }
        guard !saved.isEmpty else {
            return Console.print("You have saved no products. Save one with `mybiz market save ITEM`.")
        }
        for entry in saved { Console.print(MarketPeopleText.saved(entry)) }
    }
}

/// `mybiz market save ITEM`: saves a product, at the price it has now.
struct MarketSaveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "save", abstract: "Save a product, to be told when its price drops or it is reserved or sold.")

    @OptionGroup var connection: ServerOptions

    @Argument(help: "The product's id.")
    var item: Int

    func run() async throws {
        let entry = try await connection.asSignedInPerson(item: item) { try await $0.save(item: item) }
        Console.print("Saved “\(entry.title)” (item \(item)).")
    }
}

/// `mybiz market unsave ITEM`: takes a product off the saved list.
struct MarketUnsaveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unsave", abstract: "Take a product off your saved list.")

    @OptionGroup var connection: ServerOptions

    @Argument(help: "The product's id.")
    var item: Int

    func run() async throws {
        let removed = try await connection.asSignedInPerson(item: item) { try await $0.unsave(item: item) }
        Console.print(removed ? "Item \(item) is no longer saved." : "Item \(item) was not saved; nothing changed.")
    }
}
