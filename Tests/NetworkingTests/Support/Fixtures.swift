import Foundation
import Networking
import NetworkingTesting

/// A small decodable answer used across the tests.
struct Thing: Codable, Equatable, Sendable {
    let name: String
    let date: Date
}

let baseURL = URL(string: "https://api.example.com/v1")!
let lamp = Thing(name: "lamp", date: Date(timeIntervalSince1970: 1_700_000_000))

/// A client over `transport` whose waits between attempts are recorded by `clock`, not slept.
func makeClient(
    _ transport: MockTransport,
    behavior: any RequestBehavior = EmptyRequestBehavior(),
    retryPolicy: RetryPolicy = RetryPolicy(random: { 1 }),
    clock: ImmediateClock = ImmediateClock()
) -> NetworkClient {
    NetworkClient(
        baseURL: baseURL, transport: transport, behavior: behavior, retryPolicy: retryPolicy, clock: clock)
}
