import Foundation
import Imaging
import NIOPosix
import ServerSupport

/// The products a fresh database starts with, so a client has two pages to scroll through at once.
/// Their pictures are drawn here; every demo item's password is `DemoCatalogue.password`.
enum DemoCatalogue {
    /// The password of every demo item (shown in the README).
    static let password = "demo1234"

    /// The vendor of every demo item in the 2022 API: `mybiz market vendor list` prints its secret,
    /// the one secret the server knows (it stores only hashes, and this one is in its code).
    static let vendor = (
        identifier: "7e1c6d2a-0b5f-4c1e-9d3a-2f6b8e4a1c90", name: "Demo vendor", secret: "demo-vendor-1234"
    )

    /// A demo item: its fields, how many pictures to draw for it, and what they show.
    struct Product {
        let fields: ItemFields
        let pictures: Int
        let shape: ProductShape
    }

    static let products: [Product] = [
        Product(
            fields: ItemFields(
                title: "MacBook Pro 14",
                descriptions: "M-series laptop, 16 GB memory, 512 GB storage. Barely used, with its box.",
                price: 2_390_000, currency: "KRW", stock: 12, discountedPrice: 2_190_000),
            pictures: 3, shape: .laptop),
        Product(
            fields: ItemFields(
                title: "Mac mini", descriptions: "Small desktop with a lot inside. Keyboard and mouse not included.",
                price: 890_000, currency: "KRW", stock: 90, discountedPrice: 89_000),
            pictures: 2, shape: .desktopBox),
        Product(
            fields: ItemFields(
                title: "Desk lamp", descriptions: "Warm LED lamp with a dimmer and a weighted base.",
                price: 39, currency: "USD", stock: 40, discountedPrice: nil),
            pictures: 2, shape: .lamp),
        Product(
            fields: ItemFields(
                title: "Oak desk", descriptions: "Solid oak, 140 × 70 cm. Collect in Seoul or we deliver for a fee.",
                price: 420_000, currency: "KRW", stock: 3, discountedPrice: nil),
            pictures: 3, shape: .desk),
        Product(
            fields: ItemFields(
                title: "Office chair", descriptions: "Mesh back, adjustable arms and lumbar support.",
                price: 189, currency: "USD", stock: 15, discountedPrice: 159),
            pictures: 2, shape: .chair),
        Product(
            fields: ItemFields(
                title: "Mechanical keyboard", descriptions: "Tenkeyless, brown switches, PBT keycaps.",
                price: 129_000, currency: "KRW", stock: 25, discountedPrice: nil),
            pictures: 2, shape: .keyboard),
        Product(
            fields: ItemFields(
                title: "Wireless mouse", descriptions: "Quiet clicks, USB-C charging, two months per charge.",
                price: 29, currency: "USD", stock: 200, discountedPrice: 24),
            pictures: 1, shape: .mouse),
        Product(
            fields: ItemFields(
                title: "27-inch monitor", descriptions: "4K IPS panel with USB-C power delivery.",
                price: 349, currency: "USD", stock: 8, discountedPrice: nil),
            pictures: 2, shape: .monitor),
        Product(
            fields: ItemFields(
                title: "Noise-cancelling headphones", descriptions: "Thirty hours of battery and a carrying case.",
                price: 299_000, currency: "KRW", stock: 30, discountedPrice: 249_000),
            pictures: 2, shape: .headphones),
        Product(
            fields: ItemFields(
                title: "Coffee grinder", descriptions: "Conical burrs, 40 grind settings.",
                price: 79, currency: "USD", stock: 18, discountedPrice: nil),
            pictures: 1, shape: .coffeeGrinder),
        Product(
            fields: ItemFields(
                title: "Espresso machine", descriptions: "Dual boiler, PID temperature control, steam wand.",
                price: 650_000, currency: "KRW", stock: 5, discountedPrice: 590_000),
            pictures: 3, shape: .espressoMachine),
        Product(
            fields: ItemFields(
                title: "Ceramic mug set", descriptions: "Four hand-glazed mugs, 350 ml each.",
                price: 32_000, currency: "KRW", stock: 60, discountedPrice: nil),
            pictures: 1, shape: .mugs),
        Product(
            fields: ItemFields(
                title: "Standing desk converter", descriptions: "Sits on your desk; rises with a gas spring.",
                price: 159, currency: "USD", stock: 11, discountedPrice: nil),
            pictures: 2, shape: .deskConverter),
        Product(
            fields: ItemFields(
                title: "Bookshelf", descriptions: "Five shelves, white birch veneer.",
                price: 99_000, currency: "KRW", stock: 7, discountedPrice: 79_000),
            pictures: 2, shape: .bookshelf),
        Product(
            fields: ItemFields(
                title: "Notebook, dotted", descriptions: "A5, 160 pages, lies flat.",
                price: 12_000, currency: "KRW", stock: 1_000_000_000_000, discountedPrice: nil),
            pictures: 1, shape: .notebook),
        Product(
            fields: ItemFields(
                title: "Fountain pen", descriptions: "Steel nib, converter included.",
                price: 45, currency: "USD", stock: 22, discountedPrice: nil),
            pictures: 2, shape: .pen),
        Product(
            fields: ItemFields(
                title: "Backpack", descriptions: "Fits a 16-inch laptop; water-resistant.",
                price: 89_000, currency: "KRW", stock: 34, discountedPrice: 69_000),
            pictures: 2, shape: .backpack),
        Product(
            fields: ItemFields(
                title: "Portable SSD 1 TB", descriptions: "USB-C, up to 1,050 MB/s.",
                price: 119, currency: "USD", stock: 50, discountedPrice: 99),
            pictures: 1, shape: .drive),
        Product(
            fields: ItemFields(
                title: "USB-C hub", descriptions: "HDMI, two USB-A, SD card reader, 100 W pass-through.",
                price: 49_000, currency: "KRW", stock: 80, discountedPrice: nil),
            pictures: 1, shape: .hub),
        Product(
            fields: ItemFields(
                title: "Webcam", descriptions: "1080p, privacy shutter, two microphones.",
                price: 69, currency: "USD", stock: 16, discountedPrice: nil),
            pictures: 1, shape: .webcam),
        Product(
            fields: ItemFields(
                title: "Desk plant", descriptions: "Pothos in a ceramic pot. Hard to kill.",
                price: 18_000, currency: "KRW", stock: 12, discountedPrice: nil),
            pictures: 2, shape: .plant),
        Product(
            fields: ItemFields(
                title: "Whiteboard", descriptions: "90 × 60 cm, magnetic, with markers.",
                price: 59, currency: "USD", stock: 9, discountedPrice: 49),
            pictures: 1, shape: .whiteboard),
        Product(
            fields: ItemFields(
                title: "Cable organiser", descriptions: "Silicone clips, set of ten.",
                price: 9_900, currency: "KRW", stock: 150, discountedPrice: nil),
            pictures: 1, shape: .cable),
        Product(
            fields: ItemFields(
                title: "Laptop stand", descriptions: "Aluminium, six heights, folds flat.",
                price: 39, currency: "USD", stock: 45, discountedPrice: nil),
            pictures: 2, shape: .laptopStand),
        Product(
            fields: ItemFields(
                title: "Tablet 11-inch", descriptions: "128 GB, Wi-Fi, with a pencil.",
                price: 799_000, currency: "KRW", stock: 6, discountedPrice: 749_000),
            pictures: 3, shape: .tablet),
        Product(
            fields: ItemFields(
                title: "Smart speaker", descriptions: "Room-filling sound; works offline as a Bluetooth speaker.",
                price: 99, currency: "USD", stock: 27, discountedPrice: nil),
            pictures: 1, shape: .speaker),
        Product(
            fields: ItemFields(
                title: "Wall clock", descriptions: "Silent sweep movement, 30 cm.",
                price: 25_000, currency: "KRW", stock: 14, discountedPrice: nil),
            pictures: 1, shape: .clock),
        Product(
            fields: ItemFields(
                title: "Filing cabinet", descriptions: "Three drawers with a lock.",
                price: 210_000, currency: "KRW", stock: 4, discountedPrice: nil),
            pictures: 2, shape: .cabinet),
        Product(
            fields: ItemFields(
                title: "Label printer", descriptions: "Thermal, prints from a phone.",
                price: 59, currency: "USD", stock: 19, discountedPrice: 52),
            pictures: 1, shape: .labelPrinter),
        Product(
            fields: ItemFields(
                title: "Conference speakerphone", descriptions: "360° microphones for rooms of up to eight.",
                price: 189_000, currency: "KRW", stock: 10, discountedPrice: nil),
            pictures: 2, shape: .speakerphone),
        Product(
            fields: ItemFields(
                title: "Projector", descriptions: "1080p, 3,000 lumens, two HDMI inputs.",
                price: 549, currency: "USD", stock: 3, discountedPrice: 499),
            pictures: 2, shape: .projector),
        Product(
            fields: ItemFields(
                title: "Paper shredder", descriptions: "Cross-cut, 12 sheets at once, 20 l bin.",
                price: 75_000, currency: "KRW", stock: 8, discountedPrice: nil),
            pictures: 1, shape: .shredder),
    ]

    /// Stores the catalogue in `repository`; returns how many items were added.
    static func seed(
        into repository: some ItemRepository, vendor: Int, passwords: any PasswordHasher, pipeline: ImagePipeline
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
                    fields: product.fields, passwordHash: hash, vendorID: vendor,
                    registrationDate: start + Double(index) * 3600,
                    images: images))
        }
        return products.count
    }

    /// A 600 × 450 picture for product `index`: its pictogram over a soft gradient in the product's
    /// colours, and its name in capitals on a light band at the bottom. Picture by picture the tint
    /// shifts and the pictogram moves, shrinks or turns round, so a product's photos differ in the
    /// slider. (600 px wide, so libjpeg's half-size decode gives the thumbnail directly.)
    static func artwork(_ index: Int, _ picture: Int) -> Bitmap {
        let product = products[index]
        let hue = Double(index) / Double(products.count)
        let tint = hue + Double(picture) * 0.1
        var canvas = Canvas(
            width: 600, height: 450, top: Canvas.Colour(hue: tint, lightness: 0.94, saturation: 0.6),
            bottom: Canvas.Colour(hue: tint + 0.05, lightness: 0.76, saturation: 0.5))
        let accent = Canvas.Colour(hue: hue + 0.5, lightness: 0.5, saturation: 0.65)
        let views = [(300.0, 172.0, 1.0, false), (312, 180, 0.84, true), (284, 178, 0.9, false)]
        let view = views[picture % views.count]
        canvas.placement = Canvas.Placement(originX: view.0, originY: view.1, scale: view.2, mirrored: view.3)
        product.shape.draw(on: &canvas, accent: accent)
        canvas.placement = .identity
        canvas.fillRectangle(
            0, Double(labelTop), 600, Double(450 - labelTop), Canvas.Colour(hue: tint, lightness: 0.97))
        canvas.fillRectangle(0, Double(labelTop), 600, 4, accent)
        PixelFont.drawCentred(
            product.fields.title, on: &canvas, x: (600 - labelWidth) / 2, y: labelTop + 6, width: labelWidth,
            height: 450 - labelTop - 10,
            colour: Canvas.Colour(hue: hue, lightness: 0.16, saturation: 0.4))
        return canvas.bitmap
    }

    /// Where the name's band starts, in pixels from the top.
    static let labelTop = 346
    /// How wide the name may be: the middle 450 px, less a margin, is what the market's square grid
    /// keeps of a picture, so no name is cut at its sides.
    static let labelWidth = 430
}
