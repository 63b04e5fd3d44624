#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bytes from the kernel's secure generator, as many as are asked for in one read.
/// `SystemRandomNumberGenerator` asks the kernel for 8 bytes at a time, a system call each: the ids
/// of a batch of 500 reports took 1,000, a fifth of the time spent reading the batch.
enum SecureRandomBytes {
    #if !canImport(Darwin)
        /// `/dev/urandom`, the kernel's generator getrandom also reads, opened once for the process;
        /// -1 where it cannot be opened.
        private static let device: Int32 = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
    #endif

    /// Fills `buffer` with random bytes.
    static func fill(_ buffer: UnsafeMutableRawBufferPointer) {
        guard let start = buffer.baseAddress, !buffer.isEmpty else { return }
        var filled = 0
        #if canImport(Darwin)
            arc4random_buf(start, buffer.count)
            filled = buffer.count
        #else
            while device >= 0, filled < buffer.count {
                let count = read(device, start + filled, buffer.count - filled)
                if count > 0 {
                    filled += count
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    break
                }
            }
        #endif
        // Without the device, the standard library's generator fills what is left.
        var generator = SystemRandomNumberGenerator()
        while filled < buffer.count {
            buffer[filled] = generator.next()
            filled += 1
        }
    }
}
