/// Where a screen hands its reports; a screen never knows which backend is behind it.
public protocol AnalyticsAPI: Sendable {
    /// Sends (or keeps for sending) `report`. A screen should not fail because this throws.
    func sendReport(report: Report) async throws
}
