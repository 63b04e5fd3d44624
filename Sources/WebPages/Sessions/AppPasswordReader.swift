import Foundation
import Hummingbird

/// Someone an app signed in as with an app password, and the zone they read dates without a time in.
package struct AppPasswordUser: Sendable, Equatable {
    /// The account.
    package let user: WebUser
    /// The app password's zone, the page's when it was made.
    package let zone: TimeZone

    /// `user`, reading days in `zone`.
    package init(user: WebUser, zone: TimeZone) {
        self.user = user
        self.zone = zone
    }
}

/// Finds who an app's HTTP Basic credentials — a username and an app password — belong to. The
/// MyBiz module, which keeps the accounts and their app passwords, provides it; the to-do list's
/// CalDAV asks it.
package protocol AppPasswordReader: Sendable {
    /// The person `request`'s Basic credentials name with one of their app passwords; `nil` without
    /// Basic credentials or with wrong ones. The context tells the caller's address, for the attempt
    /// limits.
    ///
    /// - Throws: `APIError` 429 past the limits a login has.
    func user(appPasswordOf request: Request, context: some RemoteAddressRequestContext) async throws
        -> AppPasswordUser?
}
