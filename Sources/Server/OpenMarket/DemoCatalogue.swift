import Foundation
import Imaging
import NIOPosix

/// The products a fresh database starts with, so a client has two pages to scroll through at once.
/// Their pictures are drawn here; every demo item's password is `DemoCatalogue.password`.
enum DemoCatalogue {
    /// The password of every demo item (shown in the README).
    static let password = "demo1234"

    struct Product {
        let title: String
        let price: Int
        let currency: String
        let stock: Int64
        let discount: Int?
        let pictures: Int
        let descriptions: String
    }

    static let products: [Product] = [
        Product(
            title: "MacBook Pro 14", price: 2_390_000, currency: "KRW", stock: 12, discount: 2_190_000, pictures: 3,
            descriptions: "M-series laptop, 16 GB memory, 512 GB storage. Barely used, with its box."),
        Product(
            title: "Mac mini", price: 890_000, currency: "KRW", stock: 90, discount: 89_000, pictures: 2,
            descriptions: "Small desktop with a lot inside. Keyboard and mouse not included."),
        Product(
            title: "Desk lamp", price: 39, currency: "USD", stock: 40, discount: nil, pictures: 2,
            descriptions: "Warm LED lamp with a dimmer and a weighted base."),
        Product(
            title: "Oak desk", price: 420_000, currency: "KRW", stock: 3, discount: nil, pictures: 3,
            descriptions: "Solid oak, 140 × 70 cm. Collect in Seoul or we deliver for a fee."),
        Product(
            title: "Office chair", price: 189, currency: "USD", stock: 15, discount: 159, pictures: 2,
            descriptions: "Mesh back, adjustable arms and lumbar support."),
        Product(
            title: "Mechanical keyboard", price: 129_000, currency: "KRW", stock: 25, discount: nil, pictures: 2,
            descriptions: "Tenkeyless, brown switches, PBT keycaps."),
        Product(
            title: "Wireless mouse", price: 29, currency: "USD", stock: 200, discount: 24, pictures: 1,
            descriptions: "Quiet clicks, USB-C charging, two months per charge."),
        Product(
            title: "27-inch monitor", price: 349, currency: "USD", stock: 8, discount: nil, pictures: 2,
            descriptions: "4K IPS panel with USB-C power delivery."),
        Product(
            title: "Noise-cancelling headphones", price: 299_000, currency: "KRW", stock: 30, discount: 249_000,
            pictures: 2, descriptions: "Thirty hours of battery and a carrying case."),
        Product(
            title: "Coffee grinder", price: 79, currency: "USD", stock: 18, discount: nil, pictures: 1,
            descriptions: "Conical burrs, 40 grind settings."),
        Product(
            title: "Espresso machine", price: 650_000, currency: "KRW", stock: 5, discount: 590_000, pictures: 3,
            descriptions: "Dual boiler, PID temperature control, steam wand."),
        Product(
            title: "Ceramic mug set", price: 32_000, currency: "KRW", stock: 60, discount: nil, pictures: 1,
            descriptions: "Four hand-glazed mugs, 350 ml each."),
        Product(
            title: "Standing desk converter", price: 159, currency: "USD", stock: 11, discount: nil, pictures: 2,
            descriptions: "Sits on your desk; rises with a gas spring."),
        Product(
            title: "Bookshelf", price: 99_000, currency: "KRW", stock: 7, discount: 79_000, pictures: 2,
            descriptions: "Five shelves, white birch veneer."),
        Product(
            title: "Notebook, dotted", price: 12_000, currency: "KRW", stock: 1_000_000_000_000, discount: nil,
            pictures: 1, descriptions: "A5, 160 pages, lies flat."),
        Product(
            title: "Fountain pen", price: 45, currency: "USD", stock: 22, discount: nil, pictures: 2,
            descriptions: "Steel nib, converter included."),
        Product(
            title: "Backpack", price: 89_000, currency: "KRW", stock: 34, discount: 69_000, pictures: 2,
            descriptions: "Fits a 16-inch laptop; water-resistant."),
        Product(
            title: "Portable SSD 1 TB", price: 119, currency: "USD", stock: 50, discount: 99, pictures: 1,
            descriptions: "USB-C, up to 1,050 MB/s."),
        Product(
            title: "USB-C hub", price: 49_000, currency: "KRW", stock: 80, discount: nil, pictures: 1,
            descriptions: "HDMI, two USB-A, SD card reader, 100 W pass-through."),
        Product(
            title: "Webcam", price: 69, currency: "USD", stock: 16, discount: nil, pictures: 1,
            descriptions: "1080p, privacy shutter, two microphones."),
        Product(
            title: "Desk plant", price: 18_000, currency: "KRW", stock: 12, discount: nil, pictures: 2,
            descriptions: "Pothos in a ceramic pot. Hard to kill."),
        Product(
            title: "Whiteboard", price: 59, currency: "USD", stock: 9, discount: 49, pictures: 1,
            descriptions: "90 × 60 cm, magnetic, with markers."),
        Product(
            title: "Cable organiser", price: 9_900, currency: "KRW", stock: 150, discount: nil, pictures: 1,
            descriptions: "Silicone clips, set of ten."),
        Product(
            title: "Laptop stand", price: 39, currency: "USD", stock: 45, discount: nil, pictures: 2,
            descriptions: "Aluminium, six heights, folds flat."),
        Product(
            title: "Tablet 11-inch", price: 799_000, currency: "KRW", stock: 6, discount: 749_000, pictures: 3,
            descriptions: "128 GB, Wi-Fi, with a pencil."),
        Product(
            title: "Smart speaker", price: 99, currency: "USD", stock: 27, discount: nil, pictures: 1,
            descriptions: "Room-filling sound; works offline as a Bluetooth speaker."),
        Product(
            title: "Wall clock", price: 25_000, currency: "KRW", stock: 14, discount: nil, pictures: 1,
            descriptions: "Silent sweep movement, 30 cm."),
        Product(
            title: "Filing cabinet", price: 210_000, currency: "KRW", stock: 4, discount: nil, pictures: 2,
            descriptions: "Three drawers with a lock."),
        Product(
            title: "Label printer", price: 59, currency: "USD", stock: 19, discount: 52, pictures: 1,
            descriptions: "Thermal, prints from a phone."),
        Product(
            title: "Conference speakerphone", price: 189_000, currency: "KRW", stock: 10, discount: nil, pictures: 2,
            descriptions: "360° microphones for rooms of up to eight."),
        Product(
            title: "Projector", price: 549, currency: "USD", stock: 3, discount: 499, pictures: 2,
            descriptions: "1080p, 3,000 lumens, two HDMI inputs."),
        Product(
            title: "Paper shredder", price: 75_000, currency: "KRW", stock: 8, discount: nil, pictures: 1,
            descriptions: "Cross-cut, 12 sheets at once, 20 l bin."),
    ]

    /// Stores the catalogue in `repository`; returns how many items were added.
    static func seed(
        into repository: some ItemRepository, passwords: any PasswordHasher, pipeline: ImagePipeline
    ) async throws -> Int {
        let hash = try await passwords.hash(password)
        let start = Date().timeIntervalSince1970 - Double(products.count) * 3600
        for (index, product) in products.enumerated() {
            let images = try await NIOThreadPool.singleton.runIfActive {
                try (0..<product.pictures).map { picture in
                    StoredImageUpload(
                        try pipeline.process(try ImageCodec.encodeJPEG(artwork(index, picture), quality: 90)))
                }
            }
            _ = try await repository.create(
                NewItem(
                    fields: ItemFields(
                        title: product.title, descriptions: product.descriptions, price: product.price,
                        currency: product.currency, stock: product.stock, discountedPrice: product.discount),
                    passwordHash: hash, registrationDate: start + Double(index) * 3600, images: images))
        }
        return products.count
    }

    /// A 600 × 450 picture for product `index`: a diagonal gradient in the product's colours with a
    /// disc whose place changes from picture to picture. (600 px wide, so libjpeg's half-size decode
    /// gives the thumbnail directly.)
    static func artwork(_ index: Int, _ picture: Int) -> Bitmap {
        let width = 600
        let height = 450
        let hue = Double(index) / Double(products.count)
        let light = rgb(hue: hue, lightness: 0.75)
        let dark = rgb(hue: hue + 0.08, lightness: 0.45)
        let disc = bytes(rgb(hue: hue + 0.5, lightness: 0.6))
        // Along the diagonal, each row is the one above shifted by a pixel: draw one long line once
        // and copy a slice of it into each row.
        let length = width + height
        let line: [UInt8] = (0..<length).flatMap { step -> [UInt8] in
            let t = Double(step) / Double(length)
            let red: Double = light.0 + (dark.0 - light.0) * t
            let green: Double = light.1 + (dark.1 - light.1) * t
            let blue: Double = light.2 + (dark.2 - light.2) * t
            return bytes((red, green, blue))
        }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { target in
            line.withUnsafeBufferPointer { source in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                for y in 0..<height {
                    (to + y * width * 4).update(from: from + y * 4, count: width * 4)
                }
            }
            let radius = 90
            let centerX = 150 + picture * 150
            let centerY = 225 + (picture % 2 == 0 ? -50 : 50)
            for dy in -radius...radius {
                let span = Int(Double(radius * radius - dy * dy).squareRoot())
                let y = centerY + dy
                for x in (centerX - span)...(centerX + span) where (0..<width).contains(x) && (0..<height).contains(y) {
                    let offset = (y * width + x) * 4
                    target[offset] = disc[0]
                    target[offset + 1] = disc[1]
                    target[offset + 2] = disc[2]
                }
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    private static func bytes(_ color: (Double, Double, Double)) -> [UInt8] {
        [UInt8(color.0 * 255), UInt8(color.1 * 255), UInt8(color.2 * 255), 255]
    }

    /// A saturated colour of `hue` (0…1, wrapping) at `lightness`.
    private static func rgb(hue: Double, lightness: Double) -> (Double, Double, Double) {
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let chroma = (1 - abs(2 * lightness - 1)) * 0.8
        let x = chroma * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) =
            switch Int(h) {
            case 0: (chroma, x, 0)
            case 1: (x, chroma, 0)
            case 2: (0, chroma, x)
            case 3: (0, x, chroma)
            case 4: (x, 0, chroma)
            default: (chroma, 0, x)
            }
        let m = lightness - chroma / 2
        return (r + m, g + m, b + m)
    }
}
