import Analytics
import Foundation
import MyBizAPI
import MyBizKit
import Networking

/// Every request MyBizKit's `MyBizClient` can make, against `mybiz.yaml` — its endpoints, and the
/// analytics it sends as `AnalyticsAPI` and `ReportBatchSending`.
enum MyBizKitCalls {
    /// The server the calls go to.
    static let server = URL(string: "http://biz.example")!
    /// The session every call but login carries.
    static let session = Session(
        token: "9L0Z_QRR8wdyB7tKbdVRBgs-kcc_k7mWcp1q4y_mubg",
        user: Session.Account(id: UUID(), username: "agent@shield.org"))

    /// A client of `server`, logged in, sending through `transport` without retries.
    static func client(_ transport: some HTTPTransport) -> MyBizClient {
        MyBizClient(baseURL: server, transport: transport, tokens: InMemoryTokenStore(session), retryPolicy: .none)
    }

    /// An id for paths and references.
    static let id = UUID()
    /// A moment in the future, for due dates.
    static let future = Date(timeIntervalSinceNow: 30 * 86_400)
    /// An announcement with every field.
    static let announcement = AnnouncementDraft(
        title: "Friday pizza", message: "In the kitchen at noon.", publishedAt: future)
    /// A person with every field.
    static let employee = EmployeeDraft(
        givenName: "Ana", familyName: "Lee", roleTitle: "Designer", department: "Design", location: "Seoul",
        manager: id,
        birthday: "03-14-1990")
    /// The head of the company: no manager.
    static let head = EmployeeDraft(givenName: "Bruno", familyName: "Okafor", location: "Stockholm", manager: nil)
    /// An event with every field.
    static let event = EventDraft(name: "Demo day", date: future, type: .meeting, duration: 3_600, place: "Lab 2")
    /// A product of the catalogue.
    static let product = ProductDraft(name: "Standing desk", unitPrice: 450.5)
    /// An order with every field.
    static let order = NewPurchaseOrder(
        poNumber: "PO-2026-0003", comment: "Chairs for the new Madrid team", dueDate: future,
        purchases: [PurchaseLine(productId: id, quantity: 4), PurchaseLine(productId: UUID(), quantity: 0.5)])
    /// An order with the optional fields left out.
    static let plainOrder = NewPurchaseOrder(
        poNumber: "PO-2026-0004", purchases: [PurchaseLine(productId: id, quantity: 1)])
    /// A report with every field.
    static let report = Report(
        name: .calendarShown, recordedDate: Date(), type: .screenView, duration: 12.5, device: "iPhone15,2",
        os: "iOS 18.1", appVersion: "1.4.0")
    /// A report without a duration.
    static let tap = Report(
        name: .loginButtonClicked, recordedDate: Date(), type: .buttonTap, device: "iPhone15,2", os: "iOS 18.1",
        appVersion: "1.4.0")

    /// The client's calls.
    static let calls: [KitCall<MyBizClient>] = [
        KitCall("MyBizClient.login(username:password:)") {
            _ = try await $0.login(username: "agent@shield.org", password: "hailHydra")
        },
        KitCall("MyBizClient.logout()") { try await $0.logout() },
        KitCall("MyBizClient.logoutEverywhere()") { try await $0.logoutEverywhere() },
        KitCall("MyBizClient.changePassword(current:new:)") {
            try await $0.changePassword(current: "the one in use", new: "correct horse battery")
        },
        KitCall("MyBizClient.me()") { _ = try await $0.me() },
        KitCall("MyBizClient.user(id:)") { _ = try await $0.user(id: id) },
        KitCall("MyBizClient.accounts()") { _ = try await $0.accounts() },
        KitCall("MyBizClient.invite(_:)") {
            _ = try await $0.invite(Invitation(username: "ana@northwind.example", name: "Ana Lee", role: .admin))
        },
        KitCall("MyBizClient.change(account:_:) of a role") {
            _ = try await $0.change(account: id, AccountChange(role: .member))
        },
        KitCall("MyBizClient.change(account:_:) disabling") {
            _ = try await $0.change(account: id, AccountChange(disabled: true))
        },
        KitCall("MyBizClient.announcements()") { _ = try await $0.announcements() },
        KitCall("MyBizClient.post(_:) of an announcement") { _ = try await $0.post(announcement) },
        KitCall("MyBizClient.post(_:) of an announcement published now") {
            _ = try await $0.post(AnnouncementDraft(title: "Closed", message: "On Friday afternoon."))
        },
        KitCall("MyBizClient.replaceAnnouncement(_:with:)") {
            _ = try await $0.replaceAnnouncement(id, with: announcement)
        },
        KitCall("MyBizClient.deleteAnnouncement(_:)") { try await $0.deleteAnnouncement(id) },
        KitCall("MyBizClient.employees()") { _ = try await $0.employees() },
        KitCall("MyBizClient.add(_:) of a person") { _ = try await $0.add(employee) },
        KitCall("MyBizClient.add(_:) of the head") { _ = try await $0.add(head) },
        KitCall("MyBizClient.replaceEmployee(_:with:)") { _ = try await $0.replaceEmployee(id, with: employee) },
        KitCall("MyBizClient.deleteEmployee(_:)") { try await $0.deleteEmployee(id) },
        KitCall("MyBizClient.events()") { _ = try await $0.events() },
        KitCall("MyBizClient.add(_:) of an event") { _ = try await $0.add(event) },
        KitCall("MyBizClient.replaceEvent(_:with:)") { _ = try await $0.replaceEvent(id, with: event) },
        KitCall("MyBizClient.deleteEvent(_:)") { try await $0.deleteEvent(id) },
        KitCall("MyBizClient.products()") { _ = try await $0.products() },
        KitCall("MyBizClient.add(_:) of a product") { _ = try await $0.add(product) },
        KitCall("MyBizClient.replaceProduct(_:with:)") { _ = try await $0.replaceProduct(id, with: product) },
        KitCall("MyBizClient.retireProduct(_:)") { try await $0.retireProduct(id) },
        KitCall("MyBizClient.purchases()") { _ = try await $0.purchases() },
        KitCall("MyBizClient.submit(_:)") { _ = try await $0.submit(order) },
        KitCall("MyBizClient.submit(_:) without a comment or due date") { _ = try await $0.submit(plainOrder) },
        KitCall("MyBizClient.purchasesWaiting()") { _ = try await $0.purchasesWaiting() },
        KitCall("MyBizClient.nextPurchaseOrderNumber()") { _ = try await $0.nextPurchaseOrderNumber() },
        KitCall("MyBizClient.approvePurchase(_:note:)") { _ = try await $0.approvePurchase(id, note: "Fine.") },
        KitCall("MyBizClient.approvePurchase(_:note:) without a note") { _ = try await $0.approvePurchase(id) },
        KitCall("MyBizClient.rejectPurchase(_:reason:)") { _ = try await $0.rejectPurchase(id, reason: "Too many.") },
        KitCall("MyBizClient.cancelPurchase(_:)") { _ = try await $0.cancelPurchase(id) },
        KitCall("MyBizClient.resubmitPurchase(_:as:)") { _ = try await $0.resubmitPurchase(id, as: order) },
        KitCall("MyBizClient.inbox()") { _ = try await $0.inbox() },
        KitCall("MyBizClient.markInboxRead()") { try await $0.markInboxRead() },
        KitCall("MyBizClient.notificationSettings()") { _ = try await $0.notificationSettings() },
        KitCall("MyBizClient.setNotificationSettings(_:)") {
            _ = try await $0.setNotificationSettings(NotificationSettings(muted: [.announcement]))
        },
        KitCall("MyBizClient.conversation(announcement:)") { _ = try await $0.conversation(announcement: id) },
        KitCall("MyBizClient.comment(on:_:)") { _ = try await $0.comment(on: id, "Count me in.") },
        KitCall("MyBizClient.react(to:_:on:)") { try await $0.react(to: id, .celebrate) },
        KitCall("MyBizClient.react(to:_:on:) taking it back") { try await $0.react(to: id, .celebrate, on: false) },
        KitCall("MyBizClient.confirmReading(announcement:)") { try await $0.confirmReading(announcement: id) },
        KitCall("MyBizClient.eventResponses(_:)") { _ = try await $0.eventResponses(id) },
        KitCall("MyBizClient.answer(event:_:)") { _ = try await $0.answer(event: id, .maybe) },
        KitCall("MyBizClient.withdrawAnswer(event:)") { try await $0.withdrawAnswer(event: id) },
        KitCall("MyBizClient.passwordResetLink(for:)") { _ = try await $0.passwordResetLink(for: id) },
        KitCall("MyBizClient.link(employee:_:)") {
            _ = try await $0.link(employee: id, EmployeeAccount(accountId: id, approvalLimit: 2_000))
        },
        KitCall("MyBizClient.analyticsSummary(from:to:)") {
            _ = try await $0.analyticsSummary(from: Date(timeIntervalSinceNow: -7 * 86_400), to: Date())
        },
        KitCall("MyBizClient.analyticsSummary(from:to:) with the server's period") {
            _ = try await $0.analyticsSummary()
        },
        KitCall("MyBizClient.sendReport(report:)") { try await $0.sendReport(report: report) },
        KitCall("MyBizClient.sendReport(report:) without a duration") { try await $0.sendReport(report: tap) },
        KitCall("MyBizClient.sendBatch(_:idempotencyKey:)") {
            try await $0.sendBatch([report, tap], idempotencyKey: "6F9619FF-8B86-D011-B42D-00C04FC964FF")
        },
    ]
}
