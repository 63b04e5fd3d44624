import Testing

@testable import WebPages

@Suite("IdentifierParts: where a code name may wrap on a narrow screen")
struct IdentifierPartsTests {
    @Test(
        "Given a code name, then it is cut before each new word and after each underscore, and nothing is lost",
        arguments: [
            ("announcementsShown", ["announcements", "Shown"]),
            ("screenView", ["screen", "View"]),
            ("purchaseOrderSentToFinance", ["purchase", "Order", "Sent", "To", "Finance"]),
            ("order_sent_v2", ["order_", "sent_", "v2"]),
            ("HTTPError", ["HTTPError"]),
            ("iPhone16Pro", ["i", "Phone16", "Pro"]),
            ("screenview", ["screenview"]),
            ("", []),
            ("ÉtéFiniÀParis", ["Été", "Fini", "ÀParis"]),
        ])
    func parts(name: String, parts: [String]) {
        #expect(IdentifierParts.of(name) == parts)
        #expect(IdentifierParts.of(name).joined() == name)
    }
}
