import NIOCore

/// How much image work one request may ask for, and how much runs at once: a request's cost is
/// judged from its images' headers before any is decoded, and decoding waits its turn, so parallel
/// uploads queue instead of taking every core and all the memory.
public struct ImageLimits: Sendable, Equatable {
    /// The most pixels the images of one request may have together (five 20-megapixel photos by
    /// default). Each image also stays within 8000 × 8000.
    public var maxPixelsPerRequest: Int
    /// How many images are decoded and re-encoded at once, server-wide.
    public var concurrentJobs: Int
    /// How long an image may wait for its turn before the request is answered 503.
    public var maxWait: Duration
    /// How many images may wait at once; more are answered 503 at once.
    public var maxWaiting: Int

    /// The limits `mybiz serve` uses: as many jobs at once as the machine has cores.
    public init(
        maxPixelsPerRequest: Int = 100_000_000, concurrentJobs: Int = System.coreCount,
        maxWait: Duration = .seconds(30), maxWaiting: Int = 64
    ) {
        self.maxPixelsPerRequest = maxPixelsPerRequest
        self.concurrentJobs = max(1, concurrentJobs)
        self.maxWait = maxWait
        self.maxWaiting = maxWaiting
    }
}
