import Foundation

/// A small live plot of the shake detector's inputs: acceleration without gravity and
/// rotation rate, each drawn relative to its own threshold, so a class sees why a movement
/// was or was not a shake.
struct MotionPlotPainter {
    let canvas: CanvasPainter
    static let size = CGSize(width: 300, height: 120)

    func paint(into list: inout DisplayList) {
        let points = canvas.session.motionPlot
        guard let last = points.last else { return }
        let area = canvas.layout.canvasArea
        let box = CGRect(x: area.maxX - Self.size.width - 12, y: area.maxY - ChainArrowPainter.pillHeight - 60 - Self.size.height,
                         width: Self.size.width, height: Self.size.height)
        list.fill(box, Palette.paper.withAlpha(235))
        list.outline(box, Palette.ink, width: 1)
        let plot = box.insetBy(dx: 8, dy: 22)
        let start = last.time - SandboxSession.motionPlotSpan
        func x(_ time: Double) -> Double { plot.minX + (time - start) / SandboxSession.motionPlotSpan * plot.width }
        // Values are plotted as multiples of their threshold: 1 is the line a shake must cross.
        func y(_ ratio: Double) -> Double { plot.maxY - min(ratio, 2) / 2 * plot.height }
        for point in points where point.shaking && point.time >= start {
            list.fill(CGRect(x: x(point.time), y: plot.minY, width: 3, height: plot.height), Palette.bluishGreen.withAlpha(60))
        }
        list.append(.polyline([CGPoint(x: plot.minX, y: y(1)), CGPoint(x: plot.maxX, y: y(1))], Palette.vermillion, width: 1.5, dashed: true))
        let detector = canvas.session.runner.shakeDetector
        let visible = points.filter { $0.time >= start }
        list.append(.polyline(visible.map { CGPoint(x: x($0.time), y: y($0.acceleration / detector.accelerationThreshold)) }, Palette.orange, width: 2, dashed: false))
        list.append(.polyline(visible.map { CGPoint(x: x($0.time), y: y($0.rotation / detector.rotationRateThreshold)) }, Palette.blue, width: 2, dashed: false))
        let title = last.shaking ? "motion: SHAKING" : "motion: still"
        list.text(title, at: CGPoint(x: box.minX + 8, y: box.minY + 3), size: 13, color: Palette.ink, bold: true)
        list.text("threshold", at: CGPoint(x: plot.maxX, y: y(1) - 16), size: 11, color: Palette.vermillion, anchor: .topRight)
        let legend = String(format: "accel %.1f m/s² (line %.0f) · gyro %.1f rad/s (line %.1f)",
                            last.acceleration, detector.accelerationThreshold, last.rotation, detector.rotationRateThreshold)
        list.text(canvas.measurer.truncate(legend, width: box.width - 16, size: 11), at: CGPoint(x: box.minX + 8, y: box.maxY - 17), size: 11, color: Palette.ink)
    }
}
