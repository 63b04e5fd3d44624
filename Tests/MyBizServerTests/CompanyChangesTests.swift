import Foundation
import MyBizAPI
import NIOConcurrencyHelpers
import ServerDatabase
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite("The company's writes say what they changed on the change channel, once committed, and only then")
struct CompanyChangesTests {
    @Test(
        "Given a listener on the company, when writes find their row or do not, then only those that changed are said",
        arguments: TestDatabase.available)
    func onlyRealChangesAreSaid(database: TestDatabase) async throws {
        try await database.withFreshDatabase(migrations: MyBizMigrations.all) { database in
            let changes = DataChanges()
            let said = NIOLockedValueBox(0)
            changes.listen(to: .company) { said.withLockedValue { $0 += 1 } }
            let company = SQLCompanyRepository(database: database.sql, changes: changes)
            let draft = AnnouncementDraft(title: "Hello", message: "World", publishedAt: nil)
            // When nothing is there to change, nothing is said and no cache anywhere is dropped
            #expect(try await company.replace(announcement: UUID(), with: draft, now: Date()) == nil)
            #expect(try await company.remove(announcement: UUID()) == false)
            #expect(try await company.retire(product: UUID(), at: Date()) == false)
            #expect(said.withLockedValue { $0 } == 0)
            #expect(try await SQLCompanyRepository.version.read(from: database.sql) == 0)
            // When a write changes something, it is said once, and the version other servers read moves
            let author = Account(id: UUID(), username: "a@example.com", name: "A", role: .admin)
            let posted = try await company.post(draft, by: author, now: Date())
            #expect(said.withLockedValue { $0 } == 1)
            #expect(try await company.remove(announcement: posted.id))
            #expect(said.withLockedValue { $0 } == 2)
            #expect(try await SQLCompanyRepository.version.read(from: database.sql) == 2)
        }
    }
}
