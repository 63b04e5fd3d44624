import Foundation

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
