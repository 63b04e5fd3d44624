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
        /// `/dev/urandom` (the generator `getrandom` reads, which Swift's Glibc does not offer),
        /// opened once for the process when it is the kernel's character device, on a descriptor
        /// above the standard three; -1 otherwise, and the standard library's generator is used.
        private static let device: Int32 = {
            let opened = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
            guard opened >= 0 else { return -1 }
            var status = stat()
            // A regular file in a container or chroot would give the same bytes every time.
            guard fstat(opened, &status) == 0, status.st_mode & S_IFMT == S_IFCHR else {
                close(opened)
                return -1
            }
            guard opened <= 2 else { return opened }
            // Opened where standard input, output or error was closed: moved, so nothing that
            // reopens those replaces what is read here.
            let moved = fcntl(opened, F_DUPFD_CLOEXEC, 3)
            close(opened)
            return moved
        }()
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
        // Without the device, the standard library's generator fills what is left, 8 bytes a call.
        var generator = SystemRandomNumberGenerator()
        while filled < buffer.count {
            let word = generator.next() as UInt64
            let count = min(8, buffer.count - filled)
            withUnsafeBytes(of: word) { bytes in
                UnsafeMutableRawBufferPointer(rebasing: buffer[filled..<filled + count])
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[0..<count]))
            }
            filled += count
        }
    }
}
