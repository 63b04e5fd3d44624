import Foundation
import Hummingbird
import WebPages

/// Accounts for a module tested on its own: no one is signed in, and no account exists. The
/// market's own tests use it where its people's side is not what they test.
package struct NobodySignedIn: WebSessionReader, WebPeople {
    package init() {}

    package func user(of request: Request) async throws -> WebUser? { nil }
    package func user(bearerTokenOf request: Request) async throws -> WebUser? { nil }
    package func person(_ id: UUID) async throws -> WebPerson? { nil }
}
