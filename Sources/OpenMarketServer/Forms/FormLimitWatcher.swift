import Foundation
import HTTPTypes
import ImageFormats
import NIOCore
import OpenMarketAPI
import ServerHTTP

/// Watches a `multipart/form-data` body as it arrives and refuses it the moment it breaks a limit —
/// a sixth image, an image over 10 MB, a picture larger than 8000 × 8000 by its header — with the
/// same error the whole form would get, so the client has its answer without sending the rest and
/// nothing is stored. What it cannot judge yet (headers cut by a chunk, a malformed body) it leaves
/// to `ItemForm`, which reads the whole body afterwards.
struct FormLimitWatcher {
    private enum State {
        /// Looking for the first delimiter.
        case preamble
        /// In a part's headers, which start at `start`.
        case headers(start: Int)
        /// In a part's body, from `start`; `image` is its number among the images, if it is one, and
        /// `judged` whether its picture's size is known to be within the limit.
        case body(start: Int, image: Int?, judged: Bool)
        /// After the closing delimiter, or given up on: nothing more to watch.
        case done
    }

    private let delimiter: [UInt8]
    private let nextDelimiter: [UInt8]
    private let maxDimension: Int
    private var state = State.preamble
    private var images = 0
    /// How far the body has been searched for the next delimiter.
    private var searchedTo = 0
    /// How many of the current image's bytes its header is next tried on: doubled after each try,
    /// so a header that never shows costs a few copies of the window, not one per chunk.
    private var nextHeaderTry = 0
    /// How much of an image is tried for its header: a JPEG's frame header comes after its
    /// metadata segments (each at most 64 KB), a PNG's in its first 24 bytes.
    private static let headerWindow = 512 * 1024

    /// A watcher for a body of `contentType`; `nil` when it is not a multipart form with a boundary
    /// (`ItemForm` names what is wrong with it once the body is read).
    init?(contentType: String?, maxDimension: Int) {
        guard let contentType, contentType.lowercased().hasPrefix("multipart/form-data"),
            let boundary = HeaderParameters.value(of: "boundary", in: contentType),
            (1...200).contains(boundary.utf8.count)
        else { return nil }
        delimiter = Array("--".utf8) + Array(boundary.utf8)
        nextDelimiter = [0x0D, 0x0A] + delimiter
        self.maxDimension = maxDimension
    }

    /// Looks at `body` — everything received so far — and throws the form's error as soon as a
    /// limit is broken.
    mutating func check(_ body: ByteBuffer) throws(APIError) {
        let result = body.withUnsafeReadableBytes { bytes in
            Result { () throws(APIError) in try check(bytes) }
        }
        try result.get()
    }

    private mutating func check(_ bytes: UnsafeRawBufferPointer) throws(APIError) {
        while true {
            switch state {
            case .done:
                return
            case .preamble:
                if MultipartReader.find(delimiter, in: bytes, from: 0) == 0 {
                    state = .headers(start: delimiter.count)
                } else if let found = MultipartReader.find(nextDelimiter, in: bytes, from: 0) {
                    state = .headers(start: found + nextDelimiter.count)
                } else {
                    return
                }
            case .headers(let start):
                guard let end = MultipartReader.find([0x0D, 0x0A, 0x0D, 0x0A], in: bytes, from: start) else {
                    if bytes.count - start > 64 * 1024 { state = .done }  // ItemForm says what is wrong
                    return
                }
                let headers = String(decoding: bytes[start..<end], as: UTF8.self)
                if headers.hasPrefix("--") {  // the closing delimiter
                    state = .done
                    return
                }
                var image: Int?
                if Self.isImagePart(headers) {
                    images += 1
                    guard images <= OpenMarketLimits.maxImages else {
                        throw .badRequest("The number of images must be 5 or less", about: .images)
                    }
                    image = images
                    nextHeaderTry = 0
                }
                state = .body(start: end + 4, image: image, judged: false)
                searchedTo = end + 4
            case .body(let start, let image, let judged):
                let end = MultipartReader.find(nextDelimiter, in: bytes, from: searchedTo)
                searchedTo = max(start, bytes.count - nextDelimiter.count + 1)
                let size = (end ?? bytes.count) - start
                var known = judged
                if let image {
                    try Self.checkBytes(size, complete: end != nil, image: image)
                    if !known, size <= Self.headerWindow, end != nil || size >= nextHeaderTry {
                        nextHeaderTry = max(4096, size * 2)
                        known = try checkDimensions(Data(bytes[start..<(start + size)]), image: image)
                    }
                }
                guard let end else {
                    state = .body(start: start, image: image, judged: known)
                    return
                }
                state = .headers(start: end + nextDelimiter.count)
            }
        }
    }

    /// Whether a part's header lines name it as an image (`images[]`, or `images` in the 2022 API).
    private static func isImagePart(_ headers: String) -> Bool {
        for line in headers.split(separator: "\r\n") {
            let pair = line.split(separator: ":", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-disposition"
            else { continue }
            let name = HeaderParameters.value(of: "name", in: String(pair[1]))
            return name == ItemFormField.images.rawValue || name == "images"
        }
        return false
    }

    /// Throws the form's error when image `image` has more bytes than an image may: `size` so far,
    /// or all of them when `complete`.
    private static func checkBytes(_ size: Int, complete: Bool, image: Int) throws(APIError) {
        guard size > OpenMarketLimits.maxImageBytes else { return }
        throw PhotoUploads.tooManyBytes(image: image, bytes: complete ? size : nil)
    }

    /// Whether `prefix` of image `image` told its size (throwing the form's error when the picture
    /// is too large); `false` while the header has not arrived whole.
    private func checkDimensions(_ prefix: Data, image: Int) throws(APIError) -> Bool {
        guard let info = try? ImageInfo(reading: prefix) else { return false }
        guard info.width <= maxDimension, info.height <= maxDimension else {
            throw .badRequest(
                "Image \(image) is \(info.width) × \(info.height) pixels; images may be at most \(maxDimension) × \(maxDimension).",
                about: .images)
        }
        return true
    }
}
