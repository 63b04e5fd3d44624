import NIOConcurrencyHelpers
import NIOCore

/// The names this server may be reached by, for building absolute URLs from a request's Host: the
/// addresses it listens on (each of the machine's own addresses when it listens on all of them),
/// `localhost` when it listens on loopback, and the names an operator allows. A Host outside them is
/// never written into an answer.
package final class HostAllowList: Sendable {
    /// Allowed names in lower case: a host alone allows it on any port, `host:port` on that port.
    private let anyPort: Set<String>
    /// Hosts allowed on the port the server listens on, in lower case.
    private let listeningHosts: Set<String>
    /// The host written when a request's Host is not allowed.
    private let fallbackHost: String
    private let port: NIOLockedValueBox<Int>

    /// The names for a server listening on `host`, port `port` (0 until known), allowing `allowed` —
    /// entries such as `market.example.com` (any port) or `market.local:8080`.
    package init(listeningOn host: String, port: Int, allowed: [String]) {
        var anyPort: Set<String> = []
        var listening: Set<String> = []
        for entry in allowed {
            guard let authority = RequestAuthority(entry) else { continue }
            anyPort.insert(authority.text)
        }
        let listensEverywhere = ["0.0.0.0", "::", "[::]"].contains(host)
        let loopback = ["127.0.0.1", "::1", "[::1]", "localhost"].contains(host.lowercased())
        if listensEverywhere {
            listening.formUnion(Self.machineAddresses())
            listening.formUnion(["localhost", "127.0.0.1", "[::1]"])
        } else if loopback {
            listening.formUnion(["localhost", "127.0.0.1", "[::1]"])
        } else if let authority = RequestAuthority(host) {
            listening.insert(authority.host)
        }
        self.anyPort = anyPort
        self.listeningHosts = listening
        self.fallbackHost = listensEverywhere ? "127.0.0.1" : (RequestAuthority(host)?.host ?? "127.0.0.1")
        self.port = NIOLockedValueBox(port)
    }

    /// Records the port the server got (when it was asked for any free one).
    package func listening(on port: Int) {
        self.port.withLockedValue { $0 = port }
    }

    /// `host` (a Host header) when it names this server, else this server's own address.
    package func authority(for host: String?) -> String {
        let port = self.port.withLockedValue { $0 }
        if let host, let authority = RequestAuthority(host) {
            if anyPort.contains(authority.host) { return authority.text }
            if let given = authority.port, anyPort.contains("\(authority.host):\(given)") { return authority.text }
            // Without a port a Host means port 80; a client that leaves out ours still reached us on it.
            if listeningHosts.contains(authority.host), authority.port == nil || authority.port == port {
                return Self.authority(authority.host, port)
            }
        }
        return Self.authority(fallbackHost, port)
    }

    private static func authority(_ host: String, _ port: Int) -> String {
        port == 80 ? host : "\(host):\(port)"
    }

    /// The machine's own IP addresses, as a Host header writes them.
    private static func machineAddresses() -> Set<String> {
        let devices = (try? System.enumerateDevices()) ?? []
        return Set(
            devices.compactMap { device -> String? in
                guard let address = device.address?.ipAddress else { return nil }
                return address.contains(":") ? "[\(address.lowercased())]" : address
            })
    }
}

/// A Host header's host and port, when it is well formed: a name of letters, digits, dots and
/// hyphens, an IPv4 address, or an IPv6 address in brackets; then an optional port.
package struct RequestAuthority: Equatable {
    /// The host in lower case, IPv6 in brackets.
    package let host: String
    /// The port, when one was given.
    package let port: Int?

    /// The authority as written in URLs.
    package var text: String { port.map { "\(host):\($0)" } ?? host }

    package init?(_ text: String) {
        let lowered = text.lowercased()
        let hostPart: Substring
        let portPart: Substring?
        if lowered.hasPrefix("[") {
            guard let close = lowered.firstIndex(of: "]") else { return nil }
            hostPart = lowered[...close]
            let rest = lowered[lowered.index(after: close)...]
            guard rest.isEmpty || rest.hasPrefix(":") else { return nil }
            portPart = rest.isEmpty ? nil : rest.dropFirst()
            let inner = hostPart.dropFirst().dropLast()
            guard !inner.isEmpty, inner.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return nil }
        } else {
            let pieces = lowered.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            hostPart = pieces[0]
            portPart = pieces.count == 2 ? pieces[1] : nil
            guard (1...253).contains(hostPart.count),
                hostPart.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "." || $0 == "-" })
            else { return nil }
        }
        if let portPart {
            guard (1...5).contains(portPart.count), portPart.allSatisfy(\.isASCII), let port = Int(portPart),
                (1...65535).contains(port)
            else { return nil }
            self.port = port
        } else {
            self.port = nil
        }
        self.host = String(hostPart)
    }
}
