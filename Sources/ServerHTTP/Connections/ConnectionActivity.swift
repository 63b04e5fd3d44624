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
    /// The one scheduled check, and when it runs. Phase changes only move `deadline`: the check, when
    /// it runs early, schedules itself again for the deadline. Rescheduling on every change cost a
    /// tenth of a small request's time (three timers set and cancelled per keep-alive request).
    private var timer: Scheduled<Void>?
    private var timerFires: NIODeadline?
    /// When the current phase's time runs out, and which phase that is; `nil` while answering.
    private var deadline: NIODeadline?
    private var deadlinePhase: Phase = .waiting
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
        timerFires = nil
        deadline = nil
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
        if phase != previous || (deadline == nil && phase != .responding) { schedule() }
    }

    private func schedule() {
        guard id != nil else { return }
        let limit: Duration? =
            switch phase {
            case .waiting: limits.idleTimeout
            case .readingHead: limits.headerTimeout
            case .readingBody: limits.bodyTimeout
            case .responding: nil
            }
        guard let limit else {
            deadline = nil
            return
        }
        let due = NIODeadline.now() + TimeAmount(limit)
        deadline = due
        deadlinePhase = phase
        if let timerFires, timerFires <= due { return }
        arm(at: due)
    }

    private func arm(at due: NIODeadline) {
        timer?.cancel()
        timerFires = due
        timer = eventLoop.assumeIsolated().scheduleTask(deadline: due) { [weak self] in self?.check() }
    }

    /// The scheduled check: early (the deadline moved on), it waits for the deadline; on time, the
    /// phase that set it has run out.
    private func check() {
        timer = nil
        timerFires = nil
        guard let deadline else { return }
        if NIODeadline.now() < deadline { return arm(at: deadline) }
        self.deadline = nil
        guard phase == deadlinePhase else { return }
        onTimeout(phase)
    }
}
