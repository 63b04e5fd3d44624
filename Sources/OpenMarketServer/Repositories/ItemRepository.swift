import Foundation
import OpenMarketAPI

/// Where Open Market items and their images are kept.
protocol ItemRepository: Sendable {
    /// Page `page` (from 1) of `size` items that `filter` admits, newest first; empty past the end.
    func page(_ page: Int, size: Int, filter: ItemFilter) async throws -> [ItemRecord]
    /// How many items `filter` admits.
    func count(_ filter: ItemFilter) async throws -> Int
    /// Every currency an item is priced in, each once, in alphabetical order: what the listing's
    /// currency filter offers.
    func currencies() async throws -> [String]
    /// The item `id`, or `nil`.
    func item(id: Int) async throws -> ItemRecord?
    /// Stores `item` and its images in one transaction.
    func create(_ item: NewItem) async throws -> ItemRecord
    /// Stores `items` and their images in one transaction, in order.
    func create(all items: [NewItem]) async throws
    /// Applies `changes` in one transaction; `nil` when the item does not exist.
    func update(id: Int, with changes: ItemChanges) async throws -> ItemRecord?
    /// Removes the item and its images; returns what it was, or `nil` when it did not exist.
    func delete(id: Int) async throws -> ItemRecord?
    /// Puts item `id` on sale, reserves it for `buyer`, or marks it sold; `nil` when it does not exist.
    func setStatus(_ status: MarketItemStatus, reservedFor buyer: UUID?, of id: Int) async throws -> ItemRecord?
    /// Replaces item `id`'s password hash (a hash of an older kind, at a right password); what the
    /// API shows of the item does not change.
    func updatePasswordHash(_ hash: String, of id: Int) async throws
    /// Item `id`'s delete secret: the one it has, else `candidate`, stored. `nil` when there is no such item.
    func deleteSecret(of id: Int, storingIfNone candidate: String) async throws -> String?
    /// The bytes of the image served as `name`.
    func imageFile(named name: String, variant: ImageVariant) async throws -> ImageFile?
    /// A number that changes whenever an item is created, changed or deleted.
    func catalogueVersion() async throws -> Int64
}
