import Analytics
import ArgumentParser
import Foundation
import MyBizKit
import NetworkingAsyncHTTPClient

extension ServerOptions {
    /// A MyBiz client of the server, with its session in this server's session file.
    func makeBiz() -> MyBizClient {
        MyBizClient(
            baseURL: serverURL, transport: AsyncHTTPClientTransport(),
            tokens: FileTokenStore(url: FileTokenStore.defaultURL(for: serverURL)))
    }

    /// Runs `body`; a MyBiz error, a calendar that could not load, or a `CommandFailure` becomes one
    /// sentence on standard error and exit code 1. A session the server refused is forgotten here.
    func reportingBizFailures<T>(_ biz: MyBizClient, _ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as MyBizError {
            if case .sessionExpired = error { try? await biz.tokens.clear() }
            Console.error(BizFailureMessage(error: error, server: serverAddress).sentence)
            throw ExitCode.failure
        } catch let failure as CalendarModel.LoadFailure {
            if case .sessionExpired = failure.error { try? await biz.tokens.clear() }
            Console.error(BizFailureMessage(error: failure.error, server: serverAddress).sentence)
            throw ExitCode.failure
        } catch let failure as CommandFailure {
            Console.error(failure.description)
            throw ExitCode.failure
        }
    }
}
