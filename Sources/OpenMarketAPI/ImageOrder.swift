import Foundation

/// An edit's photos as they should be, in order — the first is the product's thumbnail. Sent as the
/// 2021 API's `image_order` part, a JSON array such as `["3f2a….jpg", "new:1", "9c0d….png"]`: the
/// names of images the item has now (the last component of their `images` URLs) that it keeps, and
/// `new:N` for the Nth image the same request sends. Images left out are removed.
public struct ImageOrder: Equatable, Sendable {
    /// One place in the order.
    public enum Slot: Equatable, Sendable {
        /// An image the item has now, by name.
        case kept(name: String)
        /// The image sent at this position (from 1) in the same request.
        case new(Int)

        /// How the part writes it.
        public var text: String {
            switch self {
            case .kept(let name): name
            case .new(let number): "new:\(number)"
            }
        }
    }

    /// The photos, first to last.
    public let slots: [Slot]

    /// An order of `slots`, unchecked; `check(current:uploads:)` says whether a server would take it.
    public init(_ slots: [Slot]) { self.slots = slots }

    /// The order `text` (the part's JSON) gives, checked against the item's `current` image names and
    /// the number of images sent.
    ///
    /// - Throws: `ImageOrderError` saying what is wrong, in a sentence.
    public init(parsing text: String, current: [String], uploads: Int) throws(ImageOrderError) {
        guard let data = text.data(using: .utf8),
            let entries = try? JSONDecoder().decode([String].self, from: data)
        else { throw .notAnArray }
        self.init(
            entries.map { entry in
                if entry.hasPrefix("new:"), let number = Int(entry.dropFirst(4)) { return .new(number) }
                return .kept(name: entry)
            })
        try check(current: current, uploads: uploads)
    }

    /// The part's text: a JSON array.
    public var text: String {
        let data = (try? JSONEncoder().encode(slots.map(\.text))) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// Checks the order against the item's `current` image names and the number of images sent: 1 to
    /// `OpenMarketLimits.maxImages` photos, each named once, every name one of the item's, every
    /// image sent placed exactly once.
    ///
    /// - Throws: `ImageOrderError` saying what is wrong, in a sentence.
    public func check(current: [String], uploads: Int) throws(ImageOrderError) {
        guard !slots.isEmpty else { throw .empty }
        guard slots.count <= OpenMarketLimits.maxImages else { throw .tooMany(slots.count) }
        var seen = Set<String>()
        for slot in slots {
            guard seen.insert(slot.text).inserted else { throw .twice(slot.text) }
            switch slot {
            case .kept(let name): guard current.contains(name) else { throw .unknownImage(name) }
            case .new(let number):
                guard (1...max(uploads, 1)).contains(number), uploads > 0 else {
                    throw .noSuchUpload(number, uploads: uploads)
                }
            }
        }
        for number in 1...max(uploads, 1) where uploads > 0 && !slots.contains(.new(number)) {
            throw .uploadNotPlaced(number)
        }
    }
}

/// Why an `image_order` cannot be used; its description is the sentence a client shows.
public enum ImageOrderError: Error, Equatable, CustomStringConvertible {
    case notAnArray
    case empty
    case tooMany(Int)
    case twice(String)
    case unknownImage(String)
    case noSuchUpload(Int, uploads: Int)
    case uploadNotPlaced(Int)

    /// The sentence that says what is wrong.
    public var description: String {
        let field = ItemFormField.imageOrder.rawValue
        switch self {
        case .notAnArray:
            return #"\#(field) must be a JSON array of image names and "new:N", such as ["photo.jpg", "new:1"]."#
        case .empty:
            return "\(field) must keep or add at least one photo: a product has 1 to \(OpenMarketLimits.maxImages)."
        case .tooMany(let count):
            return "\(field) names \(count) photos; a product has at most \(OpenMarketLimits.maxImages)."
        case .twice(let entry):
            return "\(field) names “\(entry)” twice; each photo has one place."
        case .unknownImage(let name):
            return "\(field) names “\(name)”, which is not one of the product's images."
        case .noSuchUpload(let number, let uploads):
            return uploads == 0
                ? "\(field) names new:\(number), but the request sends no images."
                : "\(field) names new:\(number), but the request sends \(uploads) image\(uploads == 1 ? "" : "s")."
        case .uploadNotPlaced(let number):
            return
                "\(field) does not place image \(number) of those sent; place every image sent (new:\(number)), or send fewer."
        }
    }
}
