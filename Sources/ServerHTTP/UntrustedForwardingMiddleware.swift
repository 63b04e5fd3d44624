import HTTPTypes
import Hummingbird

/// Takes off every request that did not come from a trusted proxy the forwarding headers that say how
/// the browser reached the server — `X-Forwarded-Proto`, `X-Forwarded-Host`, `Forwarded` — so nothing
/// after it (a `Secure` cookie, an origin check) believes them from anyone else. `X-Forwarded-For`
/// stays: `ClientAddress` reads it from a trusted peer only, and nothing else does.
package struct UntrustedForwardingMiddleware<Context: RequestContext & RemoteAddressRequestContext>:
    RouterMiddleware
{
    private let clients: ClientAddress

    /// Believes forwarding headers from `clients`' trusted proxies only.
    package init(clients: ClientAddress) {
        self.clients = clients
    }

    /// The headers a trusted proxy alone may send.
    package static var forwardingHeaders: [HTTPField.Name] { forwardingHeaderNames }

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        let forwarding = Self.forwardingHeaders
        guard request.headers.contains(where: { forwarding.contains($0.name) }),
            !clients.isTrustedProxy(context.remoteAddress?.ipAddress)
        else {
            return try await next(request, context)
        }
        var head = request.head
        for name in forwarding { head.headerFields[name] = nil }
        return try await next(Request(head: head, body: request.body), context)
    }
}

/// Made once: every request is checked for them. (A generic type cannot keep a static constant.)
private let forwardingHeaderNames = [
    HTTPField.Name("X-Forwarded-Proto")!, HTTPField.Name("X-Forwarded-Host")!, HTTPField.Name("Forwarded")!,
]
