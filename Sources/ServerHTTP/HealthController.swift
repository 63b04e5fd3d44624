import Hummingbird

/// `GET /health`: answers 200 while the server runs, for load balancers and scripts that wait for it.
package struct HealthController {
    /// The controller.
    package init() {}

    /// The health check's answer.
    package struct Health: ResponseEncodable {
        let status: String
    }

    package func addRoutes(to router: Router<some RequestContext>) {
        router.get("/health") { _, _ in
            Health(status: "ok")
        }
    }
}
