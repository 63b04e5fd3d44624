import NIOCore
import NIOPosix

/// Whether the server could listen where it is asked to, found out before anything else happens —
/// before a database file is created or demo data is written for a server that cannot run.
package enum PortCheck {
    /// Binds `host`:`port` as the server will (reusing an address in TIME_WAIT) and lets it go again.
    ///
    /// - Throws: NIO's `IOError` (`EADDRINUSE`, `EACCES`, `EADDRNOTAVAIL` …) when it cannot.
    package static func ensureAvailable(host: String, port: Int) async throws {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .bind(host: host, port: port).get()
        try await channel.close()
    }
}
