import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import NIOFoundationCompat
import OpenMarketAPI
import ServerTestSupport
import Testing

@testable import OpenMarketServer
@testable import Server
@testable import ServerDatabase
@testable import ServerHTTP

/// The whole application, as `buildApplication` composes it, on a fresh database: for tests of what
/// the composition adds (connection limits, hosts, logs, the error contracts of every path).
enum OpenMarketApp {
    /// Runs `test` against the app built by `buildApplication` on a fresh database, with cheap
    /// bcrypt (the cost is not what these tests are about).
    static func test<T: Sendable>(
        _ setup: TestingSetup = .router, database: TestDatabase = .sqlite, publicURL: String? = nil,
        allowedHosts: [String] = [], connectionLimits: ConnectionLimits = ConnectionLimits(),
        _ test: @Sendable (any TestClientProtocol) async throws -> T
    ) async throws -> T {
        try await database.withFreshStorage { storage in
            try await app(
                on: storage, publicURL: publicURL, allowedHosts: allowedHosts, connectionLimits: connectionLimits
            ).test(setup, test)
        }
    }

    /// The app on `storage`, which may already hold data.
    static func app(
        on storage: DatabaseConfiguration, publicURL: String? = nil, allowedHosts: [String] = [],
        cacheRecheckInterval: Duration = .seconds(1), connectionLimits: ConnectionLimits = ConnectionLimits(),
        databaseTimeout: Duration = .seconds(10)
    ) async throws -> some ApplicationProtocol {
        try await buildApplication(
            configuration: ServerConfiguration(
                port: 0, logLevel: .critical, database: storage, databaseTimeout: databaseTimeout, publicURL: publicURL,
                allowedHosts: allowedHosts,
                demoData: false,
                passwordHashCost: 4, cacheRecheckInterval: cacheRecheckInterval, connectionLimits: connectionLimits))
    }
}
