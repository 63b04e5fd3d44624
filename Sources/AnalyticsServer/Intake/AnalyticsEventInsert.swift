import Foundation
import MyBizAPI
import SQLKit
import ServerSecurity

/// The `INSERT` storing events in `analytics_events`, one statement however many, with each distinct
/// value bound once and named by its number wherever it recurs (`?3` in SQLite, `$3` in PostgreSQL).
/// A batch's reports share their sender, key, screens, types and devices, and a driver turns every
/// bound value into its own type through a dynamic cast: binding all thirteen columns of every row,
/// through SQLKit's general insert builder, was a sixth of storing a batch.
struct AnalyticsEventInsert: SQLExpression {
    /// The statement's text, its placeholders numbered from 1.
    let sql: String
    /// The values bound, in their numbers' order.
    let binds: [any Encodable & Sendable]

    /// The columns of an event.
    static let eventColumns = [
        "id", "name", "user_id", "event_date", "recorded_date", "type", "duration", "device", "os", "app_version",
    ]
    /// The columns written: an event's, and a keyed batch's.
    static let columns = eventColumns + ["batch_key", "batch_position", "batch_fingerprint"]

    /// The statement storing `events` in their order, each row of a keyed batch with `key`'s key and
    /// its position, the first with the batch's fingerprint; for `dialect` (SQLKit's name for it).
    /// Made before the statement waits for its turn to write, so the waiting is not spent on it.
    init(events: [StoredAnalyticsEvent], key: BatchKey?, dialect: String) {
        var values = BoundValues(dialect: dialect)
        var sql = Array("INSERT INTO analytics_events (\(Self.columns.joined(separator: ", "))) VALUES ".utf8)
        sql.reserveCapacity(sql.count + events.count * 72)
        for (position, event) in events.enumerated() {
            if position > 0 { sql.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")]) }
            sql.append(UInt8(ascii: "("))
            values.write(.unique(.text(event.id.uppercaseText)), column: 0, to: &sql)
            values.write(Cell(.text(event.name)), column: 1, to: &sql)
            values.write(Cell(.id(event.user)), column: 2, to: &sql)
            values.write(Cell(.real(event.eventDate.timeIntervalSince1970)), column: 3, to: &sql)
            values.write(Cell(.real(event.recordedDate.timeIntervalSince1970)), column: 4, to: &sql)
            values.write(Cell(.text(event.type)), column: 5, to: &sql)
            values.write(Cell(event.duration.map(Value.real)), column: 6, to: &sql)
            values.write(Cell(event.device.map(Value.text)), column: 7, to: &sql)
            values.write(Cell(event.os.map(Value.text)), column: 8, to: &sql)
            values.write(Cell(event.appVersion.map(Value.text)), column: 9, to: &sql)
            values.write(Cell(key.map { .text($0.key) }), column: 10, to: &sql)
            values.write(key == nil ? .null : .number(position), column: 11, to: &sql)
            values.write(Cell(position == 0 ? key.map { .text($0.fingerprint) } : nil), column: 12, to: &sql)
            sql.append(UInt8(ascii: ")"))
        }
        self.sql = String(decoding: sql, as: UTF8.self)
        self.binds = values.binds
    }

    func serialize(to serializer: inout SQLSerializer) {
        // A statement of its own: nothing is bound before it, so its numbers start at 1.
        precondition(serializer.binds.isEmpty, "AnalyticsEventInsert is a whole statement, not part of one")
        serializer.write(sql)
        serializer.binds += binds
    }

    /// What a row has in a column.
    enum Cell {
        /// SQL's `NULL`.
        case null
        /// A value bound once however often it recurs.
        case shared(Value)
        /// A value bound without looking for an earlier one: an event's id, never repeated.
        case unique(Value)
        /// A number of ours, written as itself.
        case number(Int)

        init(_ value: Value?) { self = value.map(Cell.shared) ?? .null }
    }

    /// A value bound to the statement.
    enum Value: Hashable {
        case text(String)
        /// A UUID, bound as its upper-case text.
        case id(UUID)
        case real(Double)

        // Texts compare by their bytes, not as Swift's `==` does (canonically: a precomposed "é"
        // equals "e" and a combining accent), so each is stored exactly as it was sent; doubles by
        // their bits, so -0.0 stays apart from 0.0.
        static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.text(let left), .text(let right)): sameBytes(left, right)
            case (.id(let left), .id(let right)): left == right
            case (.real(let left), .real(let right)): left.bitPattern == right.bitPattern
            default: false
            }
        }

        /// Whether `left` and `right` are the same bytes, compared with `memcmp` (comparing their
        /// UTF-8 views element by element cost a quarter of a batch's reading).
        private static func sameBytes(_ left: String, _ right: String) -> Bool {
            var (left, right) = (left, right)
            return left.withUTF8 { left in
                right.withUTF8 { right in
                    left.count == right.count
                        && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
                }
            }
        }

        func hash(into hasher: inout Hasher) {
            switch self {
            case .text(let text):
                var text = text
                text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            case .id(let id): hasher.combine(id)
            case .real(let number): hasher.combine(number.bitPattern)
            }
        }
    }

    /// The statement's bound values, each distinct one once, and the numbers they are written as.
    struct BoundValues {
        private(set) var binds: [any Encodable & Sendable] = []
        private var numbers: [Value: Int] = [:]
        /// The value last written in each column and its number: rows of a batch mostly repeat the
        /// row before, which is told by comparing, without hashing the value to look it up.
        private var previous: [(value: Value, number: Int)?] = Array(
            repeating: nil, count: AnalyticsEventInsert.columns.count)
        private let placeholder: UInt8?

        /// For `dialect` (SQLKit's name for it). Dialects without numbered placeholders get a value
        /// bound wherever it is written.
        init(dialect: String) {
            switch dialect {
            case "sqlite": placeholder = UInt8(ascii: "?")
            case "postgresql": placeholder = UInt8(ascii: "$")
            default: placeholder = nil
            }
        }

        /// Writes `cell` of `column` into `sql`, after `, ` when it is not a row's first: its
        /// placeholder, binding its value unless bound already.
        mutating func write(_ cell: Cell, column: Int, to sql: inout [UInt8]) {
            if column > 0 { sql.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")]) }
            let value: Value
            let shared: Bool
            switch cell {
            case .null:
                sql.append(contentsOf: Self.null)
                return
            case .number(let number):
                Self.append(number, to: &sql)
                return
            case .shared(let bound): (value, shared) = (bound, true)
            case .unique(let bound): (value, shared) = (bound, false)
            }
            guard let placeholder else {
                // Placeholders without numbers are taken in order: one per occurrence.
                sql.append(UInt8(ascii: "?"))
                bind(value)
                return
            }
            let number: Int
            if shared, let last = previous[column], last.value == value {
                number = last.number
            } else if shared, let earlier = numbers[value] {
                number = earlier
            } else {
                bind(value)
                number = binds.count
                if shared { numbers[value] = number }
            }
            if shared { previous[column] = (value, number) }
            sql.append(placeholder)
            Self.append(number, to: &sql)
        }

        private static let null = Array("NULL".utf8)

        private static func append(_ number: Int, to sql: inout [UInt8]) {
            if number < 0 { sql.append(UInt8(ascii: "-")) }
            let start = sql.count
            var rest = number.magnitude
            repeat {
                sql.append(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            sql[start...].reverse()
        }

        private mutating func bind(_ value: Value) {
            switch value {
            case .text(let text): binds.append(text)
            case .id(let id): binds.append(id.uppercaseText)
            case .real(let number): binds.append(number)
            }
        }
    }
}
