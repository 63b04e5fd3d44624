import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP connection to a port on this machine, driven byte by byte: for what no HTTP client sends —
/// headers that trickle in, bodies shorter than they say, malformed framing, idle sockets.
public final class RawConnection: @unchecked Sendable {
    // The descriptor is only touched by the test that owns the connection, one call at a time.
    private let descriptor: Int32

    /// What a read saw.
    public struct Received: Sendable {
        /// The bytes read.
        public let data: Data
        /// Whether the server closed the connection.
        public let closed: Bool

        /// The status code of the HTTP answer in `data`, if one arrived.
        public var status: Int? {
            guard let line = String(decoding: data, as: UTF8.self).split(separator: "\r\n").first else { return nil }
            let parts = line.split(separator: " ")
            return parts.count >= 2 ? Int(parts[1]) : nil
        }

        /// The answer's headers, names in lower case.
        public var headers: [String: String] {
            let text = String(decoding: data, as: UTF8.self)
            guard let end = text.range(of: "\r\n\r\n") else { return [:] }
            var fields: [String: String] = [:]
            for line in text[..<end.lowerBound].split(separator: "\r\n").dropFirst() {
                let pair = line.split(separator: ":", maxSplits: 1)
                if pair.count == 2 { fields[pair[0].lowercased()] = pair[1].trimmingCharacters(in: .whitespaces) }
            }
            return fields
        }

        /// The answer's body: what follows its headers.
        public var body: Data {
            guard let end = data.firstRange(of: Data("\r\n\r\n".utf8)) else { return Data() }
            return data[end.upperBound...]
        }

        /// Whether `data` holds a whole answer: its headers, and as much body as its Content-Length.
        var isComplete: Bool {
            guard data.firstRange(of: Data("\r\n\r\n".utf8)) != nil else { return false }
            return body.count >= Int(headers["content-length"] ?? "0") ?? 0
        }
    }

    /// What arrives until one whole answer has (or the connection closes, or `limit` passes): for a
    /// final answer that may take long on a loaded machine, without waiting out the limit when not.
    public func readAnswer(within limit: Duration) async -> Received {
        var received = Received(data: Data(), closed: false)
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            let more = await read(for: .milliseconds(50))
            received = Received(data: received.data + more.data, closed: more.closed)
            if received.closed || received.isComplete { break }
        }
        return received
    }

    /// Connects to `port` on 127.0.0.1.
    public init(port: Int) throws {
        #if canImport(Glibc)
            let socketType = Int32(SOCK_STREAM.rawValue)
        #else
            let socketType = SOCK_STREAM
        #endif
        descriptor = socket(AF_INET, socketType, 0)
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            close(descriptor)
            throw POSIXError(.init(rawValue: code) ?? .EIO)
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        close(descriptor)
    }

    /// Sends `text` as UTF-8; `false` when the server has closed the connection.
    @discardableResult
    public func send(_ text: String) -> Bool {
        send(Data(text.utf8))
    }

    /// Sends `data`; `false` when the server has closed the connection.
    @discardableResult
    public func send(_ data: Data) -> Bool {
        var offset = 0
        while offset < data.count {
            let sent = data.withUnsafeBytes { raw in
                systemSend(descriptor, raw.baseAddress! + offset, raw.count - offset, noSignal)
            }
            if sent > 0 {
                offset += sent
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                usleep(1_000)
            } else {
                return false
            }
        }
        return true
    }

    /// Says this side will send nothing more (a half-close), as a client does that stops early.
    public func finishSending() {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Reads until the server closes the connection or `timeout` passes, without blocking a thread.
    public func read(for timeout: Duration) async -> Received {
        var data = Data()
        let deadline = ContinuousClock.now + timeout
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
                continue
            }
            if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) {
                return Received(data: data, closed: true)
            }
            if ContinuousClock.now >= deadline { return Received(data: data, closed: false) }
            try? await Task.sleep(for: .milliseconds(10))
        }
    }
}

/// Asks `send` not to raise SIGPIPE on a closed connection (Darwin sets it per socket instead).
#if canImport(Glibc)
    private let noSignal = Int32(MSG_NOSIGNAL)
#else
    private let noSignal: Int32 = 0
#endif

/// The C library's `send`, which the method of the same name hides.
private func systemSend(_ socket: Int32, _ bytes: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int {
    send(socket, bytes, count, flags)
}
