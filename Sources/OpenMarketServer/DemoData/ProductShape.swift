import Foundation

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
