import Foundation
import HummingbirdTesting
import MyBizAPI
import ServerTestSupport

@testable import MyBizServer

extension MyBizApp {
    /// 2026-11-22T09:30:00Z.
    package static let morning = Date(timeIntervalSince1970: 1_795_339_800)

    /// `account` of the fixture signed in to the company app, as a browser is.
    package static func signedIn(_ client: any TestClientProtocol, _ account: Account) async throws -> WebAppSession {
        let password = account.role == .admin ? Fixture.adminPassword : Fixture.memberPassword
        return try await WebAppSession.login(client, account.username, password)
    }

    /// A report of `name` as an app sends it, recorded at `date`.
    package static func report(_ name: String, at date: Date = morning, type: String = "screenView")
        -> AnalyticsReport
    {
        AnalyticsReport(
            name: name, recordedDate: date, type: type, duration: 1.5, device: "iPhone16,1", os: "iOS 18.1",
            appVersion: "2.0")
    }
}
