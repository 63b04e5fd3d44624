import Foundation
import HTTPTypes
import Hummingbird

/// Which client a request came from, as the attempt limits count them: the peer's IP address, or —
/// when the peer is a proxy the operator trusts — the address it says it forwarded for
/// (`X-Forwarded-For`, read from the right, skipping trusted proxies). Anyone can write that
/// header, so it is believed only from a trusted peer.
package struct ClientAddress: Sendable {
    /// The IP addresses of proxies in front of the server.
    package let trustedProxies: Set<String>

    /// Believes `X-Forwarded-For` from `trustedProxies` only.
    package init(trustedProxies: Set<String>) {
        self.trustedProxies = trustedProxies
    }

    private static let forwardedFor = HTTPField.Name("X-Forwarded-For")!

    /// Whether `peer` (an IP address) is one of the trusted proxies.
    package func isTrustedProxy(_ peer: String?) -> Bool {
        peer.map(trustedProxies.contains) ?? false
    }

    /// The client of `request`, or `"unknown"` when the peer's address is not known.
    package func of(_ request: Request, context: some RemoteAddressRequestContext) -> String {
        guard let peer = context.remoteAddress?.ipAddress else { return "unknown" }
        guard trustedProxies.contains(peer) else { return peer }
        let hops = request.headers[values: Self.forwardedFor]
            .flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        return hops.last { !trustedProxies.contains($0) } ?? peer
    }
}
