import OpenMarketAPI
import Testing

@Suite("ImageOrder: an edit's photos kept, removed, reordered and added, checked in one place")
struct ImageOrderTests {
    let current = ["a.jpg", "b.jpg", "c.jpg"]

    @Test("Given kept names and new images, when parsed, then the order is theirs")
    func parses() throws {
        let order = try ImageOrder(parsing: #"["c.jpg", "new:1", "a.jpg"]"#, current: current, uploads: 1)
        #expect(order.slots == [.kept(name: "c.jpg"), .new(1), .kept(name: "a.jpg")])
        #expect(order.text == #"["c.jpg","new:1","a.jpg"]"#)
    }

    @Test(
        "Given an order that cannot be used, then the sentence says why",
        arguments: [
            (
                "nope", 0,
                #"image_order must be a JSON array of image names and "new:N", such as ["photo.jpg", "new:1"]."#
            ),
            ("[]", 0, "image_order must keep or add at least one photo: a product has 1 to 5."),
            (
                #"["a.jpg","b.jpg","c.jpg","new:1","new:2","new:3"]"#, 3,
                "image_order names 6 photos; a product has at most 5."
            ),
            (#"["a.jpg","a.jpg"]"#, 0, "image_order names “a.jpg” twice; each photo has one place."),
            (#"["z.jpg"]"#, 0, "image_order names “z.jpg”, which is not one of the product's images."),
            (#"["new:2"]"#, 1, "image_order names new:2, but the request sends 1 image."),
            (#"["new:1"]"#, 0, "image_order names new:1, but the request sends no images."),
            (
                #"["a.jpg","new:2"]"#, 2,
                "image_order does not place image 1 of those sent; place every image sent (new:1), or send fewer."
            ),
        ])
    func refuses(text: String, uploads: Int, sentence: String) {
        #expect(throws: ImageOrderError.self) { try ImageOrder(parsing: text, current: current, uploads: uploads) }
        do {
            _ = try ImageOrder(parsing: text, current: current, uploads: uploads)
        } catch {
            #expect(error.description == sentence)
        }
    }
}
