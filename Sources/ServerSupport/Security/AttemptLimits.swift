/// How many guesses of a password, and how many sign-ups, are allowed in a window of time. Kept in
/// the database, so the limits hold across every instance sharing it and under any concurrency.
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

    /// The limits `mybiz serve` uses.
    public init(
        perSubjectAndClient: Int = 10, perSubject: Int = 50, perClient: Int = 30, window: Duration = .seconds(600),
        signupsPerClient: Int = 10, signupWindow: Duration = .seconds(3_600)
    ) {
        self.perSubjectAndClient = perSubjectAndClient
        self.perSubject = perSubject
        self.perClient = perClient
        self.window = window
        self.signupsPerClient = signupsPerClient
        self.signupWindow = signupWindow
    }
}
