// Draws the demo market's pictures, `Sources/DemoContent/Resources/pictures/KIND-N.jpg`: five
// views of each of the 32 kinds of thing, 1200 × 900, libjpeg quality 80.
//
// The drawing is the pictogram code the demo used to run at every start (`git show
// d77b6ba:Sources/OpenMarketServer/DemoData`: `Canvas.swift` and the `ProductShape` files, copied
// here unchanged but for the arc's segment count, which now grows with the picture, and without the
// `Imaging` module's bitmap), without the product name it printed on a band at the bottom: the
// pages show the name. Each kind is drawn over a top-to-bottom gradient tinted by its place among
// the kinds (the hue shifts by 0.08 from view to view), in an accent of the opposite hue, and moved,
// scaled or mirrored per view (`views` below, in the coordinates of a 600 × 450 picture, scaled to
// the size asked for). Everything is drawn at the output size, so edges are anti-aliased at that
// size, not upscaled. Asked for a width of 600, it writes the 600 × 450 pictures the repository had
// before, byte for byte.
//
// Run from the repository's root (needs swiftc and libjpeg's headers, e.g. libjpeg-turbo8-dev):
//
//     printf '#include <stdio.h>\n#include <jpeglib.h>\n' > /tmp/jpeglib-bridge.h
//     swiftc -O -import-objc-header /tmp/jpeglib-bridge.h .ci/draw-demo-pictures.swift -ljpeg \
//         -o /tmp/draw-demo-pictures
//     /tmp/draw-demo-pictures Sources/DemoContent/Resources/pictures
//
// Arguments: the folder to write to, then optionally the width (default 1200; the height is three
// quarters of it) and the JPEG quality (default 80). It prints each file's size and the largest;
// the market refuses uploads over 300 KB, so every picture should stay well under that.

import Foundation

// MARK: - Canvas.swift (d77b6ba)

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
        // As many segments as the old code at a scale of 1 or less, and as many per pixel above it,
        // so a larger picture does not show the facets.
        let steps = max(8, Int(abs(end - start) * radius * max(1, placement.scale) / 6))
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
// MARK: - ProductShape.swift (d77b6ba)

/// What a demo product looks like: a pictogram drawn from a canvas's shapes, about 520 × 300 design
/// units round (0, 0), y downwards. `accent` colours the parts a buyer could choose (a mug's glaze,
/// a backpack's fabric); the rest keeps the colours of the real thing.
enum ProductShape: CaseIterable, Sendable {
    case laptop, desktopBox, lamp, desk, chair, keyboard, mouse, monitor, headphones, coffeeGrinder
    case espressoMachine, mugs, deskConverter, bookshelf, notebook, pen, backpack, drive, hub, webcam
    case plant, whiteboard, cable, laptopStand, tablet, speaker, clock, cabinet, labelPrinter, speakerphone
    case projector, shredder

    /// Draws the pictogram where `canvas.placement` puts (0, 0).
    func draw(on canvas: inout Canvas, accent: Canvas.Colour) {
        switch self {
        case .laptop: Self.drawLaptop(on: &canvas, accent: accent)
        case .desktopBox: Self.drawDesktopBox(on: &canvas, accent: accent)
        case .lamp: Self.drawLamp(on: &canvas, accent: accent)
        case .desk: Self.drawDesk(on: &canvas, accent: accent)
        case .chair: Self.drawChair(on: &canvas, accent: accent)
        case .keyboard: Self.drawKeyboard(on: &canvas, accent: accent)
        case .mouse: Self.drawMouse(on: &canvas, accent: accent)
        case .monitor: Self.drawMonitor(on: &canvas, accent: accent)
        case .headphones: Self.drawHeadphones(on: &canvas, accent: accent)
        case .coffeeGrinder: Self.drawCoffeeGrinder(on: &canvas, accent: accent)
        case .espressoMachine: Self.drawEspressoMachine(on: &canvas, accent: accent)
        case .mugs: Self.drawMugs(on: &canvas, accent: accent)
        case .deskConverter: Self.drawDeskConverter(on: &canvas, accent: accent)
        case .bookshelf: Self.drawBookshelf(on: &canvas, accent: accent)
        case .notebook: Self.drawNotebook(on: &canvas, accent: accent)
        case .pen: Self.drawPen(on: &canvas, accent: accent)
        case .backpack: Self.drawBackpack(on: &canvas, accent: accent)
        case .drive: Self.drawDrive(on: &canvas, accent: accent)
        case .hub: Self.drawHub(on: &canvas, accent: accent)
        case .webcam: Self.drawWebcam(on: &canvas, accent: accent)
        case .plant: Self.drawPlant(on: &canvas, accent: accent)
        case .whiteboard: Self.drawWhiteboard(on: &canvas, accent: accent)
        case .cable: Self.drawCable(on: &canvas, accent: accent)
        case .laptopStand: Self.drawLaptopStand(on: &canvas, accent: accent)
        case .tablet: Self.drawTablet(on: &canvas, accent: accent)
        case .speaker: Self.drawSpeaker(on: &canvas, accent: accent)
        case .clock: Self.drawClock(on: &canvas, accent: accent)
        case .cabinet: Self.drawCabinet(on: &canvas, accent: accent)
        case .labelPrinter: Self.drawLabelPrinter(on: &canvas, accent: accent)
        case .speakerphone: Self.drawSpeakerphone(on: &canvas, accent: accent)
        case .projector: Self.drawProjector(on: &canvas, accent: accent)
        case .shredder: Self.drawShredder(on: &canvas, accent: accent)
        }
    }

    // MARK: Colours of real things

    static let aluminium = Canvas.Colour(196, 200, 206)
    static let steel = Canvas.Colour(150, 156, 164)
    static let graphite = Canvas.Colour(72, 76, 84)
    static let black = Canvas.Colour(30, 31, 36)
    static let white = Canvas.Colour(246, 246, 244)
    static let oak = Canvas.Colour(184, 132, 78)
    static let leaf = Canvas.Colour(70, 150, 70)
    static let coffee = Canvas.Colour(96, 58, 32)
    static let warmLight = Canvas.Colour(255, 226, 130)

    // MARK: Helpers

    /// A soft shadow on the floor under a thing `width` wide standing at `y`.
    static func shadow(on canvas: inout Canvas, y: Double, width: Double) {
        canvas.fillEllipse(0, y, width / 2, width / 26, black, opacity: 0.14)
    }

    /// A screen: `accent` wallpaper with two soft bands of light across it.
    static func screen(
        on canvas: inout Canvas, _ x: Double, _ y: Double, _ w: Double, _ h: Double, accent: Canvas.Colour
    ) {
        canvas.fillRectangle(x, y, w, h, accent.darker(0.35))
        canvas.fillPolygon([(x, y + h * 0.55), (x + w * 0.55, y), (x + w, y), (x, y + h)], accent.darker(0.1))
        canvas.fillPolygon(
            [(x, y + h), (x + w * 0.75, y), (x + w, y), (x + w, y + h * 0.2), (x + w * 0.2, y + h)], accent.lighter(0.2)
        )
    }

    /// A leaf from `base` to `tip`, `width` across at its widest.
    static func leafShape(_ base: (Double, Double), _ tip: (Double, Double), width: Double) -> [(Double, Double)] {
        let dx = tip.0 - base.0
        let dy = tip.1 - base.1
        let length = (dx * dx + dy * dy).squareRoot()
        let nx = -dy / length
        let ny = dx / length
        var left: [(Double, Double)] = []
        var right: [(Double, Double)] = []
        for step in 0...12 {
            let t = Double(step) / 12
            let half = width / 2 * sin(Double.pi * pow(t, 0.8))
            let px = base.0 + dx * t
            let py = base.1 + dy * t
            left.append((px + nx * half, py + ny * half))
            right.append((px - nx * half, py - ny * half))
        }
        return left + right.reversed()
    }
}

// MARK: - ProductShape+Computers.swift (d77b6ba)

/// Computers and the things plugged into them.
extension ProductShape {
    static func drawLaptop(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 122, width: 470)
        // The lid, open towards us, and its screen.
        canvas.fillRoundedRectangle(-172, -150, 344, 222, radius: 14, aluminium.darker(0.1))
        canvas.fillRoundedRectangle(-166, -144, 332, 212, radius: 10, black)
        screen(on: &canvas, -154, -132, 308, 190, accent: accent)
        canvas.fillRoundedRectangle(-22, -144, 44, 10, radius: 4, black)
        // The base seen from above: keys and a trackpad.
        canvas.fillPolygon([(-172, 72), (172, 72), (222, 116), (-222, 116)], aluminium)
        canvas.fillRectangle(-222, 116, 444, 8, aluminium.darker(0.25))
        for row in 0..<3 {
            let y = 76 + Double(row) * 8
            let inset = 150 + Double(row) * 7
            canvas.fillPolygon([(-inset, y), (inset, y), (inset + 4, y + 5), (-inset - 4, y + 5)], graphite)
        }
        canvas.fillPolygon([(-48, 102), (48, 102), (52, 114), (-52, 114)], aluminium.darker(0.12))
    }

    static func drawDesktopBox(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 104, width: 480)
        // A cable from the back, so it reads as a computer.
        canvas.strokeLine(160, -40, 236, -60, thickness: 8, black)
        canvas.strokeLine(236, -60, 256, 110, thickness: 8, black)
        // A low square box seen from above the front: its top, its front, its dark foot.
        canvas.fillPolygon([(-176, -66), (176, -66), (230, 24), (-230, 24)], aluminium.darker(0.3))
        canvas.fillPolygon([(-172, -62), (172, -62), (224, 22), (-224, 22)], aluminium.lighter(0.25))
        canvas.strokeEllipse(0, -20, 40, 14, thickness: 4, aluminium.darker(0.15))
        canvas.fillRectangle(-196, 88, 392, 12, black)
        canvas.fillRoundedRectangle(-230, 16, 460, 76, radius: 18, aluminium.darker(0.25))
        canvas.fillRoundedRectangle(-226, 16, 452, 70, radius: 16, aluminium)
        canvas.fillRectangle(-216, 18, 432, 5, aluminium.lighter(0.5))
        // Ports and a light on the front.
        for x in [-180.0, -150] {
            canvas.fillRoundedRectangle(x, 44, 18, 8, radius: 4, black)
        }
        canvas.fillCircle(-110, 48, 5, black)
        canvas.fillCircle(190, 48, 5, Canvas.Colour(120, 230, 150))
        canvas.fillRectangle(-30, 44, 60, 4, accent, opacity: 0.5)
    }

    static func drawKeyboard(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 100, width: 520)
        canvas.fillRoundedRectangle(-250, -90, 500, 186, radius: 16, graphite.darker(0.3))
        canvas.fillRoundedRectangle(-250, -90, 500, 176, radius: 16, graphite)
        let key = 30.0
        let gap = 4.0
        for row in 0..<5 {
            var x = -236.0
            let y = -76 + Double(row) * (key + gap)
            let widths: [Double] =
                switch row {
                case 0: Array(repeating: 1, count: 14)
                case 1: [1.5] + Array(repeating: 1, count: 11) + [1.5]
                case 2: [1.8] + Array(repeating: 1, count: 10) + [2.2]
                case 3: [2.3] + Array(repeating: 1, count: 9) + [2.7]
                default: [1.4, 1.4, 1.4, 5.6, 1.4, 1.4, 1.4]
                }
            for (index, units) in widths.enumerated() {
                let w = units * key + (units - 1) * gap
                let colour =
                    (row == 0 && index == 0) || (row == 2 && index == 11) ? accent : Canvas.Colour(232, 230, 224)
                canvas.fillRoundedRectangle(x, y, w, key, radius: 5, colour.darker(0.2))
                canvas.fillRoundedRectangle(x + 3, y + 2, w - 6, key - 8, radius: 4, colour)
                x += w + gap
            }
        }
    }

    static func drawMouse(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 135, width: 220)
        canvas.fillEllipse(0, 8, 86, 132, graphite)
        canvas.fillEllipse(0, 4, 80, 126, white)
        canvas.fillEllipse(-20, 30, 40, 80, Canvas.Colour(255, 255, 255))
        canvas.fillRectangle(-2, -122, 4, 80, graphite.lighter(0.3))
        canvas.fillRoundedRectangle(-10, -100, 20, 40, radius: 10, black)
        canvas.fillRectangle(-80, -42, 160, 3, graphite.lighter(0.4))
        canvas.fillCircle(0, 70, 7, accent)
    }

    static func drawMonitor(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 146, width: 300)
        canvas.fillPolygon([(-22, 90), (22, 90), (30, 140), (-30, 140)], aluminium.darker(0.15))
        canvas.fillRoundedRectangle(-100, 136, 200, 14, radius: 7, aluminium)
        canvas.fillRoundedRectangle(-236, -150, 472, 256, radius: 12, black)
        screen(on: &canvas, -224, -138, 448, 226, accent: accent)
        canvas.fillRectangle(-236, 94, 472, 12, graphite)
    }

    static func drawDrive(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 100, width: 360)
        // A cable from its port, curling away.
        canvas.strokeLine(150, 10, 200, 10, thickness: 12, black)
        canvas.strokeArc(200, 60, radius: 50, from: -Double.pi / 2, to: 0, thickness: 12, black)
        canvas.strokeLine(250, 60, 250, 140, thickness: 12, black)
        canvas.fillRoundedRectangle(140, -4, 30, 28, radius: 5, steel)
        // The drive: a flat rounded slab with a rubber edge and a light.
        canvas.fillRoundedRectangle(-160, -90, 310, 190, radius: 34, accent.darker(0.5))
        canvas.fillRoundedRectangle(-150, -82, 290, 170, radius: 28, accent.darker(0.15))
        canvas.fillRoundedRectangle(-110, -50, 210, 100, radius: 18, accent.darker(0.3))
        canvas.fillRectangle(-80, -8, 150, 10, accent.lighter(0.3))
        canvas.fillCircle(110, 60, 6, Canvas.Colour(140, 255, 170))
    }

    static func drawHub(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 70, width: 520)
        // The USB-C cable and its plug.
        canvas.strokeArc(-200, -60, radius: 60, from: Double.pi / 2, to: Double.pi, thickness: 12, black)
        canvas.strokeLine(-260, -60, -260, -110, thickness: 12, black)
        canvas.fillRoundedRectangle(-274, -150, 28, 50, radius: 8, aluminium.darker(0.1))
        canvas.fillRoundedRectangle(-266, -156, 12, 10, radius: 4, graphite)
        // The hub: a bar with ports on its face.
        canvas.fillRoundedRectangle(-210, -40, 430, 90, radius: 30, aluminium.darker(0.2))
        canvas.fillRoundedRectangle(-206, -40, 422, 82, radius: 28, aluminium)
        // HDMI, two USB-A, an SD slot.
        canvas.fillPolygon([(-150, -12), (-80, -12), (-80, 8), (-88, 16), (-142, 16), (-150, 8)], black)
        for x in [-40.0, 40] {
            canvas.fillRectangle(x, -12, 58, 26, black)
            canvas.fillRectangle(x + 6, -6, 46, 8, accent)
        }
        canvas.fillRectangle(120, -4, 70, 8, black)
        canvas.fillCircle(196, 28, 4, Canvas.Colour(120, 200, 255))
    }

    static func drawWebcam(on canvas: inout Canvas, accent: Canvas.Colour) {
        // The top of the monitor it sits on.
        canvas.fillRoundedRectangle(-260, 40, 520, 110, radius: 10, black)
        screen(on: &canvas, -248, 52, 496, 98, accent: accent)
        // The clip over the edge, then the camera.
        canvas.fillPolygon([(-50, -20), (50, -20), (64, 44), (-64, 44)], graphite)
        canvas.fillRoundedRectangle(-150, -130, 300, 110, radius: 55, black)
        canvas.fillRoundedRectangle(-144, -126, 288, 100, radius: 50, graphite.darker(0.2))
        canvas.fillCircle(0, -76, 46, graphite.lighter(0.2))
        canvas.fillCircle(0, -76, 36, black)
        canvas.fillCircle(0, -76, 20, Canvas.Colour(40, 60, 110))
        canvas.fillCircle(-9, -85, 7, Canvas.Colour(255, 255, 255), opacity: 0.8)
        canvas.fillCircle(90, -76, 5, Canvas.Colour(120, 255, 140))
        canvas.fillRectangle(-110, -82, 30, 12, black)
    }

    static func drawLaptopStand(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 140, width: 420)
        // Two aluminium legs from the floor up to a raised laptop.
        for side in [-1.0, 1] {
            canvas.fillPolygon(
                [(side * 120, 60), (side * 150, 60), (side * 170, 140), (side * 110, 140)], aluminium.darker(0.1))
            canvas.fillRectangle(side > 0 ? 110 : -170, 134, 60, 8, aluminium.darker(0.3))
        }
        let saved = canvas.placement
        canvas.placement = saved.moved(x: 0, y: -40, scale: 0.78)
        drawLaptop(on: &canvas, accent: accent)
        canvas.placement = saved
        canvas.fillRectangle(-150, 58, 300, 8, aluminium.darker(0.2))
    }

    static func drawTablet(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 146, width: 440)
        canvas.fillRoundedRectangle(-206, -140, 412, 280, radius: 30, black)
        canvas.fillRoundedRectangle(-192, -126, 384, 252, radius: 16, accent)
        screen(on: &canvas, -192, -126, 384, 252, accent: accent)
        // App icons in a grid, and the dock.
        let colours = [
            Canvas.Colour(250, 90, 80), Canvas.Colour(80, 200, 120), Canvas.Colour(70, 150, 250),
            Canvas.Colour(255, 200, 60), Canvas.Colour(255, 255, 255), Canvas.Colour(180, 110, 240),
        ]
        for row in 0..<3 {
            for column in 0..<6 {
                canvas.fillRoundedRectangle(
                    -162 + Double(column) * 56, -100 + Double(row) * 60, 40, 40, radius: 10,
                    colours[(row * 6 + column * 5) % colours.count])
            }
        }
        canvas.fillRoundedRectangle(-120, 76, 240, 40, radius: 12, Canvas.Colour(255, 255, 255), opacity: 0.35)
        // The pencil.
        canvas.strokeLine(-120, 168, 190, 150, thickness: 12, white, roundEnds: false)
        canvas.fillPolygon([(190, 144), (190, 156), (214, 149)], aluminium.darker(0.3))
    }
}

// MARK: - ProductShape+Furniture.swift (d77b6ba)

/// Furniture, and what stands or hangs in an office.
extension ProductShape {
    static func drawLamp(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 140, width: 260)
        // Light falling from the shade, under everything else.
        canvas.fillPolygon([(64, -40), (150, -86), (250, 140), (-10, 140)], warmLight, opacity: 0.35)
        canvas.fillEllipse(-40, 132, 100, 18, graphite.darker(0.3))
        canvas.fillEllipse(-40, 126, 100, 18, graphite)
        canvas.strokeLine(-40, 124, -110, -10, thickness: 14, graphite.lighter(0.2))
        canvas.strokeLine(-110, -10, 40, -110, thickness: 14, graphite.lighter(0.2))
        canvas.fillCircle(-110, -10, 14, accent)
        canvas.fillCircle(40, -110, 14, accent)
        // The shade, a cone opening down and to the right.
        canvas.fillPolygon([(20, -140), (70, -150), (160, -80), (60, -30)], accent)
        canvas.fillPolygon([(60, -30), (160, -80), (150, -72), (66, -38)], accent.darker(0.3))
        canvas.fillCircle(108, -52, 16, warmLight)
    }

    static func drawDesk(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 140, width: 500)
        // Back legs, then the top, the front legs and a drawer.
        canvas.fillRectangle(-200, -40, 16, 160, oak.darker(0.35))
        canvas.fillRectangle(184, -40, 16, 160, oak.darker(0.35))
        canvas.fillPolygon([(-210, -70), (210, -70), (250, -30), (-250, -30)], oak.lighter(0.1))
        for y in [-60.0, -50, -40] {
            canvas.fillRectangle(-200 - (y + 70), y, 400 + 2 * (y + 70), 2, oak.darker(0.1))
        }
        canvas.fillRectangle(-250, -30, 500, 14, oak.darker(0.2))
        canvas.fillRectangle(-240, -16, 22, 156, oak.darker(0.1))
        canvas.fillRectangle(218, -16, 22, 156, oak.darker(0.1))
        canvas.fillRectangle(80, -16, 138, 56, oak)
        canvas.fillRoundedRectangle(124, 8, 50, 9, radius: 4, accent.darker(0.3))
    }

    static func drawChair(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 142, width: 300)
        // Five legs on wheels round a gas spring.
        for (x, y) in [(-130.0, 124.0), (130, 124), (-60, 136), (60, 136)] {
            canvas.strokeLine(0, 108, x, y, thickness: 14, black)
            canvas.fillCircle(x, y + 8, 11, graphite)
        }
        canvas.fillRectangle(-9, 40, 18, 70, steel)
        // The seat, the arms and the mesh back.
        canvas.fillRoundedRectangle(-120, 8, 240, 42, radius: 20, accent.darker(0.3))
        canvas.fillRoundedRectangle(-120, 4, 240, 36, radius: 18, accent)
        for side in [-1.0, 1] {
            canvas.strokeLine(side * 112, 20, side * 112, -30, thickness: 12, black)
            canvas.fillRoundedRectangle(side * 112 - 34, -44, 68, 16, radius: 8, black)
        }
        canvas.fillRectangle(-10, -20, 20, 30, black)
        canvas.fillRoundedRectangle(-86, -150, 172, 140, radius: 44, black)
        canvas.fillRoundedRectangle(-78, -142, 156, 124, radius: 38, graphite)
        for x in stride(from: -60.0, through: 60, by: 15) {
            canvas.fillRectangle(x - 1, -136, 2, 112, black, opacity: 0.5)
        }
        canvas.fillRoundedRectangle(-50, -70, 100, 20, radius: 10, accent, opacity: 0.7)
    }

    static func drawDeskConverter(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 140, width: 460)
        canvas.fillRectangle(-210, 124, 420, 14, graphite)
        // Scissor legs under the two tiers.
        for centre in [-130.0, 130] {
            canvas.strokeLine(centre - 50, -40, centre + 50, 124, thickness: 12, steel)
            canvas.strokeLine(centre + 50, -40, centre - 50, 124, thickness: 12, steel)
            canvas.fillCircle(centre, 42, 8, graphite)
        }
        canvas.fillRectangle(-220, -52, 440, 18, black)
        canvas.fillRectangle(-220, -34, 440, 4, graphite)
        canvas.fillRectangle(-250, 30, 500, 14, accent.darker(0.2))
        // A monitor on the top tier and a keyboard on the lower one.
        canvas.fillRectangle(-12, -80, 24, 28, graphite)
        canvas.fillRoundedRectangle(-130, -150, 260, 76, radius: 6, black)
        screen(on: &canvas, -124, -144, 248, 64, accent: accent)
        canvas.fillRoundedRectangle(-110, 18, 220, 12, radius: 3, Canvas.Colour(232, 230, 224))
    }

    static func drawBookshelf(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 150, width: 320)
        let birch = Canvas.Colour(236, 222, 196)
        canvas.fillRectangle(-140, -150, 280, 300, birch.darker(0.15))
        canvas.fillRectangle(-128, -140, 256, 282, birch.darker(0.35))
        let shelves = 4
        let height = 282.0 / Double(shelves)
        let colours = [
            accent, Canvas.Colour(200, 70, 60), Canvas.Colour(60, 110, 170), Canvas.Colour(230, 190, 80),
            Canvas.Colour(70, 140, 90), Canvas.Colour(240, 240, 236), accent.darker(0.3),
        ]
        for shelf in 0..<shelves {
            let floor = -140 + Double(shelf + 1) * height
            var x = -124.0
            var book = shelf * 3
            while x < 100 {
                let w = 14 + Double((book * 7) % 5) * 4
                let h = height - 24 - Double((book * 5) % 4) * 6
                if book % 9 == 4 && x < 60 {
                    // A book leaning on its neighbour.
                    canvas.fillPolygon(
                        [(x, floor), (x + w, floor), (x + w + 24, floor - h + 4), (x + 24 - 4, floor - h)],
                        colours[book % colours.count])
                    x += w + 26
                } else {
                    canvas.fillRectangle(x, floor - h, w, h, colours[book % colours.count])
                    canvas.fillRectangle(x + 3, floor - h + 10, w - 6, 3, Canvas.Colour(255, 255, 255), opacity: 0.5)
                    x += w + 2
                }
                book += 1
            }
            canvas.fillRectangle(-128, floor - 2, 256, 10, birch)
        }
        canvas.fillRectangle(-140, -150, 12, 300, birch)
        canvas.fillRectangle(128, -150, 12, 300, birch)
        canvas.fillRectangle(-140, -150, 280, 12, birch)
    }

    static func drawCabinet(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 150, width: 280)
        canvas.fillRectangle(-120, -150, 240, 296, accent.darker(0.3))
        canvas.fillRectangle(-116, -150, 232, 290, accent)
        for drawer in 0..<3 {
            let y = -136 + Double(drawer) * 92
            canvas.fillRoundedRectangle(-104, y, 208, 84, radius: 4, accent.darker(0.12))
            canvas.fillRoundedRectangle(-100, y + 2, 200, 78, radius: 4, accent.lighter(0.08))
            canvas.fillRectangle(-26, y + 14, 52, 20, aluminium)
            canvas.fillRectangle(-22, y + 18, 44, 12, white)
            canvas.fillRoundedRectangle(-40, y + 46, 80, 12, radius: 6, steel.darker(0.2))
        }
        canvas.fillCircle(86, -126, 7, steel)
        canvas.fillRectangle(-120, 140, 240, 8, black)
    }

    static func drawWhiteboard(on canvas: inout Canvas, accent: Canvas.Colour) {
        canvas.fillRoundedRectangle(-246, -146, 492, 272, radius: 8, aluminium.darker(0.15))
        canvas.fillRectangle(-234, -134, 468, 248, white)
        // A chart, a circled word and a list in marker.
        let blue = Canvas.Colour(40, 80, 200)
        let red = Canvas.Colour(210, 50, 50)
        canvas.strokeLine(-200, -110, -200, 60, thickness: 5, black)
        canvas.strokeLine(-200, 60, 0, 60, thickness: 5, black)
        let points: [(Double, Double)] = [(-190, 30), (-150, 10), (-110, 24), (-70, -30), (-30, -60), (-5, -100)]
        for index in 1..<points.count {
            canvas.strokeLine(
                points[index - 1].0, points[index - 1].1, points[index].0, points[index].1, thickness: 6, blue)
        }
        canvas.strokeEllipse(120, -80, 80, 34, thickness: 5, red)
        canvas.fillRoundedRectangle(70, -86, 100, 10, radius: 5, black)
        for row in 0..<3 {
            canvas.fillCircle(54, -8 + Double(row) * 30, 5, accent.darker(0.3))
            canvas.fillRoundedRectangle(
                70, -13 + Double(row) * 30, 120 - Double(row) * 24, 10, radius: 5, accent.darker(0.3))
        }
        // The tray with markers.
        canvas.fillRectangle(-180, 126, 360, 12, aluminium.darker(0.3))
        for (index, colour) in [black, blue, red, Canvas.Colour(40, 150, 70)].enumerated() {
            canvas.fillRoundedRectangle(-150 + Double(index) * 70, 112, 56, 14, radius: 7, colour)
        }
    }

    static func drawClock(on canvas: inout Canvas, accent: Canvas.Colour) {
        canvas.fillCircle(6, 8, 146, black, opacity: 0.15)
        canvas.fillCircle(0, 0, 146, accent.darker(0.2))
        canvas.fillCircle(0, 0, 130, white)
        for hour in 0..<60 {
            let angle = Double(hour) / 60 * 2 * Double.pi
            let long = hour % 5 == 0
            let outer = 118.0
            let inner = long ? 94.0 : 110
            canvas.strokeLine(
                outer * sin(angle), -outer * cos(angle), inner * sin(angle), -inner * cos(angle),
                thickness: long ? 8 : 3, black, roundEnds: false)
        }
        // Ten past ten, the clock-maker's favourite time.
        let hour = (10 + 10.0 / 60) / 12 * 2 * Double.pi
        let minute = 10.0 / 60 * 2 * Double.pi
        canvas.strokeLine(0, 0, 58 * sin(hour), -58 * cos(hour), thickness: 12, black)
        canvas.strokeLine(0, 0, 92 * sin(minute), -92 * cos(minute), thickness: 8, black)
        let second = 35.0 / 60 * 2 * Double.pi
        canvas.strokeLine(
            -20 * sin(second), 20 * cos(second), 104 * sin(second), -104 * cos(second), thickness: 3,
            Canvas.Colour(210, 40, 40))
        canvas.fillCircle(0, 0, 9, Canvas.Colour(210, 40, 40))
    }

    static func drawPlant(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 146, width: 200)
        // Leaves fanning out of the pot, darker ones behind.
        let leaves: [(Double, Double, Double)] = [
            (-150, -40, 0.25), (150, -30, 0.25), (-110, -110, 0.1), (110, -116, 0.1), (-40, -150, 0.0),
            (40, -146, 0.05), (-170, 40, 0.15), (176, 50, 0.2), (0, -100, -0.1), (-80, -60, -0.15),
            (80, -64, -0.1),
        ]
        for (x, y, shade) in leaves {
            let base = (x * 0.12, 20.0)
            let colour = shade >= 0 ? leaf.darker(shade) : leaf.lighter(-shade)
            canvas.strokeLine(base.0, base.1, x * 0.6, y * 0.6 + 8, thickness: 4, leaf.darker(0.3))
            canvas.fillPolygon(leafShape((x * 0.6, y * 0.6 + 8), (x, y), width: 56), colour)
            canvas.strokeLine(
                x * 0.6, y * 0.6 + 8, x * 0.6 + (x - x * 0.6) * 0.8, y * 0.6 + 8 + (y - y * 0.6 - 8) * 0.8,
                thickness: 2, colour.lighter(0.25))
        }
        canvas.fillPolygon([(-76, 30), (76, 30), (60, 146), (-60, 146)], accent)
        canvas.fillPolygon([(-76, 30), (-40, 30), (-30, 146), (-60, 146)], accent.lighter(0.2))
        canvas.fillRoundedRectangle(-84, 22, 168, 22, radius: 6, accent.darker(0.15))
    }
}

// MARK: - ProductShape+Kitchen.swift (d77b6ba)

/// Coffee, and what it is drunk from.
extension ProductShape {
    static func drawCoffeeGrinder(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 148, width: 220)
        // A clear hopper full of beans on a body with a dial and a grounds bin.
        canvas.fillRoundedRectangle(-80, -152, 160, 16, radius: 8, black)
        canvas.fillPolygon(
            [(-74, -138), (74, -138), (50, -64), (-50, -64)], Canvas.Colour(120, 150, 170), opacity: 0.35)
        canvas.strokeLine(-74, -138, -50, -64, thickness: 4, graphite, opacity: 0.6)
        canvas.strokeLine(74, -138, 50, -64, thickness: 4, graphite, opacity: 0.6)
        for index in 0..<22 {
            let x = -52 + Double((index * 37) % 104)
            let y = -92 - Double((index * 13) % 40)
            canvas.fillEllipse(x * (1 - (-y - 64) / 240), y, 9, 6, coffee.lighter(Double(index % 3) * 0.1))
        }
        canvas.fillRoundedRectangle(-66, -66, 132, 210, radius: 18, accent.darker(0.2))
        canvas.fillRoundedRectangle(-60, -66, 120, 204, radius: 16, accent)
        canvas.fillCircle(0, -20, 26, aluminium)
        canvas.fillCircle(0, -20, 18, aluminium.lighter(0.4))
        canvas.strokeLine(0, -20, 0, -38, thickness: 5, black)
        canvas.fillRoundedRectangle(-44, 32, 88, 90, radius: 8, Canvas.Colour(220, 230, 236))
        canvas.fillRoundedRectangle(-40, 70, 80, 48, radius: 6, coffee)
        canvas.fillRectangle(-40, 70, 80, 6, coffee.lighter(0.2))
    }

    static func drawEspressoMachine(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 142, width: 380)
        canvas.fillRectangle(-160, -150, 320, 12, steel.darker(0.2))
        canvas.fillRoundedRectangle(-170, -140, 340, 150, radius: 10, steel)
        canvas.fillRectangle(-170, -140, 340, 24, steel.lighter(0.3))
        canvas.fillRectangle(-170, 10, 340, 90, steel.darker(0.25))
        canvas.fillRoundedRectangle(-176, 96, 352, 40, radius: 6, steel.darker(0.05))
        canvas.fillRectangle(-170, 96, 340, 6, black, opacity: 0.4)
        // Two gauges.
        for x in [-80.0, 80] {
            canvas.fillCircle(x, -68, 30, aluminium.lighter(0.3))
            canvas.fillCircle(x, -68, 24, white)
            canvas.strokeLine(x, -68, x + 12, -82, thickness: 4, Canvas.Colour(200, 40, 40))
        }
        // The group head, portafilter and a cup under it.
        canvas.fillRoundedRectangle(-40, 8, 80, 26, radius: 6, aluminium)
        canvas.strokeLine(30, 30, 150, 46, thickness: 16, black)
        canvas.fillRoundedRectangle(-46, 30, 92, 16, radius: 6, steel.darker(0.4))
        canvas.fillRectangle(-4, 46, 3, 30, coffee)
        canvas.fillRectangle(4, 46, 3, 30, coffee)
        canvas.strokeEllipse(34, 92, 16, 14, thickness: 6, white)
        canvas.fillRoundedRectangle(-30, 72, 60, 30, radius: 8, white)
        canvas.fillEllipse(0, 74, 28, 5, coffee)
        // The steam wand.
        canvas.strokeLine(-140, 10, -140, 70, thickness: 8, aluminium)
        canvas.fillCircle(-140, 16, 12, black)
        canvas.fillRectangle(-170, -112, 340, 6, accent)
    }

    static func drawMugs(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 132, width: 500)
        let glazes = [accent, accent.lighter(0.45), accent.darker(0.25)]
        for (index, x) in [-200.0, -50, 100].enumerated() {
            let glaze = glazes[index]
            let top = index == 1 ? -70.0 : -40
            let bottom = 130.0
            canvas.strokeEllipse(x + 118, (top + bottom) / 2 - 6, 40, 44, thickness: 16, glaze.darker(0.15))
            canvas.fillRoundedRectangle(x, top, 124, bottom - top, radius: 18, glaze)
            canvas.fillRectangle(x + 14, top + 16, 14, bottom - top - 40, Canvas.Colour(255, 255, 255), opacity: 0.3)
            canvas.fillEllipse(x + 62, top + 3, 62, 10, glaze.darker(0.35))
            canvas.fillEllipse(x + 62, top + 6, 54, 6, coffee.darker(0.2))
        }
        // Steam over the middle one.
        for offset in [-20.0, 16] {
            canvas.strokeArc(
                12 + offset, -104, radius: 14, from: Double.pi / 2, to: 1.5 * Double.pi, thickness: 5, white,
                opacity: 0.8)
            canvas.strokeArc(
                12 + offset, -132, radius: 14, from: -Double.pi / 2, to: Double.pi / 2, thickness: 5, white,
                opacity: 0.8)
        }
    }
}

// MARK: - ProductShape+Sound.swift (d77b6ba)

/// Things that make sound or light.
extension ProductShape {
    static func drawHeadphones(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 140, width: 380)
        // The band over the top, padded underneath.
        canvas.strokeArc(0, 10, radius: 140, from: Double.pi, to: 2 * Double.pi, thickness: 26, graphite)
        canvas.strokeArc(0, 10, radius: 124, from: Double.pi + 0.35, to: 2 * Double.pi - 0.35, thickness: 12, black)
        for side in [-1.0, 1] {
            canvas.fillRectangle(side * 140 - 7, 0, 14, 30, aluminium)
            // The cup seen from the side, its cushion facing in.
            canvas.fillRoundedRectangle(side * 150 - 34, 20, 68, 120, radius: 30, accent.darker(0.2))
            canvas.fillRoundedRectangle(side * 150 - 30, 24, 60, 112, radius: 28, accent)
            canvas.fillRoundedRectangle(side > 0 ? 100 : -124, 30, 24, 100, radius: 12, black)
        }
    }

    static func drawSpeaker(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 140, width: 240)
        let fabric = Canvas.Colour(120, 124, 130)
        canvas.fillRoundedRectangle(-90, -130, 180, 270, radius: 44, fabric)
        canvas.fillRoundedRectangle(-90, -130, 60, 270, radius: 40, fabric.lighter(0.12))
        for row in 0..<22 {
            for column in 0..<14 {
                let x = -78 + Double(column) * 12 + Double(row % 2) * 6
                guard x < 80 else { continue }
                canvas.fillCircle(x, -96 + Double(row) * 10.5, 2, fabric.darker(0.35))
            }
        }
        // The top with its ring of light.
        canvas.fillEllipse(0, -124, 84, 20, fabric.darker(0.25))
        canvas.strokeEllipse(0, -124, 62, 14, thickness: 5, accent.lighter(0.3))
        canvas.fillEllipse(0, -124, 20, 5, fabric.darker(0.45))
    }

    static func drawSpeakerphone(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 84, width: 500)
        canvas.strokeLine(220, 40, 260, 100, thickness: 8, black)
        // A low puck seen from above the table: side, top, grille, buttons and a ring of light.
        canvas.fillEllipse(0, 40, 230, 70, black)
        canvas.fillRectangle(-230, 10, 460, 30, black)
        canvas.fillEllipse(0, 10, 230, 70, graphite)
        canvas.strokeEllipse(0, 10, 214, 64, thickness: 6, accent)
        for ring in 1..<5 {
            let rx = Double(ring) * 40
            let ry = Double(ring) * 12
            for step in 0..<(ring * 10) {
                let angle = Double(step) / Double(ring * 10) * 2 * Double.pi
                canvas.fillEllipse(rx * cos(angle), 10 + ry * sin(angle), 3.5, 2, black)
            }
        }
        canvas.fillEllipse(0, 10, 30, 10, aluminium)
        for (x, y) in [(-160.0, 4.0), (160, 4)] {
            canvas.fillEllipse(x, y, 14, 5, aluminium.darker(0.2))
        }
        // The microphones' arcs of sound.
        for radius in [90.0, 120] {
            canvas.strokeArc(
                0, -20, radius: radius, from: Double.pi + 0.6, to: 2 * Double.pi - 0.6, thickness: 6,
                accent.darker(0.2), opacity: 0.7)
        }
    }

    static func drawProjector(on canvas: inout Canvas, accent: Canvas.Colour) {
        // The beam first, from the lens to a picture on the wall.
        canvas.fillPolygon([(-60, 20), (-60, 40), (-250, 10), (-250, -150), (-20, -10)], warmLight, opacity: 0.45)
        canvas.fillRectangle(-260, -150, 140, 120, warmLight, opacity: 0.5)
        canvas.fillPolygon([(-248, -40), (-210, -90), (-180, -60), (-150, -110), (-128, -40)], accent, opacity: 0.8)
        canvas.fillCircle(-226, -118, 12, Canvas.Colour(255, 250, 220))
        shadow(on: &canvas, y: 118, width: 380)
        canvas.fillRoundedRectangle(-130, -30, 330, 140, radius: 24, aluminium.darker(0.1))
        canvas.fillRoundedRectangle(-130, -30, 330, 128, radius: 24, white)
        canvas.fillRectangle(-110, -30, 290, 8, accent)
        // Lens, vents and the feet.
        canvas.fillCircle(-40, 34, 54, aluminium)
        canvas.fillCircle(-40, 34, 42, black)
        canvas.fillCircle(-40, 34, 28, Canvas.Colour(60, 80, 120))
        canvas.fillCircle(-52, 22, 9, Canvas.Colour(255, 255, 255), opacity: 0.7)
        for index in 0..<6 {
            canvas.fillRoundedRectangle(70, 6 + Double(index) * 12, 100, 5, radius: 2, graphite)
        }
        canvas.fillRectangle(-110, 108, 30, 10, black)
        canvas.fillRectangle(150, 108, 30, 10, black)
    }
}

// MARK: - ProductShape+Stationery.swift (d77b6ba)

/// Paper, pens, bags and what keeps a desk tidy.
extension ProductShape {
    static func drawNotebook(on canvas: inout Canvas, accent: Canvas.Colour) {
        canvas.fillRoundedRectangle(-124, -140, 260, 296, radius: 10, black, opacity: 0.18)
        canvas.fillRoundedRectangle(-134, -150, 260, 296, radius: 10, accent.darker(0.3))
        canvas.fillRoundedRectangle(-130, -150, 250, 290, radius: 8, Canvas.Colour(250, 248, 238))
        for row in 0..<13 {
            for column in 0..<10 {
                canvas.fillCircle(-96 + Double(column) * 22, -126 + Double(row) * 21, 2.2, graphite.lighter(0.3))
            }
        }
        canvas.fillRectangle(100, -150, 12, 296, accent)
        canvas.fillRectangle(-40, 120, 6, 40, accent.darker(0.2))
        canvas.fillPolygon([(-40, 160), (-34, 160), (-34, 172), (-37, 166), (-40, 172)], accent.darker(0.2))
    }

    static func drawPen(on canvas: inout Canvas, accent: Canvas.Colour) {
        // Along the pen: (t, n) is t units from the cap's end and n units across.
        let start = (-230.0, 100.0)
        let angle = -0.42
        let ux = cos(angle)
        let uy = sin(angle)
        func point(_ t: Double, _ n: Double) -> (Double, Double) {
            (start.0 + ux * t - uy * n, start.1 + uy * t + ux * n)
        }
        func band(_ from: Double, _ to: Double, _ half0: Double, _ half1: Double) -> [(Double, Double)] {
            [point(from, -half0), point(to, -half1), point(to, half1), point(from, half0)]
        }
        // Its ink line on the page below.
        let ink = Canvas.Colour(30, 50, 140)
        var previous = (-40.0, 128.0)
        for step in 1...60 {
            let x = -40 + Double(step) * 4.5
            let next = (x, 128 - 16 * sin(x / 11) - Double(step) * 0.6)
            canvas.strokeLine(previous.0, previous.1, next.0, next.1, thickness: 4, ink)
            previous = next
        }
        canvas.fillPolygon(band(0, 200, 24, 26), black)
        canvas.fillCircle(point(2, 0).0, point(2, 0).1, 24, black)
        canvas.fillPolygon(band(200, 214, 27, 27), Canvas.Colour(212, 175, 90))
        canvas.fillPolygon(band(214, 380, 26, 20), accent)
        canvas.fillPolygon(band(380, 430, 20, 16), black)
        // The nib and its slit.
        canvas.fillPolygon(
            [point(430, -18), point(470, -12), point(504, 0), point(470, 12), point(430, 18)],
            Canvas.Colour(212, 175, 90))
        canvas.strokeLine(point(452, 0).0, point(452, 0).1, point(502, 0).0, point(502, 0).1, thickness: 2, black)
        canvas.fillCircle(point(452, 0).0, point(452, 0).1, 4, black)
        // The clip along the cap.
        canvas.fillPolygon(band(20, 170, 4, 4).map { ($0.0 - uy * -30, $0.1 + ux * -30) }, aluminium)
        canvas.fillPolygon(
            band(0, 200, 8, 8).map { ($0.0 - uy * -12, $0.1 + ux * -12) }, Canvas.Colour(255, 255, 255), opacity: 0.2)
    }

    static func drawBackpack(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 146, width: 300)
        // Handle and shoulder straps behind the body.
        canvas.strokeArc(0, -126, radius: 30, from: Double.pi, to: 2 * Double.pi, thickness: 12, black)
        for side in [-1.0, 1] {
            canvas.fillRoundedRectangle(side * 118 - 16, -90, 32, 210, radius: 14, accent.darker(0.45))
        }
        canvas.fillRoundedRectangle(-120, -130, 240, 276, radius: 70, accent)
        canvas.fillRoundedRectangle(-120, -130, 70, 276, radius: 60, accent.lighter(0.1))
        canvas.strokeArc(
            0, -50, radius: 100, from: Double.pi + 0.5, to: 2 * Double.pi - 0.5, thickness: 4, black, opacity: 0.6)
        // The front pocket with its zip and pull.
        canvas.fillRoundedRectangle(-90, 20, 180, 110, radius: 36, accent.darker(0.2))
        canvas.fillRectangle(-70, 40, 140, 4, black, opacity: 0.6)
        canvas.fillRoundedRectangle(40, 40, 10, 30, radius: 4, aluminium)
        canvas.fillRoundedRectangle(-50, -10, 100, 14, radius: 6, accent.darker(0.35))
    }

    static func drawCable(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 120, width: 420)
        // Coils of cable held by silicone clips, one end with its plug.
        let cable = Canvas.Colour(40, 40, 46)
        for index in 0..<4 {
            let offset = Double(index) * 10
            canvas.strokeEllipse(
                -60 + offset, -10 + offset / 2, 140, 100, thickness: 10, cable.lighter(Double(index) * 0.06))
        }
        canvas.strokeLine(70, 60, 200, 100, thickness: 10, cable)
        canvas.fillRoundedRectangle(196, 84, 60, 32, radius: 8, aluminium.darker(0.1))
        canvas.fillRectangle(254, 92, 14, 16, steel)
        for (x, y) in [(-196.0, -10.0), (76, -10), (-50, -108)] {
            canvas.fillRoundedRectangle(x - 26, y - 22, 52, 44, radius: 16, accent)
            canvas.fillRoundedRectangle(x - 20, y - 6, 40, 12, radius: 6, accent.darker(0.3))
        }
    }

    static func drawLabelPrinter(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 118, width: 340)
        // A label coming out of the top: a barcode and a line of print.
        canvas.fillRectangle(-84, -150, 168, 112, white)
        canvas.fillRectangle(-84, -150, 168, 112, black, opacity: 0.05)
        for index in 0..<26 {
            let w = Double([2, 4, 2, 6, 2, 3][index % 6])
            canvas.fillRectangle(-70 + Double(index) * 5.3, -136, w * 0.8, 46, black)
        }
        canvas.fillRoundedRectangle(-70, -80, 110, 10, radius: 4, graphite)
        canvas.fillRoundedRectangle(-70, -64, 70, 10, radius: 4, graphite)
        // The printer.
        canvas.fillRoundedRectangle(-150, -50, 300, 164, radius: 40, accent.darker(0.25))
        canvas.fillRoundedRectangle(-150, -50, 300, 154, radius: 40, accent)
        canvas.fillRoundedRectangle(-100, -46, 200, 12, radius: 6, black)
        canvas.fillCircle(100, 50, 18, white)
        canvas.fillCircle(100, 50, 12, accent.lighter(0.4))
        canvas.fillCircle(-110, 10, 5, Canvas.Colour(120, 255, 140))
    }

    static func drawShredder(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 148, width: 300)
        // A sheet going in at the top.
        canvas.fillPolygon([(-90, -150), (90, -150), (100, -80), (-100, -80)], white)
        for row in 0..<4 {
            canvas.fillRectangle(-70, -138 + Double(row) * 13, 140 - Double(row % 2) * 40, 5, graphite.lighter(0.4))
        }
        canvas.fillRoundedRectangle(-140, -90, 280, 54, radius: 14, black)
        canvas.fillRectangle(-110, -86, 220, 8, graphite.darker(0.6))
        canvas.fillCircle(110, -62, 8, accent)
        // The bin with a window onto the strips.
        canvas.fillRoundedRectangle(-126, -36, 252, 182, radius: 10, graphite)
        canvas.fillRoundedRectangle(-80, 0, 160, 110, radius: 10, Canvas.Colour(190, 200, 210), opacity: 0.6)
        for index in 0..<18 {
            let x = -72 + Double(index) * 8.5
            let top = 30 + Double((index * 7) % 5) * 8
            canvas.fillRectangle(x, top, 4, 104 - top + 2, white)
        }
        canvas.fillRectangle(-126, -36, 252, 6, accent.darker(0.2))
    }
}

// MARK: - Drawing the pictures

/// How a view places the pictogram on a 600 × 450 picture: where the design's (0, 0) lands, its
/// scale, and whether it is mirrored.
let views: [(x: Double, y: Double, scale: Double, mirrored: Bool)] = [
    (300, 230, 0.86, false), (304, 236, 0.74, true), (296, 234, 0.80, false), (300, 244, 0.62, true),
    (300, 226, 0.92, false),
]

/// View `view` (0…4) of `shape`, `width` × `width × 3 / 4` pixels.
func picture(of shape: ProductShape, view: Int, width: Int) -> Canvas {
    let kinds = ProductShape.allCases
    let hue = Double(kinds.firstIndex(of: shape)!) / Double(kinds.count)
    let tint = hue + Double(view) * 0.08
    let factor = Double(width) / 600
    var canvas = Canvas(
        width: width, height: width * 3 / 4, top: Canvas.Colour(hue: tint, lightness: 0.94, saturation: 0.6),
        bottom: Canvas.Colour(hue: tint + 0.05, lightness: 0.78, saturation: 0.5))
    let accent = Canvas.Colour(hue: hue + 0.5, lightness: 0.5, saturation: 0.65)
    let place = views[view]
    canvas.placement = Canvas.Placement(
        originX: place.x * factor, originY: place.y * factor, scale: place.scale * factor, mirrored: place.mirrored)
    shape.draw(on: &canvas, accent: accent)
    return canvas
}

/// A baseline JPEG of the canvas as the server's codec wrote them: libjpeg's defaults (4:2:0) at
/// `quality`, optimised Huffman tables.
func jpeg(_ canvas: Canvas, quality: Int) -> Data {
    var errors = jpeg_error_mgr()
    var info = jpeg_compress_struct()
    info.err = jpeg_std_error(&errors)
    jpeg_CreateCompress(&info, JPEG_LIB_VERSION, MemoryLayout<jpeg_compress_struct>.size)
    var buffer: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    jpeg_mem_dest(&info, &buffer, &size)
    info.image_width = JDIMENSION(canvas.width)
    info.image_height = JDIMENSION(canvas.height)
    info.input_components = 4
    info.in_color_space = JCS_EXT_RGBA
    jpeg_set_defaults(&info)
    jpeg_set_quality(&info, Int32(quality), 1)
    info.optimize_coding = 1
    jpeg_start_compress(&info, 1)
    var pixels = canvas.pixels
    let stride = canvas.width * 4
    pixels.withUnsafeMutableBufferPointer { bytes in
        while info.next_scanline < info.image_height {
            var row: JSAMPROW? = bytes.baseAddress! + Int(info.next_scanline) * stride
            jpeg_write_scanlines(&info, &row, 1)
        }
    }
    jpeg_finish_compress(&info)
    jpeg_destroy_compress(&info)
    defer { free(buffer) }
    return Data(bytes: buffer!, count: Int(size))
}

let arguments = CommandLine.arguments
guard arguments.count >= 2, arguments.count <= 4 else {
    FileHandle.standardError.write(Data("usage: draw-demo-pictures FOLDER [WIDTH [QUALITY]]\n".utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: arguments[1], isDirectory: true)
let width = arguments.count > 2 ? Int(arguments[2])! : 1200
let quality = arguments.count > 3 ? Int(arguments[3])! : 80
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
var largest = (name: "", bytes: 0)
var total = 0
for shape in ProductShape.allCases {
    for view in views.indices {
        let name = "\(shape)-\(view + 1).jpg"
        let data = jpeg(picture(of: shape, view: view, width: width), quality: quality)
        try data.write(to: folder.appendingPathComponent(name))
        print(name, data.count)
        total += data.count
        if data.count > largest.bytes { largest = (name, data.count) }
    }
}
print(
    "\(ProductShape.allCases.count * views.count) pictures, \(total) bytes;",
    "largest \(largest.name), \(largest.bytes) bytes")
