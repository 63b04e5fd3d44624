import Analytics
import MyBizAPI
import Networking

extension MyBizClient: AnalyticsAPI {
    /// Posts `report` to `/api/analytics`, where it is stored with the logged-in user.
    public func sendReport(report: Report) async throws {
        _ = try await send(
            Request<StoredAnalyticsEvent>(method: .post, path: MyBizPath.analytics, body: .json(Self.wire(report))))
    }

    /// `report` as the API carries it.
    static func wire(_ report: Report) -> AnalyticsReport {
        AnalyticsReport(
            name: report.name.rawValue, recordedDate: report.recordedDate, type: report.type.rawValue,
            duration: report.duration, device: report.device, os: report.os, appVersion: report.appVersion)
    }
}
