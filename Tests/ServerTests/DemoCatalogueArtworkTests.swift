import Imaging
import Testing

@testable import OpenMarketServer

/// Every demo product's pictures, drawn once for all the tests below.
private let pictures: [[Bitmap]] = DemoCatalogue.products.indices.map { index in
    (0..<DemoCatalogue.products[index].pictures).map { DemoCatalogue.artwork(index, $0) }
}

@Suite("DemoCatalogue artwork: a pictogram and the product's name")
struct DemoCatalogueArtworkTests {
    @Test("every title's characters have a glyph in the pixel font")
    func titlesHaveGlyphs() {
        // Given the demo titles
        for product in DemoCatalogue.products {
            // When the font is asked for the characters it lacks
            let missing = PixelFont.missingCharacters(in: product.fields.title)
            // Then there are none
            #expect(missing.isEmpty, "\"\(product.fields.title)\" has no glyph for \(missing.map { "'\($0)'" })")
        }
    }

    @Test("every glyph has seven rows of one width, of ink and space only")
    func glyphsAreWellFormed() {
        for (character, rows) in PixelFont.glyphs {
            #expect(rows.count == PixelFont.rows, "'\(character)' has \(rows.count) rows")
            #expect(Set(rows.map(\.count)).count == 1, "'\(character)' has rows of different widths")
            #expect(rows.joined().allSatisfy { $0 == "#" || $0 == " " }, "'\(character)' has a stray character")
        }
    }

    @Test("every title fits the band: one or two lines, blocks of at least 3 pixels")
    func titlesFit() {
        for product in DemoCatalogue.products {
            // When a title is laid out on the band
            let (lines, scale) = PixelFont.layout(
                product.fields.title, width: DemoCatalogue.labelWidth, height: 450 - DemoCatalogue.labelTop - 10)
            // Then it is readable and inside the picture
            #expect(scale >= 3 && lines.count <= 2, "\(product.fields.title): \(lines.count) lines at \(scale)")
            #expect(lines.allSatisfy { PixelFont.width(of: $0, scale: scale) <= DemoCatalogue.labelWidth })
        }
    }

    @Test("pictures are 600 × 450, as the thumbnails expect")
    func size() {
        for bitmap in pictures.joined() {
            #expect(bitmap.width == 600 && bitmap.height == 450)
        }
    }

    @Test("the name is dark text on a light band at the bottom")
    func nameBand() {
        for (index, product) in pictures.enumerated() {
            for (number, bitmap) in product.enumerated() {
                // Given the band under the pictogram
                let band = luminances(bitmap, rows: DemoCatalogue.labelTop + 6..<450)
                // Then most of it is light, and some of it is ink
                let light = band.filter { $0 > 200 }.count
                let dark = band.filter { $0 < 90 }.count
                let title = DemoCatalogue.products[index].fields.title
                #expect(light > band.count * 7 / 10, "\(title) \(number): \(light) light of \(band.count)")
                #expect(dark > 1_500, "\(title) \(number): only \(dark) dark pixels in the band")
            }
        }
    }

    @Test("the pictogram area has edges: it is more than a gradient")
    func shapeHasEdges() {
        for (index, product) in pictures.enumerated() {
            for (number, bitmap) in product.enumerated() {
                // Given the area above the band
                let edges = edgeCount(bitmap, rows: 0..<DemoCatalogue.labelTop - 4)
                // Then many neighbours differ sharply
                #expect(edges > 1_000, "\(DemoCatalogue.products[index].fields.title) \(number): \(edges) edges")
            }
        }
    }

    @Test("each product's pictures differ from every other product's")
    func productsDiffer() {
        // Given each product's first picture, down-scaled
        let small = pictures.map { downscaled($0[0]) }
        for a in small.indices {
            for b in small.indices where b > a {
                // Then every two differ clearly
                let difference = meanDifference(small[a], small[b])
                #expect(
                    difference > 12,
                    "\(DemoCatalogue.products[a].fields.title) and \(DemoCatalogue.products[b].fields.title): \(difference)"
                )
            }
        }
    }

    @Test("each shape draws something of its own on the same background")
    func shapesDiffer() {
        // Given every shape drawn alike
        let drawings = ProductShape.allCases.map { shape in
            var canvas = Canvas(width: 600, height: 350, top: .init(240, 240, 240), bottom: .init(200, 200, 200))
            canvas.placement = .init(originX: 300, originY: 172, scale: 1, mirrored: false)
            shape.draw(on: &canvas, accent: .init(40, 120, 200))
            return (shape, downscaled(canvas.bitmap))
        }
        for a in drawings.indices {
            for b in drawings.indices where b > a {
                // Then no two look alike
                let difference = meanDifference(drawings[a].1, drawings[b].1)
                #expect(difference > 8, "\(drawings[a].0) and \(drawings[b].0): \(difference)")
            }
        }
    }

    @Test("a product's pictures differ from each other")
    func picturesOfOneProductDiffer() {
        for (index, product) in pictures.enumerated() where product.count > 1 {
            let small = product.map(downscaled)
            for a in small.indices {
                for b in small.indices where b > a {
                    let difference = meanDifference(small[a], small[b])
                    #expect(
                        difference > 6, "\(DemoCatalogue.products[index].fields.title) \(a) and \(b): \(difference)")
                }
            }
        }
    }

    // MARK: Measuring pixels

    private func luminance(_ pixels: [UInt8], _ offset: Int) -> Int {
        (Int(pixels[offset]) * 299 + Int(pixels[offset + 1]) * 587 + Int(pixels[offset + 2]) * 114) / 1000
    }

    private func luminances(_ bitmap: Bitmap, rows: Range<Int>) -> [Int] {
        rows.flatMap { y in (0..<bitmap.width).map { luminance(bitmap.pixels, (y * bitmap.width + $0) * 4) } }
    }

    /// Pixels whose right or lower neighbour is much lighter or darker.
    private func edgeCount(_ bitmap: Bitmap, rows: Range<Int>) -> Int {
        var count = 0
        for y in rows where y + 1 < bitmap.height {
            for x in 0..<bitmap.width - 1 {
                let here = luminance(bitmap.pixels, (y * bitmap.width + x) * 4)
                let right = luminance(bitmap.pixels, (y * bitmap.width + x + 1) * 4)
                let below = luminance(bitmap.pixels, ((y + 1) * bitmap.width + x) * 4)
                if abs(here - right) > 40 || abs(here - below) > 40 { count += 1 }
            }
        }
        return count
    }

    /// Red, green and blue averaged over 20 × 20 pixel cells.
    private func downscaled(_ bitmap: Bitmap) -> [Int] {
        let cell = 20
        var result: [Int] = []
        for cellY in 0..<bitmap.height / cell {
            for cellX in 0..<bitmap.width / cell {
                for channel in 0..<3 {
                    var sum = 0
                    for y in cellY * cell..<(cellY + 1) * cell {
                        for x in cellX * cell..<(cellX + 1) * cell {
                            sum += Int(bitmap.pixels[(y * bitmap.width + x) * 4 + channel])
                        }
                    }
                    result.append(sum / (cell * cell))
                }
            }
        }
        return result
    }

    private func meanDifference(_ a: [Int], _ b: [Int]) -> Double {
        Double(zip(a, b).reduce(0) { $0 + abs($1.0 - $1.1) }) / Double(a.count)
    }
}
