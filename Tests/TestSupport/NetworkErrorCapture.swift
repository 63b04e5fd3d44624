import Networking
import Testing

/// Runs `operation` and returns the `NetworkError` it throws, or `nil` if it succeeds; any other
/// error fails the test, because `NetworkClient.send` promises to throw only `NetworkError`.
public func networkError(
    _ operation: () async throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
) async -> NetworkError? {
    do {
        try await operation()
        return nil
    } catch let error as NetworkError {
        return error
    } catch {
        Issue.record("expected a NetworkError, got \(type(of: error)): \(error)", sourceLocation: sourceLocation)
        return nil
    }
}
