import ArgumentParser
import Foundation
import Hummingbird
import Logging
import NIOCore
import Server

/// `mybiz serve`: runs the server until Ctrl-C (SIGINT) or SIGTERM, then stops gracefully.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the MyBiz server.",
        discussion: "Stops cleanly on Ctrl-C or SIGTERM: requests in flight are answered first."
    )

    @Option(help: "The address to listen on. Use 0.0.0.0 to accept connections from other machines.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(help: "The least important log messages shown.")
    var logLevel: Logger.Level = .info

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("The port must be between 0 and 65535; \(port) is not.")
        }
    }

    func run() async throws {
        let host = self.host
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = logLevel
            return handler
        }
        let configuration = ServerConfiguration(host: host, port: port, logLevel: logLevel) { port in
            Console.print("MyBiz is serving on http://\(host):\(port) — press Ctrl-C to stop.")
        }
        do {
            try await buildApplication(configuration: configuration).runService()
        } catch {
            Console.error(explanation(of: error))
            throw ExitCode.failure
        }
    }

    /// A sentence saying why the server could not run.
    private func explanation(of error: any Error) -> String {
        switch (error as? IOError)?.errnoCode {
        case EADDRINUSE:
            "Port \(port) on \(host) is already in use. Stop the program using it or choose another port with --port."
        case EACCES:
            "Not allowed to listen on \(host):\(port). Choose a port above 1023 with --port."
        case EADDRNOTAVAIL:
            "\(host) is not an address of this machine. Use 127.0.0.1, 0.0.0.0 or one of its own addresses with --host."
        default:
            "The server could not run on \(host):\(port): \(error)"
        }
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
