import Hummingbird

/// `GET /health`: answers 200 while the server runs, for load balancers and scripts that wait for it.
struct HealthController {
    /// The health check's answer.
    struct Health: ResponseEncodable {
        let status: String
    }

    func addRoutes(to router: Router<some RequestContext>) {
        router.get("/health") { _, _ in
            Health(status: "ok")
        }
    }
}
