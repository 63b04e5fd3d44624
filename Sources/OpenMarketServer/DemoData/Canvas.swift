import Foundation
import Imaging

/// A small RGBA canvas the demo pictures are drawn on: a gradient background, then filled shapes.
///
/// Every shape is turned into horizontal spans on four sub-rows per pixel row; the spans' ends are
/// added to a row of coverage deltas, so one pass along a row gives each pixel's covered share (edges
/// come out anti-aliased) without a closure per pixel. Shapes are given in design coordinates that
/// `placement` maps onto the pixels, so one drawing can be moved, scaled or mirrored.
struct Canvas {
    /// An opaque colour.
    struct Colour: Sendable, Equatable {
        /// Red, 0…255.
        var red: UInt8
        /// Green, 0…255.
        var green: UInt8
        /// Blue, 0…255.
        var blue: UInt8

        /// A colour from its red, green and blue, 0…255.
        init(_ red: Int, _ green: Int, _ blue: Int) {
            self.red = UInt8(clamping: red)
            self.green = UInt8(clamping: green)
            self.blue = UInt8(clamping: blue)
        }

        /// A colour of `hue` (0…1, wrapping) at `lightness` (0…1), `saturation` of the most vivid.
        init(hue: Double, lightness: Double, saturation: Double = 0.8) {
            let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
            let chroma = (1 - abs(2 * lightness - 1)) * saturation
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
            self.init(Int((r + m) * 255), Int((g + m) * 255), Int((b + m) * 255))
        }

        /// This colour moved `amount` (0…1) of the way to `other`.
        func mixed(with other: Colour, _ amount: Double) -> Colour {
            func mix(_ a: UInt8, _ b: UInt8) -> Int { Int((Double(a) + (Double(b) - Double(a)) * amount).rounded()) }
            return Colour(mix(red, other.red), mix(green, other.green), mix(blue, other.blue))
        }

        /// A lighter shade: `amount` of the way to white.
        func lighter(_ amount: Double) -> Colour { mixed(with: Colour(255, 255, 255), amount) }

        /// A darker shade: `amount` of the way to black.
        func darker(_ amount: Double) -> Colour { mixed(with: Colour(0, 0, 0), amount) }
    }

    /// How design coordinates land on pixels: `x` becomes `originX ± x × scale` (minus when
    /// mirrored), `y` becomes `originY + y × scale`.
    struct Placement: Sendable {
        /// Where the design's (0, 0) lands.
        var originX: Double
        /// Where the design's (0, 0) lands.
        var originY: Double
        /// Pixels per design unit.
        var scale: Double
        /// Whether left and right swap.
        var mirrored: Bool

        /// Design coordinates are pixels.
        static let identity = Placement(originX: 0, originY: 0, scale: 1, mirrored: false)

        /// This placement after first moving the design by (`x`, `y`) and scaling it by `scale`.
        func moved(x: Double, y: Double, scale factor: Double = 1) -> Placement {
            let (px, py) = point(x, y)
            return Placement(originX: px, originY: py, scale: scale * factor, mirrored: mirrored)
        }

        fileprivate func point(_ x: Double, _ y: Double) -> (Double, Double) {
            (originX + (mirrored ? -x : x) * scale, originY + y * scale)
        }
    }

    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha.
    private(set) var pixels: [UInt8]
    /// Where the next shapes' design coordinates land.
    var placement = Placement.identity
    /// Coverage deltas of the row being filled, two longer than a row; zero between fills.
    private var deltas: [Float]
    /// The spans of one sub-row, reused: start, end, start, end…
    private var spans: [Double] = []

    private static let subRows = 4

    /// A canvas filled with a top-to-bottom gradient from `top` to `bottom`.
    init(width: Int, height: Int, top: Colour, bottom: Colour) {
        self.width = width
        self.height = height
        deltas = [Float](repeating: 0, count: width + 2)
        pixels = [UInt8](repeating: 255, count: width * height * 4)
        spans.reserveCapacity(32)
        pixels.withUnsafeMutableBytes { bytes in
            for y in 0..<height {
                let c = top.mixed(with: bottom, Double(y) / Double(max(1, height - 1)))
                let word = Self.word(c)
                bytes.baseAddress!.advanced(by: y * width * 4).bindMemory(to: UInt32.self, capacity: width)
                    .update(repeating: word, count: width)
            }
        }
    }

    /// The picture drawn so far.
    var bitmap: Bitmap { Bitmap(width: width, height: height, pixels: pixels) }

    // MARK: Shapes

    /// Fills the rectangle with top-left corner (`x`, `y`).
    mutating func fillRectangle(
        _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ colour: Colour, opacity: Double = 1
    ) {
        let (left, top, right, bottom) = box(x, y, w, h)
        fill(top, bottom, colour, opacity) { _, spans in
            spans.append(left)
            spans.append(right)
        }
    }

    /// Fills the rectangle with top-left corner (`x`, `y`) and corners rounded by `radius`.
    mutating func fillRoundedRectangle(
        _ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double, _ colour: Colour, opacity: Double = 1
    ) {
        let (left, top, right, bottom) = box(x, y, w, h)
        let r = min(radius * placement.scale, (right - left) / 2, (bottom - top) / 2)
        fill(top, bottom, colour, opacity) { y, spans in
            let dy = y < top + r ? top + r - y : (y > bottom - r ? y - (bottom - r) : 0)
            let inset = r - (max(0, r * r - dy * dy)).squareRoot()
            spans.append(left + inset)
            spans.append(right - inset)
        }
    }

    /// Fills the ellipse centred on (`cx`, `cy`) with radii `rx` and `ry`.
    mutating func fillEllipse(
        _ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, _ colour: Colour, opacity: Double = 1
    ) {
        let (x, y) = placement.point(cx, cy)
        let a = rx * placement.scale
        let b = ry * placement.scale
        fill(y - b, y + b, colour, opacity) { row, spans in
            let t = (row - y) / b
            guard t * t < 1 else { return }
            let half = a * (1 - t * t).squareRoot()
            spans.append(x - half)
            spans.append(x + half)
        }
    }

    /// Fills the circle centred on (`cx`, `cy`).
    mutating func fillCircle(_ cx: Double, _ cy: Double, _ radius: Double, _ colour: Colour, opacity: Double = 1) {
        fillEllipse(cx, cy, radius, radius, colour, opacity: opacity)
    }

    /// Draws a ring: the ellipse's outline, `thickness` wide inside its radii.
    mutating func strokeEllipse(
        _ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, thickness: Double, _ colour: Colour,
        opacity: Double = 1
    ) {
        let (x, y) = placement.point(cx, cy)
        let a = rx * placement.scale
        let b = ry * placement.scale
        let inner = thickness * placement.scale
        let ia = max(0, a - inner)
        let ib = max(0, b - inner)
        fill(y - b, y + b, colour, opacity) { row, spans in
            let t = (row - y) / b
            guard t * t < 1 else { return }
            let outer = a * (1 - t * t).squareRoot()
            let u = ib > 0 ? (row - y) / ib : 1
            if u * u < 1 {
                let hole = ia * (1 - u * u).squareRoot()
                spans.append(contentsOf: [x - outer, x - hole, x + hole, x + outer])
            } else {
                spans.append(x - outer)
                spans.append(x + outer)
            }
        }
    }

    /// Draws a line `thickness` wide from (`x0`, `y0`) to (`x1`, `y1`), with round ends unless
    /// `roundEnds` is false.
    mutating func strokeLine(
        _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, thickness: Double, _ colour: Colour,
        roundEnds: Bool = true, opacity: Double = 1
    ) {
        let dx = x1 - x0
        let dy = y1 - y0
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let nx = -dy / length * thickness / 2
        let ny = dx / length * thickness / 2
        fillPolygon(
            [(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)], colour, opacity: opacity)
        if roundEnds {
            fillCircle(x0, y0, thickness / 2, colour, opacity: opacity)
            fillCircle(x1, y1, thickness / 2, colour, opacity: opacity)
        }
    }

    /// Draws an arc `thickness` wide on the circle of `radius` round (`cx`, `cy`), from angle `start`
    /// to `end` (radians, clockwise on screen from the right).
    mutating func strokeArc(
        _ cx: Double, _ cy: Double, radius: Double, from start: Double, to end: Double, thickness: Double,
        _ colour: Colour, opacity: Double = 1
    ) {
        let steps = max(8, Int(abs(end - start) * radius / 6))
        let outer = radius + thickness / 2
        let inner = radius - thickness / 2
        var points: [(Double, Double)] = []
        for step in 0...steps {
            let angle = start + (end - start) * Double(step) / Double(steps)
            points.append((cx + outer * cos(angle), cy + outer * sin(angle)))
        }
        for step in (0...steps).reversed() {
            let angle = start + (end - start) * Double(step) / Double(steps)
            points.append((cx + inner * cos(angle), cy + inner * sin(angle)))
        }
        fillPolygon(points, colour, opacity: opacity)
    }

    /// Fills the polygon through `points` (even-odd rule, closed from the last point to the first).
    mutating func fillPolygon(_ points: [(Double, Double)], _ colour: Colour, opacity: Double = 1) {
        guard points.count >= 3 else { return }
        let device = points.map { placement.point($0.0, $0.1) }
        var edges: [(x0: Double, y0: Double, x1: Double, y1: Double)] = []
        edges.reserveCapacity(device.count)
        for index in device.indices {
            let a = device[index]
            let b = device[(index + 1) % device.count]
            if a.1 != b.1 { edges.append(a.1 < b.1 ? (a.0, a.1, b.0, b.1) : (b.0, b.1, a.0, a.1)) }
        }
        let top = device.map(\.1).min()!
        let bottom = device.map(\.1).max()!
        var crossings: [Double] = []
        fill(top, bottom, colour, opacity) { y, spans in
            crossings.removeAll(keepingCapacity: true)
            for edge in edges where y >= edge.y0 && y < edge.y1 {
                crossings.append(edge.x0 + (y - edge.y0) * (edge.x1 - edge.x0) / (edge.y1 - edge.y0))
            }
            crossings.sort()
            spans.append(contentsOf: crossings)
        }
    }

    // MARK: Filling spans

    /// The design rectangle as pixel edges: left, top, right, bottom.
    private func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> (Double, Double, Double, Double) {
        let (ax, ay) = placement.point(x, y)
        let (bx, by) = placement.point(x + w, y + h)
        return (min(ax, bx), min(ay, by), max(ax, bx), max(ay, by))
    }

    /// Blends `colour` into the rows from `top` to `bottom` (pixel coordinates) where `spansAt`
    /// says the shape is: it is asked once per sub-row, with the sub-row's y, for span ends in pairs.
    private mutating func fill(
        _ top: Double, _ bottom: Double, _ colour: Colour, _ opacity: Double,
        spansAt: (Double, inout [Double]) -> Void
    ) {
        guard top < bottom, top < Double(height), bottom > 0 else { return }
        let firstRow = max(0, Int(top))
        let lastRow = min(height - 1, Int(bottom))
        let weight = 1 / Float(Self.subRows)
        let limit = Double(width)
        let word = Self.word(colour)
        let alpha = Float(opacity)
        let source = (Float(colour.red), Float(colour.green), Float(colour.blue))
        let width = width
        var spans = self.spans
        deltas.withUnsafeMutableBufferPointer { deltas in
            pixels.withUnsafeMutableBytes { bytes in
                let words = bytes.baseAddress!.bindMemory(to: UInt32.self, capacity: width * height)
                let channels = bytes.baseAddress!.bindMemory(to: UInt8.self, capacity: width * height * 4)
                for row in firstRow...lastRow {
                    var low = width + 1
                    var high = -1
                    for sub in 0..<Self.subRows {
                        let y = Double(row) + (Double(sub) + 0.5) / Double(Self.subRows)
                        guard y >= top, y <= bottom else { continue }
                        spans.removeAll(keepingCapacity: true)
                        spansAt(y, &spans)
                        var index = 0
                        while index + 1 < spans.count {
                            let start = min(limit, max(0, spans[index]))
                            let end = min(limit, max(0, spans[index + 1]))
                            index += 2
                            guard end > start else { continue }
                            let a = Int(start)
                            let b = Int(end)
                            let fa = Float(start - Double(a))
                            let fb = Float(end - Double(b))
                            deltas[a] += weight * (1 - fa)
                            deltas[a + 1] += weight * fa
                            deltas[b] -= weight * (1 - fb)
                            deltas[b + 1] -= weight * fb
                            low = min(low, a)
                            high = max(high, b + 1)
                        }
                    }
                    guard high >= low else { continue }
                    var coverage: Float = 0
                    let rowStart = row * width
                    for x in low...high {
                        coverage += deltas[x]
                        deltas[x] = 0
                        guard x < width else { continue }
                        let share = min(1, coverage) * alpha
                        if share > 0.996 {
                            words[rowStart + x] = word
                        } else if share > 0.004 {
                            let offset = (rowStart + x) * 4
                            let red = Float(channels[offset])
                            let green = Float(channels[offset + 1])
                            let blue = Float(channels[offset + 2])
                            channels[offset] = UInt8(red + (source.0 - red) * share)
                            channels[offset + 1] = UInt8(green + (source.1 - green) * share)
                            channels[offset + 2] = UInt8(blue + (source.2 - blue) * share)
                        }
                    }
                }
            }
        }
        self.spans = spans
    }

    /// The colour as one opaque pixel in memory order.
    private static func word(_ colour: Colour) -> UInt32 {
        let bytes: [UInt8] = [colour.red, colour.green, colour.blue, 255]
        return bytes.withUnsafeBytes { $0.load(as: UInt32.self) }
    }
}
