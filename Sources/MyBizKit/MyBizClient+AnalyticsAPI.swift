import Analytics
import MyBizAPI
import Networking

extension MyBizClient: AnalyticsAPI {
    /// Posts `report` to `/api/analytics`, where it is stored with the logged-in user.
    public func sendReport(report: Report) async throws {
        _ = try await send(
            Request<StoredAnalyticsEvent>(method: .post, path: MyBizPath.analytics, body: .json(report.wire)))
    }
}
