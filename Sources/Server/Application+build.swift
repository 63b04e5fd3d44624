public import Hummingbird
import Logging

/// The request context of every route.
public typealias AppRequestContext = BasicRequestContext

/// Builds the MyBiz server: its routes and the services it runs. The executable only parses options
/// and runs what this returns; tests call it too.
public func buildApplication(configuration: ServerConfiguration) -> some ApplicationProtocol {
    var logger = Logger(label: "mybiz.server")
    logger.logLevel = configuration.logLevel
    let router = Router(context: AppRequestContext.self)
    router.addMiddleware {
        LogRequestsMiddleware(.info)
    }
    HealthController().addRoutes(to: router)
    return Application(
        router: router,
        configuration: ApplicationConfiguration(
            address: .hostname(configuration.host, port: configuration.port),
            serverName: "MyBiz"),
        onServerRunning: { channel in
            await configuration.onServerRunning(channel.localAddress?.port ?? configuration.port)
        },
        logger: logger)
}
