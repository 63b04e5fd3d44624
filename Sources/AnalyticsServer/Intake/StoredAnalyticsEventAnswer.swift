import Hummingbird
import MyBizAPI
import ServerHTTP

/// The answer to one report stored (`POST /api/analytics`), the busiest answer of the API, written
/// without Codable: byte for byte what the API's encoder makes of a `StoredAnalyticsEvent` (a test
/// holds the two together). Encoding it was 11 % of the server's samples while it stored single
/// reports; writing it, under 3 %.
struct StoredAnalyticsEventAnswer: ResponseGenerator {
    let event: StoredAnalyticsEvent

    /// The event's JSON: every key, sorted, empty optionals as `null`.
    var json: ByteBuffer {
        var writer = JSONObjectWriter()
        writer.field("appVersion", event.appVersion)
        writer.field("device", event.device)
        writer.field("duration", event.duration)
        writer.field("eventDate", MyBizJSON.format(event.eventDate))
        writer.field("id", event.id)
        writer.field("name", event.name)
        writer.field("os", event.os)
        writer.field("recordedDate", MyBizJSON.format(event.recordedDate))
        writer.field("type", event.type)
        writer.field("user", event.user)
        return writer.finish()
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        JSONAnswer.response(json)
    }
}
