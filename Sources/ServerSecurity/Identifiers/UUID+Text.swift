import Foundation

extension UUID {
    /// The UUID as `uuidString` writes it — upper-case hex in 8-4-4-4-12 groups — made without
    /// Foundation's `sprintf` (on Linux), for ids written many times a request.
    package var uppercaseText: String {
        let digits: StaticString = "0123456789ABCDEF"
        return withUnsafeBytes(of: uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { text in
                var count = 0
                for (index, byte) in bytes.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        text[count] = UInt8(ascii: "-")
                        count += 1
                    }
                    text[count] = digits.utf8Start[Int(byte >> 4)]
                    text[count + 1] = digits.utf8Start[Int(byte & 0x0F)]
                    count += 2
                }
                return count
            }
        }
    }
}
