import Hummingbird
import SQLKit
import ServerDatabase

/// `GET /ready`: whether this instance can serve — 200 when its database answers a trivial query
/// within `limit`, 503 with `Retry-After` when it does not. `/health` stays liveness (the process
/// runs); a load balancer sends traffic by this one, so an instance whose database is down or
/// frozen stops getting requests it could only answer 503.
package struct ReadinessController: Sendable {
    private let database: any SQLDatabase

    /// Checks `database`, giving it `limit` to answer.
    package init(database: any SQLDatabase, limit: Duration = .seconds(2)) {
        self.database = database.timeLimited(limit)
    }

    /// The answer when the database answered.
    package struct Ready: ResponseEncodable {
        let status: String
    }

    package func addRoutes(to router: Router<some RequestContext>) {
        router.get("/ready") { [database] _, _ -> Ready in
            do {
                try await database.raw("SELECT 1").run()
            } catch {
                throw APIError(
                    .serviceUnavailable, "The database does not answer; this instance cannot serve right now.",
                    retryAfter: 5)
            }
            return Ready(status: "ready")
        }
    }
}
