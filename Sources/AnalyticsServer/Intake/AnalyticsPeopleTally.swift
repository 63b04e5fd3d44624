import Foundation
import MyBizAPI

/// Screen views and different people per screen and in all, counted from lists of who viewed each
/// screen — one list per day and screen, as the database joins a group's `user_id`s with
/// `AnalyticsPeopleTally.separator`.
///
/// SQLite can count different people only by sorting every (screen, person) row of the period, which
/// for 30 days of a big history took most of the dashboard's time; it reads the lists in its key order
/// without sorting, and the people are then counted here in hash sets. People are told apart by the
/// bytes of their ids, as `COUNT(DISTINCT user_id)` tells texts apart.
struct AnalyticsPeopleTally {
    /// What joins the ids of a list. Ids are UUID texts, which never hold it.
    static let separator = ","
    private static let separatorByte = UInt8(ascii: ",")

    private var byScreen: [String: (views: Int, people: Set<Person>)] = [:]

    /// Adds `views` screen views of `screen` by the people in `people`, a list joined with `separator`.
    mutating func add(screen: String, views: Int, people: String) {
        // Taken out of the dictionary while it grows, so the set is changed in place, not copied.
        var counted = byScreen[screen, default: (0, [])]
        byScreen[screen] = nil
        counted.views += views
        var list = people
        list.withUTF8 { bytes in
            guard let base = bytes.baseAddress else {
                counted.people.insert(Person(bytes))
                return
            }
            var start = base
            let end = base + bytes.count
            while true {
                let found = memchr(start, Int32(Self.separatorByte), end - start)
                    .map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) }
                counted.people.insert(Person(UnsafeBufferPointer(start: start, count: (found ?? end) - start)))
                guard let found else { break }
                start = found + 1
            }
        }
        byScreen[screen] = counted
    }

    /// Views and different people per screen, by name.
    var screens: [AnalyticsSummary.ScreenUsage] {
        byScreen.map { AnalyticsSummary.ScreenUsage(name: $0.key, views: $0.value.views, users: $0.value.people.count) }
            .sorted { $0.name < $1.name }
    }

    /// Screen views in all.
    var views: Int { byScreen.values.reduce(0) { $0 + $1.views } }

    /// Different people who viewed any screen.
    var people: Int {
        var everyone = Set<Person>()
        for counted in byScreen.values { everyone.formUnion(counted.people) }
        return everyone.count
    }

    /// A person's id, by its bytes: the 36 of a UUID's text (every id the server writes) held in five
    /// words, hashed without being parsed; any other length as an array.
    private enum Person: Hashable {
        case uuidText(UInt64, UInt64, UInt64, UInt64, UInt32)
        case other([UInt8])

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard bytes.count == 36, let base = UnsafeRawPointer(bytes.baseAddress) else {
                self = .other(Array(bytes))
                return
            }
            self = .uuidText(
                base.loadUnaligned(as: UInt64.self), base.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
                base.loadUnaligned(fromByteOffset: 16, as: UInt64.self),
                base.loadUnaligned(fromByteOffset: 24, as: UInt64.self),
                base.loadUnaligned(fromByteOffset: 32, as: UInt32.self))
        }
    }
}
