import ServerSupport

/// An `ItemRepository` that tells the cache about every write, after it is committed — so no write
/// path can forget to, and a client always reads its own writes.
struct CacheInvalidatingItemRepository<Base: ItemRepository>: ItemRepository {
    let base: Base
    let cache: VersionedAnswerCache

    func page(_ page: Int, size: Int, filter: ItemFilter) async throws -> [ItemRecord] {
        try await base.page(page, size: size, filter: filter)
    }

    func count(_ filter: ItemFilter) async throws -> Int {
        try await base.count(filter)
    }

    func item(id: Int) async throws -> ItemRecord? {
        try await base.item(id: id)
    }

    func create(_ item: NewItem) async throws -> ItemRecord {
        let created = try await base.create(item)
        cache.dataChanged()
        return created
    }

    func create(all items: [NewItem]) async throws {
        try await base.create(all: items)
        cache.dataChanged()
    }

    func update(id: Int, with changes: ItemChanges) async throws -> ItemRecord? {
        let updated = try await base.update(id: id, with: changes)
        cache.dataChanged()
        return updated
    }

    func delete(id: Int) async throws -> ItemRecord? {
        let deleted = try await base.delete(id: id)
        cache.dataChanged()
        return deleted
    }

    func updatePasswordHash(_ hash: String, of id: Int) async throws {
        try await base.updatePasswordHash(hash, of: id)  // not in any answer: nothing cached changes
    }

    func deleteSecret(of id: Int, storingIfNone candidate: String) async throws -> String? {
        try await base.deleteSecret(of: id, storingIfNone: candidate)  // not in any answer
    }

    func imageFile(named name: String, variant: ImageVariant) async throws -> ImageFile? {
        try await base.imageFile(named: name, variant: variant)
    }

    func catalogueVersion() async throws -> Int64 {
        try await base.catalogueVersion()
    }
}
