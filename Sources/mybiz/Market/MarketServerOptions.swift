import ArgumentParser
import Foundation
import Networking
import NetworkingAsyncHTTPClient
import OpenMarketKit

/// The `--server` option every `mybiz market` command shares, and the client it makes.
struct MarketServerOptions: ParsableArguments {
    static let defaultServer = "http://127.0.0.1:8080"

    @Option(
        help: ArgumentHelp(
            "The Open Market server. Also read from MYBIZ_SERVER. (default: \(defaultServer))", valueName: "url"))
    var server: String?

    /// `--server`, else `MYBIZ_SERVER`, else the default.
    var serverAddress: String {
        server ?? ProcessInfo.processInfo.environment["MYBIZ_SERVER"].flatMap { $0.isEmpty ? nil : $0 }
            ?? Self.defaultServer
    }

    /// The server's URL; `validate()` has made sure it is one.
    var serverURL: URL { URL(string: serverAddress)! }

    func validate() throws {
        guard let url = URL(string: serverAddress), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
            url.host?.isEmpty == false
        else {
            let source = server == nil ? "MYBIZ_SERVER" : "--server"
            throw ValidationError(
                "\(source) must be an http:// or https:// address such as \(Self.defaultServer); “\(serverAddress)” is not."
            )
        }
    }

    /// The HTTP client behind every command.
    func makeNetworkClient() -> NetworkClient {
        NetworkClient(baseURL: serverURL, transport: AsyncHTTPClientTransport())
    }

    /// A client of the server.
    func makeMarket() -> OpenMarketClient {
        OpenMarketClient(network: makeNetworkClient())
    }

    /// Runs `body`; an `OpenMarketError` or `CommandFailure` becomes one sentence on standard error
    /// and exit code 1.
    ///
    /// - Parameter item: the item the command is about, named in the sentence.
    func reportingFailures<T>(item: Int? = nil, _ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as OpenMarketError {
            Console.error(MarketFailureMessage(error: error, item: item, server: serverAddress).sentence)
            throw ExitCode.failure
        } catch let failure as CommandFailure {
            Console.error(failure.description)
            throw ExitCode.failure
        }
    }
}
