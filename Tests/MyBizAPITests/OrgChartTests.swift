import Foundation
import MyBizAPI
import Testing

@Suite("OrgChart: the hierarchy from the flat employee list")
struct OrgChartTests {
    static func person(_ given: String, _ family: String, manager: UUID? = nil, reports: [UUID] = []) -> Employee {
        Employee(
            id: UUID(), givenName: given, familyName: family, location: "Seoul", manager: manager,
            directReports: reports, birthday: nil)
    }

    @Test("the first employee is the head; reports and managers follow directReports")
    func hierarchy() {
        // Given
        var ceo = Self.person("Maria", "Hill")
        let cto = Self.person("Tony", "Stark", manager: ceo.id)
        let cfo = Self.person("Pepper", "Potts", manager: ceo.id)
        let engineer = Self.person("Peter", "Parker", manager: cto.id)
        ceo.directReports = [cfo.id, cto.id]
        var ctoWithReports = cto
        ctoWithReports.directReports = [engineer.id]
        // When
        let chart = OrgChart(employees: [ceo, ctoWithReports, cfo, engineer])
        // Then
        #expect(chart.head == ceo)
        #expect(chart.reports(of: ceo).map(\.familyName) == ["Potts", "Stark"])
        #expect(chart.manager(of: engineer)?.familyName == "Stark")
        #expect(chart.manager(of: ceo) == nil)
        #expect(
            chart.rows.map { "\($0.depth) \($0.employee.familyName)" } == ["0 Hill", "1 Potts", "1 Stark", "2 Parker"])
    }

    @Test("a report named only by its manager field, or only in directReports, is still placed")
    func oneSidedData() {
        let head = Self.person("Nick", "Fury")
        let byManagerField = Self.person("Phil", "Coulson", manager: head.id)
        let listedOnly = Self.person("Melinda", "May")
        var headWithList = head
        headWithList.directReports = [listedOnly.id]
        let chart = OrgChart(employees: [headWithList, byManagerField, listedOnly])
        #expect(chart.reports(of: headWithList).map(\.familyName) == ["May", "Coulson"])
        #expect(chart.manager(of: listedOnly)?.familyName == "Fury")
    }

    @Test("people the head does not reach, and loops, are each drawn once")
    func orphansAndLoops() {
        var first = Self.person("A", "One")
        var second = Self.person("B", "Two")
        first.directReports = [second.id]
        second.directReports = [first.id]
        let orphan = Self.person("C", "Three")
        let rows = OrgChart(employees: [first, second, orphan]).rows
        #expect(rows.map(\.employee.familyName) == ["One", "Two", "Three"])
        #expect(rows.map(\.depth) == [0, 1, 0])
    }

    @Test(
        "the display name copes with an empty given name",
        arguments: [
            ("Natasha", "Romanoff", "Natasha Romanoff"), ("", "Groot", "Groot"), ("  ", "Groot", "Groot"),
            ("", "", "(no name)"),
        ])
    func displayName(given: String, family: String, expected: String) {
        #expect(OrgChart.displayName(of: Self.person(given, family)) == expected)
    }

    @Test("no employees: no head, no rows")
    func empty() {
        let chart = OrgChart(employees: [])
        #expect(chart.head == nil && chart.rows.isEmpty)
    }
}
