import Foundation

/// A multipart/form-data body built byte for byte, so tests can send what existing clients send,
/// quirks included.
package struct RawMultipart {
    package struct Part {
        package var headers: [String]
        package var body: Data

        /// A part of `headers` and `body`.
        package init(headers: [String], body: Data) {
            self.headers = headers
            self.body = body
        }
    }

    package var boundary = "TestBoundary7MA4YWxkTrZu0gW"
    package var parts: [Part] = []

    /// An empty form.
    package init() {}
    /// Whether the closing `--boundary--` ends with CRLF.
    package var finalLineBreak = true

    /// A text field.
    package mutating func text(_ name: String, _ value: String) {
        parts.append(Part(headers: ["Content-Disposition: form-data; name=\"\(name)\""], body: Data(value.utf8)))
    }

    /// A file; `filename` and `contentType` are left out when `nil`.
    package mutating func file(
        _ data: Data, name: String = "images[]", filename: String? = "photo.jpg", contentType: String? = "image/jpeg"
    ) {
        var disposition = "Content-Disposition: form-data; name=\"\(name)\""
        if let filename { disposition += "; filename=\"\(filename)\"" }
        parts.append(Part(headers: [disposition] + (contentType.map { ["Content-Type: \($0)"] } ?? []), body: data))
    }

    /// The encoded body.
    package var body: Data {
        var data = Data()
        for part in parts {
            data += Data("--\(boundary)\r\n".utf8)
            for header in part.headers { data += Data("\(header)\r\n".utf8) }
            data += Data("\r\n".utf8) + part.body + Data("\r\n".utf8)
        }
        data += Data("--\(boundary)--\(finalLineBreak ? "\r\n" : "")".utf8)
        return data
    }

    /// The Content-Type header, as most clients write it.
    package var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    /// A complete, valid registration form with the given images.
    package static func registration(
        title: String = "Desk lamp", price: String = "12000", discountedPrice: String? = "9900",
        password: String = "secret1", images: [Data]
    ) -> RawMultipart {
        var form = RawMultipart()
        form.text("title", title)
        form.text("descriptions", "A lamp for a desk.")
        form.text("price", price)
        form.text("currency", "KRW")
        form.text("stock", "7")
        if let discountedPrice { form.text("discounted_price", discountedPrice) }
        form.text("password", password)
        for (index, image) in images.enumerated() { form.file(image, filename: "photo\(index).jpg") }
        return form
    }
}
