import Foundation
import SandboxScenes

/// A small live plot of the shake detector's inputs, one strip per sensor: acceleration
/// without gravity (orange) and rotation rate (blue), each with its own threshold line and
/// its value and threshold in words, so a class sees why a movement was or was not a shake.
struct MotionPlotPainter {
    let canvas: CanvasPainter
    /// The plot's size at zoom 1.
    static let size = CGSize(width: 320, height: 170)

    private struct Strip {
        var name: String
        var unit: String
        var threshold: Double
        var color: StageColor
        var value: (MotionPlotPoint) -> Double
    }

    func paint(into list: inout DisplayList) {
        let points = canvas.frame.motionPlot
        guard let last = points.last else { return }
        let layout = canvas.layout
        let area = layout.canvasArea
        let width = layout.size(Self.size.width), height = layout.size(Self.size.height)
        let box = CGRect(x: area.maxX - width - layout.size(12), y: area.maxY - StageLayout.chainStripHeight - layout.size(44) - height,
                         width: width, height: height)
        list.fill(box, Palette.paper.withAlpha(240))
        list.outline(box, Palette.ink, width: 1)
        let titleSize = layout.size(13), textSize = layout.size(11)
        let title = last.shaking ? "motion: SHAKING (green band)" : "motion: still"
        list.text(title, at: CGPoint(x: box.minX + layout.size(8), y: box.minY + layout.size(3)), size: titleSize, color: Palette.ink, bold: true)
        let thresholds = canvas.frame.shakeThresholds
        let strips = [
            Strip(name: "accel", unit: "m/s²", threshold: thresholds.acceleration, color: Palette.orange, value: \.acceleration),
            Strip(name: "gyro", unit: "rad/s", threshold: thresholds.rotationRate, color: Palette.blue, value: \.rotation),
        ]
        let top = box.minY + canvas.measurer.lineHeight(size: titleSize) + layout.size(6)
        let stripHeight = (box.maxY - layout.size(4) - top) / Double(strips.count)
        let start = last.time - MotionPlotPoint.span
        for (index, strip) in strips.enumerated() {
            let rect = CGRect(x: box.minX + layout.size(8), y: top + Double(index) * stripHeight, width: box.width - layout.size(16), height: stripHeight - layout.size(4))
            paint(strip, points: points.filter { $0.time >= start }, last: last, start: start, in: rect, textSize: textSize, into: &list)
        }
    }

    /// One sensor: its legend line on top, then its curve against its own threshold line.
    private func paint(_ strip: Strip, points: [MotionPlotPoint], last: MotionPlotPoint, start: Double, in rect: CGRect,
                       textSize: Double, into list: inout DisplayList) {
        let layout = canvas.layout
        let legendHeight = canvas.measurer.lineHeight(size: textSize)
        let legend = "\(strip.name) \(strip.value(last).formatted(fractionDigits: 1)) \(strip.unit) · threshold \(strip.threshold.formatted(fractionDigits: 1)) (dashed)"
        list.fill(CGRect(x: rect.minX, y: rect.minY + legendHeight / 2 - 1.5, width: layout.size(10), height: 3), strip.color)
        list.text(canvas.measurer.truncate(legend, width: rect.width - layout.size(14), size: textSize), at: CGPoint(x: rect.minX + layout.size(14), y: rect.minY),
                  size: textSize, color: Palette.ink)
        let plot = CGRect(x: rect.minX, y: rect.minY + legendHeight + layout.size(2), width: rect.width, height: max(4, rect.height - legendHeight - layout.size(2)))
        list.outline(plot, Palette.ink.withAlpha(60), width: 1)
        func x(_ time: Double) -> Double { plot.minX + (time - start) / MotionPlotPoint.span * plot.width }
        // Values are plotted as multiples of the threshold, up to twice it: the line is halfway up.
        func y(_ value: Double) -> Double { plot.maxY - min(value / max(strip.threshold, 0.0001), 2) / 2 * plot.height }
        for point in points where point.shaking {
            list.fill(CGRect(x: x(point.time), y: plot.minY, width: 3, height: plot.height), Palette.bluishGreen.withAlpha(50))
        }
        list.append(.polyline([CGPoint(x: plot.minX, y: y(strip.threshold)), CGPoint(x: plot.maxX, y: y(strip.threshold))],
                              strip.color.mixed(with: Palette.ink, 0.3), width: 1.5, dashed: true))
        list.append(.polyline(points.map { CGPoint(x: x($0.time), y: y(strip.value($0))) }, strip.color, width: 2, dashed: false))
    }
}
