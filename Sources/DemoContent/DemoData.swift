import Foundation
import Logging
import MyBizServer
import OpenMarketServer

/// The demo a fresh database starts with — a market of a few hundred products from several
/// vendors, and a company with its people, events and two accounts — and the passwords that open
/// it. Only the composition (the server and `mybiz`) knows it; no API module does.
package enum DemoData {
    /// Fills what `applied` (the migrations just run) created: the catalogue on a new market, the
    /// company on a new MyBiz. Passwords go to the README and the front door, never to the log.
    package static func seed(
        market: OpenMarketRoutes, company: MyBizRoutes, ifCreatedBy applied: [Int], logger: Logger,
        now: Date = Date()
    ) async throws {
        if OpenMarketRoutes.createdCatalogue(applied) {
            let added = try await market.add(DemoCatalogue.seed(now: now))
            logger.info(
                "Added \(added) demo products of \(DemoCatalogue.vendors.count) demo vendors to the new database (`mybiz market vendor list` shows them)"
            )
        }
        if MyBizRoutes.createdCompany(applied) {
            try await company.add(DemoCompany.seed(now: now), now: now)
            logger.info(
                "Added the demo company and its accounts \(DemoCompany.member.username) and \(DemoCompany.admin.username) (admin); their passwords are in the README"
            )
        }
        // Someone to trade with on a fresh market: the demo member sells a few of the newest products,
        // so a person who signs up can ask about one and the member answers.
        if OpenMarketRoutes.createdCatalogue(applied), MyBizRoutes.createdCompany(applied),
            let member = try await company.person(username: DemoCompany.member.username)
        {
            let sold = try await market.handOver(newest: memberSells, to: member, now: now)
            logger.info(
                "\(DemoCompany.member.name) (\(DemoCompany.member.username)) sells \(sold) of the demo products")
        }
    }

    /// How many of the newest demo products the demo member sells.
    package static let memberSells = 6

    /// The demo company, its events and orders placed around `now`: what tests of the terminal's
    /// company commands start from.
    package static func company(now: Date) -> CompanySeed {
        DemoCompany.seed(now: now)
    }

    /// The first demo vendor, whose identifier and secret apps set up for the demo use.
    package static var firstVendor: CatalogueSeed.Vendor { DemoCatalogue.vendors[0] }

    /// The demo accounts that exist on `company`'s database, with their passwords, and the demo
    /// products' password when they do.
    package static func credentials(in company: MyBizRoutes) async throws -> [DemoCredential] {
        var credentials: [DemoCredential] = []
        for (login, role) in [(DemoCompany.member, "MyBiz member"), (DemoCompany.admin, "MyBiz admin (dashboard)")]
        where try await company.hasAccount(username: login.username) {
            credentials.append(DemoCredential(role: role, username: login.username, password: login.password))
        }
        guard !credentials.isEmpty else { return [] }
        return credentials + [
            DemoCredential(
                role: "Open Market demo products (edit, delete)", username: nil, password: DemoCatalogue.password)
        ]
    }

    /// The demo vendors' secrets by identifier, which `mybiz market vendor list` shows while they
    /// still open their vendor.
    package static var vendorSecrets: [String: String] {
        Dictionary(uniqueKeysWithValues: DemoCatalogue.vendors.map { ($0.identifier, $0.secret) })
    }
}
