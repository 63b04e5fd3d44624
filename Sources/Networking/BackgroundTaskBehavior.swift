import Locks

/// Keeps the app alive in the background while a request runs, as the reference app's client
/// does: background time is asked for when a request starts (its first `beforeSend`) and given
/// back once when it ends (`afterSuccess` or `afterFailure`) — one grant per request, however
/// many times it is retried. When the time runs out first, the grant ends there and the request's
/// end gives nothing back twice.
///
/// ```swift
/// let client = NetworkClient(
///     baseURL: url, transport: URLSessionTransport(),
///     behavior: BackgroundTaskBehavior(granter: UIApplicationBackgroundTime()))
/// ```
public final class BackgroundTaskBehavior: RequestBehavior {
    private enum Grant {
        /// Asked for, not answered yet.
        case asking
        /// Granted and running.
        case running(BackgroundGrant)
        /// Asked for, and none was granted: a retry does not ask again.
        case notGranted
        /// The time ran out; the granter ended it, so nothing is given back.
        case expired
        /// The request ended while its grant was still being asked for.
        case endedWhileAsking
    }

    private let granter: any BackgroundTimeGranting
    private let name: String
    private let grants = Locked<[UInt64: Grant]>([:])

    /// A behaviour asking `granter` for time named `name` (with the request's id after it).
    public init(granter: any BackgroundTimeGranting, name: String = "MyBiz request") {
        self.granter = granter
        self.name = name
    }

    /// Requests holding background time now.
    public var running: Int {
        grants.withLock { $0.values.count { if case .running = $0 { true } else { false } } }
    }

    /// Asks for background time on the request's first attempt.
    public func beforeSend() async throws {
        guard let id = RequestAttempt.current?.requestID else { return }
        let isFirstAttempt = grants.withLock { grants in
            guard grants[id] == nil else { return false }
            grants[id] = .asking
            return true
        }
        guard isFirstAttempt else { return }
        let grant = await granter.begin(name: "\(name) \(id)") { [grants] in
            // The granter has ended it already: mark it so that nothing ends it again.
            grants.withLock { grants in
                switch grants[id] {
                case .asking, .running: grants[id] = .expired
                default: break
                }
            }
        }
        let giveBack: BackgroundGrant? = grants.withLock { grants in
            switch grants[id] {
            case .asking:
                grants[id] = grant.map(Grant.running) ?? .notGranted
                return nil
            case .endedWhileAsking:
                grants[id] = nil
                return grant
            default:
                return nil  // expired while it was being granted
            }
        }
        if let giveBack { await granter.end(giveBack) }
    }

    /// Gives the request's background time back.
    public func afterSuccess(result: AnyResponse) async { await finish() }

    /// Gives the request's background time back.
    public func afterFailure(error: NetworkError) async { await finish() }

    private func finish() async {
        guard let id = RequestAttempt.current?.requestID else { return }
        let grant: BackgroundGrant? = grants.withLock { grants in
            switch grants[id] {
            case .running(let grant):
                grants[id] = nil
                return grant
            case .asking:
                grants[id] = .endedWhileAsking
                return nil
            case .notGranted, .expired, .endedWhileAsking, nil:
                grants[id] = nil
                return nil
            }
        }
        if let grant { await granter.end(grant) }
    }
}
