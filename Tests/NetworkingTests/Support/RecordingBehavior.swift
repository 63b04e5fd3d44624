import Foundation
import Locks
import Networking

/// A shared, ordered log of hook calls, so tests can check the order across behaviours.
final class HookLog: Sendable {
    private let entries = Locked<[String]>([])

    func append(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
}

/// A behaviour that writes every hook call, with the attempt number, to a `HookLog`.
struct RecordingBehavior: RequestBehavior {
    let name: String
    let log: HookLog
    var additionalHeaders: [String: String] = [:]

    func beforeSend() async throws {
        log.append("\(name).beforeSend#\(RequestAttempt.current?.number ?? 0)")
    }

    func afterSuccess(result: AnyResponse) async {
        log.append("\(name).afterSuccess(\(result.statusCode))")
    }

    func afterFailure(error: NetworkError) async {
        log.append("\(name).afterFailure(\(error.statusCode.map(String.init) ?? "no status"))")
    }
}

/// A behaviour whose `beforeSend` refuses every request.
struct RefusingBehavior: RequestBehavior {
    struct NotLoggedIn: Error {}
    func beforeSend() async throws { throw NotLoggedIn() }
}
