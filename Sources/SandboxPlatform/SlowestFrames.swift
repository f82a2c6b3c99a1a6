import Foundation

/// The slowest frames of a run, kept as they come (a long run keeps only these, not every frame).
public struct SlowestFrames: Equatable, Sendable {
    public let count: Int
    /// The slowest frames by whole time, slowest first; an earlier frame first among equals.
    public private(set) var frames: [FrameRecord] = []
    /// The slowest frame that had Y's answer on screen, kept even when it is not among `frames`.
    public private(set) var slowestWithWhy: FrameRecord?

    public init(count: Int = 5) {
        self.count = count
    }

    public mutating func add(_ frame: FrameRecord) {
        if frame.showsWhy, slowestWithWhy.map({ frame.whole > $0.whole }) ?? true { slowestWithWhy = frame }
        guard count > 0 else { return }
        if frames.count == count, let last = frames.last, frame.whole <= last.whole { return }
        let index = frames.firstIndex { frame.whole > $0.whole } ?? frames.endIndex
        frames.insert(frame, at: index)
        if frames.count > count { frames.removeLast() }
    }

    /// The statistics' lines: the slowest frames, then the slowest with Y's answer if it is not one of them.
    public var lines: [String] {
        guard !frames.isEmpty else { return [] }
        var lines = ["slowest frames (whole frame = its parts; what the frame did):"] + frames.map { "  " + $0.line }
        if let why = slowestWithWhy, !frames.contains(where: { $0.number == why.number }) {
            lines.append("slowest frame with Y's answer on screen:")
            lines.append("  " + why.line)
        }
        return lines
    }
}
