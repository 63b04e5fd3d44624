import ArgumentParser
import OpenMarketKit

extension ServerOptions {
    /// A client of the server.
    func makeMarket() -> OpenMarketClient {
        OpenMarketClient(network: makeNetworkClient())
    }

    /// Runs `body`; an `OpenMarketError` or `CommandFailure` becomes one sentence on standard error
    /// and exit code 1 — all but `.signedOut`, which `asSignedInPerson` answers.
    ///
    /// - Parameter item: the item the command is about, named in the sentence.
    func reportingFailures<T>(item: Int? = nil, _ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as OpenMarketError {
            if case .signedOut = error { throw error }
            Console.error(MarketFailureMessage(error: error, item: item, server: serverAddress).sentence)
            throw ExitCode.failure
        } catch let failure as CommandFailure {
            Console.error(failure.description)
            throw ExitCode.failure
        }
    }
}
