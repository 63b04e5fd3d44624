#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
#endif

/// A loopback port nothing listens on: bound to learn a free number, then closed again.
func unusedLoopbackPort() -> Int {
    let fd = socket(AF_INET, streamSocket, 0)
    defer { close(fd) }
    var address = sockaddr_in()
    #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
            _ = bind(fd, raw, length)
            _ = getsockname(fd, raw, &length)
        }
    }
    return Int(UInt16(bigEndian: address.sin_port))
}
