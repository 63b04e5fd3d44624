import ArgumentParser
import Foundation
import Networking
import NetworkingAsyncHTTPClient

/// The `--server` option every client command (`mybiz market …`, `mybiz biz …`) shares.
struct ServerOptions: ParsableArguments {
    static let defaultServer = "http://127.0.0.1:8080"

    @Option(
        help: ArgumentHelp(
            "The MyBiz server. Also read from MYBIZ_SERVER. (default: \(defaultServer))", valueName: "url"))
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
}
