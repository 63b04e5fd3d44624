import Foundation
import MyBizAPI
import Testing

@Suite("An invitation: the account's rules and the person's, every problem at once")
struct InvitationRulesTests {
    @Test(
        "Given an invitation wrong in its username and its person, then every problem is listed, the person's named as theirs"
    )
    func everyProblem() {
        let invitation = Invitation(
            username: " ", name: "Ana Lee",
            person: EmployeeDraft(
                givenName: "", familyName: " ", location: String(repeating: "x", count: 101), manager: nil,
                birthday: "02-30-1990"))
        #expect(
            invitation.problems.map(\.field) == [
                "username", "person.familyName", "person.location", "person.birthday",
            ])
    }

    @Test("Given an invitation without a person, then it reads as old clients send it and keeps no person key")
    func withoutPerson() throws {
        let decoded = try JSONDecoder().decode(
            Invitation.self, from: Data(#"{"username":"ana@example.com","name":"Ana Lee","role":"member"}"#.utf8))
        #expect(decoded.person == nil && decoded.problems.isEmpty)
        let encoded = String(decoding: try JSONEncoder().encode(decoded), as: UTF8.self)
        #expect(!encoded.contains("person"))
    }

    @Test("Given an account summary from a server before people were accounts, then it names no person")
    func summaryWithoutPerson() throws {
        let summary = try JSONDecoder().decode(
            AccountSummary.self,
            from: Data(
                #"{"id":"9B1D0A3C-8F0E-4D5B-9C1A-2E3F4A5B6C7D","username":"a","name":"A","role":"member","disabled":false}"#
                    .utf8))
        #expect(summary.person == nil && summary.companyMember)
    }

    @Test("Given an invitation with a person, then the account takes the person's name, each part by its own rule")
    func nameFromPerson() {
        let long = String(repeating: "a", count: 90)
        let invitation = Invitation(
            username: "ana@example.com", name: "",
            person: EmployeeDraft(givenName: long, familyName: long, location: "Seoul", manager: nil))
        #expect(invitation.problems.isEmpty)
    }
}
