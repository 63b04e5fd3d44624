import Foundation

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
