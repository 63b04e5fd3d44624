import Foundation
import ISODates

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

    /// The encoder the server writes its answers with: `encoder()`'s dates, keys in a stable order and
    /// slashes unescaped.
    public static func answerEncoder() -> JSONEncoder {
        let encoder = encoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return encoder
    }

    /// A decoder that reads every ISO 8601 form the API accepts (`ISODate`), refusing the rest with
    /// a sentence saying what is wrong with the date.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = parse(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: ISODate.problem(with: text))
            }
            return date
        }
        return decoder
    }

    /// `date` as the API writes it: UTC, whole seconds, `Z`.
    public static func format(_ date: Date) -> String {
        ISODate.format(date)
    }

    /// The start (in UTC) of the day `text` names as `YYYY-MM-DD`; nil for other text and for a day
    /// that does not exist (Foundation's style would roll 2026-02-30 over into March).
    public static func day(_ text: String) -> Date? {
        ISODate.day(text)
    }

    /// One end of a period, as the API's queries and the CLI read it: a time in any accepted form, or a
    /// day — its start, or for the period's `end` the start of the next day, so a period from and to
    /// 2026-11-22 is that whole day. Nil for text that is neither.
    public static func periodEdge(_ text: String, end: Bool) -> Date? {
        if let date = parse(text) { return date }
        guard let day = day(text) else { return nil }
        return end ? day.addingTimeInterval(86_400) : day
    }

    /// A date in any of the accepted forms (`ISODate.parse`): with or without fractional seconds, `Z`
    /// or an offset; nil for text in none of them, for a day or time that does not exist (2026-02-30,
    /// 24:00), and for a year outside 1 to 9999.
    public static func parse(_ text: String) -> Date? {
        ISODate.parse(text)
    }
}
