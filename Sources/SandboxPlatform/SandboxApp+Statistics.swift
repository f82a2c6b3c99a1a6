import Foundation

extension SandboxApp {
    /// What `--statistics` prints before the slowest frames: the renderer, then the medians,
    /// 95th percentiles and maxima of each part of a frame (seconds in, milliseconds out), and
    /// the time from launch to the first frame (milliseconds) when it is known.
    static func statisticsLines(renderer: String, framesDrawn: Int, draw: [Double], drawAndPresent: [Double],
                                whole: [Double], input: [Double], launchToFirstFrame: Double?) -> [String] {
        func percentile(_ values: [Double], _ p: Double) -> Double {
            let sorted = values.sorted()
            return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] * 1000
        }
        func ms(_ value: Double) -> String { value.formatted(fractionDigits: 2) }
        var lines = ["renderer: \(renderer); frames drawn: \(framesDrawn)",
                     "draw: median \(ms(percentile(draw, 0.5))) ms, p95 \(ms(percentile(draw, 0.95))) ms, max \(ms(percentile(draw, 1))) ms",
                     "draw and present: median \(ms(percentile(drawAndPresent, 0.5))) ms, p95 \(ms(percentile(drawAndPresent, 0.95))) ms",
                     "whole frame (input handled, drawn, presented): median \(ms(percentile(whole, 0.5))) ms, p95 \(ms(percentile(whole, 0.95))) ms, max \(ms(percentile(whole, 1))) ms",
                     "of which input and model, before drawing: median \(ms(percentile(input, 0.5))) ms, max \(ms(percentile(input, 1))) ms"]
        if let launchToFirstFrame {
            lines.insert("launch to first frame: \(launchToFirstFrame.formatted(fractionDigits: 1)) ms", at: 0)
        }
        return lines
    }
}
