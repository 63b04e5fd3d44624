import SQLKit

extension SQLDatabase {
    /// Runs `work` in a transaction on one connection: committed when it returns, rolled back when
    /// it throws — so a failed request leaves nothing behind. SQLite transactions take the write lock
    /// at once (`BEGIN IMMEDIATE`): one that read first and wrote later could fail to upgrade its lock
    /// with "database is locked", which waiting cannot cure.
    package func transaction<Result: Sendable>(
        _ work: @escaping @Sendable (any SQLDatabase) async throws -> Result
    ) async throws -> Result {
        try await withSession { session in
            try await session.raw(session.dialect.name == "sqlite" ? "BEGIN IMMEDIATE" : "BEGIN").run()
            do {
                let result = try await work(session)
                try await session.raw("COMMIT").run()
                return result
            } catch {
                try? await session.raw("ROLLBACK").run()
                throw error
            }
        }
    }
}
