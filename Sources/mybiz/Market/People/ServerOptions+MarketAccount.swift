import ArgumentParser
import MyBizKit
import OpenMarketKit

extension ServerOptions {
    /// Runs `body` with a market client of the person `mybiz biz login` signed in to this server.
    /// Not logged in, a session the server no longer knows (which is then forgotten here), or any
    /// other failure is one sentence on standard error and exit code 1.
    ///
    /// - Parameter item: the product the command is about, named in the sentence.
    func asSignedInPerson<T>(item: Int? = nil, _ body: (MarketAccountClient) async throws -> T) async throws -> T {
        let biz = makeBiz()
        guard (try? await biz.tokens.session()) != nil else {
            Console.error(BizFailureMessage(error: .notLoggedIn, server: serverAddress).sentence)
            throw ExitCode.failure
        }
        do {
            return try await reportingFailures(item: item) { try await body(MarketAccountClient(network: biz.network)) }
        } catch let error as OpenMarketError {
            // `reportingFailures` lets a lost session through to be forgotten here.
            guard case .signedOut = error else { throw error }
            try? await biz.tokens.clear()
            Console.error(BizFailureMessage(error: .sessionExpired, server: serverAddress).sentence)
            throw ExitCode.failure
        }
    }
}
