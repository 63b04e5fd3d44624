/// How long a connection may take and how many may be open: what keeps idle or trickling sockets
/// from holding the server's connections and file descriptors.
public struct ConnectionLimits: Sendable, Equatable {
    /// The most connections open at once. At the limit a new connection closes the one that has
    /// waited longest without a request under way; when every connection is busy it is answered
    /// 503. Lowered at start-up to what the process's file-descriptor limit allows.
    public var maxConnections: Int
    /// How long a connection may stay open with no request under way and nothing received.
    public var idleTimeout: Duration
    /// How long a request's headers may take, from its first byte to the end of its headers.
    public var headerTimeout: Duration
    /// How long a request's body may take, from the end of its headers to its last byte.
    public var bodyTimeout: Duration
    /// The most bytes a request's headers may have.
    public var maxHeaderBytes: Int
    /// The most bytes any route takes in a body (the Open Market's forms, 60 MB): a request that
    /// announces more and waits for `100 Continue` is answered 413 before it sends its body.
    public var maxBodyBytes: Int

    /// The limits `mybiz serve` uses unless told otherwise.
    public init(
        maxConnections: Int = 10_000, idleTimeout: Duration = .seconds(60), headerTimeout: Duration = .seconds(15),
        bodyTimeout: Duration = .seconds(300), maxHeaderBytes: Int = 64 * 1024, maxBodyBytes: Int = 60 * 1_048_576
    ) {
        self.maxConnections = maxConnections
        self.idleTimeout = idleTimeout
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
        self.maxHeaderBytes = maxHeaderBytes
        self.maxBodyBytes = maxBodyBytes
    }
}
