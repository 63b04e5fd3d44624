import Foundation
import HTTPTypes
import OpenMarketAPI
import ServerHTTP
import ServerSecurity

/// Lets a 2022 API write through when its `identifier` header names a vendor and its `secret` is
/// that vendor's; answers 400 otherwise, as the 2022 server did, and 429 past the attempt limits.
/// With `openVendors`, an identifier no vendor has becomes a vendor on its first write, with the
/// secret it sent.
struct VendorGate<Vendors: VendorRepository>: Sendable {
    let vendors: Vendors
    let passwords: any PasswordHasher
    let limiter: AttemptLimiter
    let openVendors: Bool
    /// What an unknown identifier's secret is checked against.
    let decoy: DecoyHash

    /// The longest identifier a vendor may have.
    static var maxIdentifierLength: Int { OpenMarketLimits.maxVendorIdentifierLength }

    /// The vendor `identifier` names, when `secret` is its secret.
    func vendor(identifier: String?, secret: String, client: String) async throws -> VendorRecord {
        guard let identifier = identifier?.trimmingCharacters(in: .whitespaces), !identifier.isEmpty else {
            throw APIError.badRequest("The identifier header is required: the vendor's identifier.")
        }
        if let problem = Self.problem(withIdentifier: identifier) { throw APIError.badRequest(problem) }
        let attempt: AttemptLimiter.Attempt
        do {
            attempt = try await limiter.begin("vendor:\(identifier)", from: client)
        } catch let refused as AttemptLimiter.Refused {
            throw APIError(
                .tooManyRequests, "Too many wrong secrets; try again in \(refused.minutes) minute(s).",
                retryAfter: refused.retryAfter)
        }
        let vendor = try await vendors.vendor(identifier: identifier)
        if vendor == nil, openVendors {
            try await limiter.succeeded(attempt)
            return try await addOnFirstWrite(identifier: identifier, secret: secret)
        }
        // An unknown identifier, a removed vendor and a wrong secret are one answer after one bcrypt,
        // so neither the words nor the time tell which identifiers exist.
        guard let vendor, let hash = vendor.secretHash, vendor.isActive else {
            try await decoy.check(secret)
            throw Self.refusal(identifier)
        }
        let check = try await passwords.verify(secret, against: hash)
        guard check.isRight else { throw Self.refusal(identifier) }
        try await limiter.succeeded(attempt)
        if check == .rightWithOutdatedHash {
            try await vendors.updateSecretHash(try await passwords.hash(secret), of: vendor.id)
        }
        return vendor
    }

    /// The answer to an identifier and a secret that do not open a vendor.
    static func refusal(_ identifier: String) -> APIError {
        .badRequest(
            "The identifier “\(identifier)” and that secret do not open a vendor. The server's operator adds vendors with `mybiz market vendor add`."
        )
    }

    /// Why `identifier` cannot be a vendor's, or `nil` when it can: 1 to 100 visible characters.
    static func problem(withIdentifier identifier: String) -> String? {
        guard identifier.count <= maxIdentifierLength,
            identifier.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F })
        else {
            return
                "A vendor identifier must be 1 to \(maxIdentifierLength) characters without spaces or control characters."
        }
        return nil
    }

    /// A new vendor for an identifier first seen (`--open-vendors`); when another request added it a
    /// moment ago, that one's secret must match.
    private func addOnFirstWrite(identifier: String, secret: String) async throws -> VendorRecord {
        do {
            return try await vendors.add(
                identifier: identifier, name: identifier,
                secretHash: try await passwords.hash(secret), now: Date().timeIntervalSince1970)
        } catch VendorError.exists {
            guard let vendor = try await vendors.vendor(identifier: identifier), let hash = vendor.secretHash,
                try await passwords.verify(secret, against: hash).isRight
            else { throw Self.refusal(identifier) }
            return vendor
        }
    }
}
