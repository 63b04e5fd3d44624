import Foundation

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
