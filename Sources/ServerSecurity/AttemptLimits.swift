/// How many guesses of a password, how many sign-ups and how many anonymous new products are allowed
/// in a window of time. Kept in the database, so the limits hold across every instance sharing it and
/// under any concurrency.
public struct AttemptLimits: Sendable, Equatable {
    /// Wrong passwords for one account or item from one client address in a window. Past it that
    /// address must wait; the owner, from another address, is still let in.
    public var perSubjectAndClient: Int
    /// Wrong passwords for one account or item from all addresses together in a window: what stops
    /// an attack spread over many addresses. Past it everyone waits until the window ends.
    public var perSubject: Int
    /// Wrong passwords from one client address in a window, over every account and item it tries.
    public var perClient: Int
    /// The window the three limits above count in.
    public var window: Duration
    /// Sign-ups from one client address in `signupWindow`.
    public var signupsPerClient: Int
    /// The window sign-ups are counted in.
    public var signupWindow: Duration
    /// Products registered through the 2021 API — which needs no login, by its contract — from one
    /// client address in `newItemWindow`: what keeps one address from filling the disk with photos.
    public var newItemsPerClient: Int
    /// The window new products are counted in.
    public var newItemWindow: Duration

    /// The limits `mybiz serve` uses.
    public init(
        perSubjectAndClient: Int = 10, perSubject: Int = 50, perClient: Int = 30, window: Duration = .seconds(600),
        signupsPerClient: Int = 10, signupWindow: Duration = .seconds(3_600), newItemsPerClient: Int = 60,
        newItemWindow: Duration = .seconds(3_600)
    ) {
        self.newItemsPerClient = newItemsPerClient
        self.newItemWindow = newItemWindow
        self.perSubjectAndClient = perSubjectAndClient
        self.perSubject = perSubject
        self.perClient = perClient
        self.window = window
        self.signupsPerClient = signupsPerClient
        self.signupWindow = signupWindow
    }
}
