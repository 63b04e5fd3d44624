/// Several behaviours acting as one, in the order given: hooks run first to last, and a later
/// behaviour's header wins over an earlier one's of the same name (names compared ignoring case).
public struct CombinedRequestBehavior: RequestBehavior {
    /// The behaviours, in the order their hooks run.
    public let behaviors: [any RequestBehavior]

    /// Combines `behaviors`, first to last.
    public init(behaviors: [any RequestBehavior]) {
        self.behaviors = behaviors
    }

    /// The behaviours' headers merged; later ones win.
    public var additionalHeaders: [String: String] {
        behaviors.reduce(into: [:]) { merged, behavior in
            merged.mergeHeaders(behavior.additionalHeaders)
        }
    }

    /// Runs each behaviour's `beforeSend`; the first that throws stops the rest.
    public func beforeSend() async throws {
        for behavior in behaviors { try await behavior.beforeSend() }
    }

    /// Runs each behaviour's `afterSuccess`.
    public func afterSuccess(result: AnyResponse) async {
        for behavior in behaviors { await behavior.afterSuccess(result: result) }
    }

    /// Runs each behaviour's `afterFailure`.
    public func afterFailure(error: NetworkError) async {
        for behavior in behaviors { await behavior.afterFailure(error: error) }
    }
}
