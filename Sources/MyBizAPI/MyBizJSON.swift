import Foundation

/// The JSON coders of the MyBiz API: dates as ISO 8601 in UTC without fractional seconds on output
/// (`2026-11-22T09:30:00Z`); on input, fractional seconds and offsets are accepted too.
public enum MyBizJSON {
    /// An encoder that writes dates as the API does.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(format(date))
        }
        return encoder
    }

    /// A decoder that reads every ISO 8601 form the API accepts.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = parse(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "“\(text)” is not an ISO 8601 date such as 2026-11-22T09:30:00Z.")
            }
            return date
        }
        return decoder
    }

    /// `date` as the API writes it: UTC, whole seconds, `Z`.
    public static func format(_ date: Date) -> String {
        if let text = UTCDateTime.format(date) { return text }
        return Date.ISO8601FormatStyle().format(Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down)))
    }

    /// The start (in UTC) of the day `text` names as `YYYY-MM-DD`; nil for other text and for a day
    /// that does not exist (Foundation's style would roll 2026-02-30 over into March).
    public static func day(_ text: String) -> Date? {
        if let day = UTCDateTime.parseDay(text) { return day }
        guard UTCDateTime.dayExists(in: text) else { return nil }
        return try? Date.ISO8601FormatStyle().year().month().day().parse(text)
    }

    /// One end of a period, as the API's queries and the CLI read it: a time in any accepted form, or a
    /// day — its start, or for the period's `end` the start of the next day, so a period from and to
    /// 2026-11-22 is that whole day. Nil for text that is neither.
    public static func periodEdge(_ text: String, end: Bool) -> Date? {
        if let date = parse(text) { return date }
        guard let day = day(text) else { return nil }
        return end ? day.addingTimeInterval(86_400) : day
    }

    /// A date in any of the accepted forms, with or without fractional seconds, `Z` or an offset; nil
    /// for text in none of them, and for a day or time that does not exist (2026-02-30, 24:00).
    public static func parse(_ text: String) -> Date? {
        if let date = UTCDateTime.parse(text) { return date }
        guard UTCDateTime.fieldsExist(in: text) else { return nil }
        // One parse, not two: batches carry hundreds of dates.
        let style = Date.ISO8601FormatStyle(includingFractionalSeconds: text.contains("."))
        return try? style.parse(text)
    }
}
