import Foundation
import Logging
import OpenMarketAPI
import SQLKit
import ServerDatabase
import ServerSecurity

/// The operator's side of the 2022 API's vendors, for `mybiz market vendor`: add, list and remove
/// them in the server's database, directly — no HTTP route can change a vendor. The secret is
/// hashed as the server hashes passwords and never stored or printed.
package struct VendorAdministration: Sendable {
    private let database: AppDatabase
    private let vendors: SQLVendorRepository
    private let passwords: any PasswordHasher
    private let knownSecrets: [String: String]

    /// A vendor as the operator sees it.
    package struct Vendor: Sendable, Equatable {
        package let identifier: String
        package let name: String
        /// How many products it has.
        package let products: Int
        package let added: Date
        /// When it was removed, or `nil` while it may write.
        package let removed: Date?
        /// Its secret, when the program knows it — a demo vendor's, which is in the code — and it
        /// still opens the vendor.
        package let knownSecret: String?
    }

    /// Opens the server's database at `configuration`; it must exist and have been brought up to
    /// date by `mybiz serve`, so this never creates a database the server would not fill.
    /// `knownSecrets` (identifier → secret) are shown when a vendor's stored hash confirms them.
    package static func open(
        _ configuration: DatabaseConfiguration, passwords: any PasswordHasher, knownSecrets: [String: String] = [:]
    ) async throws -> VendorAdministration {
        if case .sqlite(let path) = configuration, !FileManager.default.fileExists(atPath: path) {
            throw VendorAdministrationError.noDatabase(configuration)
        }
        var logger = Logger(label: "mybiz.vendors")
        logger.logLevel = .critical
        let database: AppDatabase
        do {
            database = try await AppDatabase.open(configuration, logger: logger)
        } catch {
            throw DatabaseUnavailable(configuration, failure: error)
        }
        let versions =
            (try? await database.sql.select().column("version").from("schema_migrations").all()
                .map { try $0.decode(column: "version", as: Int.self) }) ?? []
        guard versions.contains(OpenMarketMigrations.vendors.version) else {
            try? await database.close()
            throw VendorAdministrationError.notUpToDate(configuration)
        }
        return VendorAdministration(
            database: database, vendors: SQLVendorRepository(database: database.sql, changes: DataChanges()),
            passwords: passwords,
            knownSecrets: knownSecrets)
    }

    /// Adds a vendor, or gives a removed one its access (and products) back.
    package func add(identifier: String, secret: String, name: String) async throws -> Vendor {
        if let problem = VendorGate<SQLVendorRepository>.problem(withIdentifier: identifier) {
            throw VendorAdministrationError.invalid(problem)
        }
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, name.count <= 100 else {
            throw VendorAdministrationError.invalid("A vendor's name must be 1 to 100 characters.")
        }
        guard !secret.isEmpty, secret.count <= OpenMarketLimits.maxVendorSecretLength else {
            throw VendorAdministrationError.invalid("A vendor's secret must be 1 to 1,000 characters.")
        }
        do {
            _ = try await vendors.add(
                identifier: identifier, name: name, secretHash: try await passwords.hash(secret),
                now: Date().timeIntervalSince1970)
        } catch VendorError.exists {
            throw VendorAdministrationError.exists(identifier)
        }
        guard let added = try await list().first(where: { $0.identifier == identifier }) else {
            throw RepositoryError.noRowReturned
        }
        return added
    }

    /// Every vendor apps write as, in the order they were added. Sellers with accounts (people
    /// selling on the market's pages) are people, not vendors to administer: they are left out.
    package func list() async throws -> [Vendor] {
        var listed: [Vendor] = []
        for (vendor, products) in try await vendors.all() where vendor.accountID == nil {
            var knownSecret: String? = nil
            if vendor.isActive, let secret = knownSecrets[vendor.identifier], let hash = vendor.secretHash,
                try await passwords.verify(secret, against: hash).isRight
            {
                knownSecret = secret
            }
            listed.append(
                Vendor(
                    identifier: vendor.identifier, name: vendor.name, products: products,
                    added: Date(timeIntervalSince1970: vendor.createdAt),
                    removed: vendor.removedAt.map(Date.init(timeIntervalSince1970:)), knownSecret: knownSecret))
        }
        return listed
    }

    /// Takes a vendor's access away; its products stay listed.
    package func remove(identifier: String) async throws -> Vendor {
        guard try await vendors.remove(identifier: identifier, now: Date().timeIntervalSince1970) != nil else {
            throw VendorAdministrationError.notFound(identifier)
        }
        guard let removed = try await list().first(where: { $0.identifier == identifier }) else {
            throw RepositoryError.noRowReturned
        }
        return removed
    }

    /// Closes the database.
    package func close() async {
        try? await database.close()
    }
}

/// Why a vendor command could not run, as a sentence for the operator.
package enum VendorAdministrationError: Error, Equatable, CustomStringConvertible {
    case noDatabase(DatabaseConfiguration)
    case notUpToDate(DatabaseConfiguration)
    case invalid(String)
    case exists(String)
    case notFound(String)

    package var description: String {
        switch self {
        case .noDatabase(let database):
            "There is no database at \(database). Start the server once with `mybiz serve` (and the same --database) to create it."
        case .notUpToDate(let database):
            "The database at \(database) has no vendors yet. Start this version's server on it once with `mybiz serve` to bring it up to date."
        case .invalid(let sentence): sentence
        case .exists(let identifier):
            "A vendor with the identifier “\(identifier)” already exists. Remove it first to give it a new secret."
        case .notFound(let identifier): "No vendor with the identifier “\(identifier)” may write; nothing was removed."
        }
    }
}
