import NIOCore

/// One connection's progress through its requests and the deadline each step sets: the next
/// request's first byte within the idle timeout, its headers within the header timeout, its body
/// within the body timeout. Confined to the connection's event loop; the handler that sees raw bytes
/// and the one that sees HTTP parts share it.
final class ConnectionActivity {
    /// Where the connection is.
    enum Phase: Equatable {
        /// No request under way and none of the next one received.
        case waiting
        /// Some of a request's headers arrived, not all.
        case readingHead
        /// The headers arrived; the body is still coming.
        case readingBody
        /// The request arrived whole; the server is answering it, for as long as that takes.
        case responding
    }

    private let limits: ConnectionLimits
    private let registry: ConnectionRegistry
    private let eventLoop: any EventLoop
    private var id: ConnectionRegistry.ID?
    private var openRequests = 0
    private var bodyOpen = false
    private var readingHead = false
    private var timer: Scheduled<Void>?
    /// What to do when a phase's time runs out; set by the handler that can answer.
    var onTimeout: (Phase) -> Void = { _ in }

    /// The phase the connection is in.
    private(set) var phase: Phase = .waiting

    init(limits: ConnectionLimits, registry: ConnectionRegistry, eventLoop: any EventLoop) {
        self.limits = limits
        self.registry = registry
        self.eventLoop = eventLoop
    }

    /// Registers the connection; `false` when it must be refused (every connection is busy).
    func opened(_ channel: any Channel) -> Bool {
        switch registry.admit(channel) {
        case .admitted(let id), .admittedClosing(let id, _):
            self.id = id
            update()
            return true
        case .refused:
            return false
        }
    }

    /// The connection closed.
    func closed() {
        timer?.cancel()
        timer = nil
        if let id { registry.remove(id) }
        id = nil
    }

    /// Bytes arrived.
    func bytesArrived() {
        guard phase == .waiting else { return }
        readingHead = true
        update()
    }

    /// A request's headers arrived whole.
    func headArrived() {
        openRequests += 1
        bodyOpen = true
        readingHead = false
        update()
    }

    /// A request's body arrived whole.
    func bodyArrived() {
        bodyOpen = false
        update()
    }

    /// An answer was sent whole.
    func answerSent() {
        openRequests = max(0, openRequests - 1)
        update()
    }

    private func update() {
        let previous = phase
        phase =
            if bodyOpen { .readingBody } else if openRequests > 0 { .responding } else if readingHead {
                .readingHead
            } else { .waiting }
        let wasWaiting = previous == .waiting || previous == .readingHead
        let isWaiting = phase == .waiting || phase == .readingHead
        if let id, wasWaiting != isWaiting { registry.setWaiting(id, isWaiting) }
        if phase != previous || timer == nil { schedule() }
    }

    private func schedule() {
        timer?.cancel()
        timer = nil
        guard id != nil else { return }
        let limit: Duration? =
            switch phase {
            case .waiting: limits.idleTimeout
            case .readingHead: limits.headerTimeout
            case .readingBody: limits.bodyTimeout
            case .responding: nil
            }
        guard let limit else { return }
        let phase = self.phase
        timer = eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(limit)) { [weak self] in
            guard let self, self.phase == phase else { return }
            self.timer = nil
            self.onTimeout(phase)
        }
    }
}
