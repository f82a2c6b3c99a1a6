import Foundation

/// A recording (`--record`, Ctrl+R) made into a lesson's `events:` script: what a teacher did
/// in the window, ready for L to play. Touch points are rounded to half a point (a mouse
/// gives 13 digits no student should read), the wait before the first input goes (it is only
/// the teacher getting ready), a click (a finger down and up at one point, quickly, alone)
/// becomes one `tap`, the wait between two taps far apart goes (L plays each line as a step,
/// and the time a teacher took between clicks is no step of the lesson), the recording's own
/// header goes, and every other line stays as recorded: the waits while a finger is down (a
/// long press, a drag's speed), its notes as comments, and the `set` and edit lines that
/// leave captions.
public enum LessonEvents {
    /// The lesson's script for a recording's text.
    public static func script(fromRecording text: String) -> String {
        var lines: [String] = []
        var started = false
        for raw in text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("# Recorded in the Responder Sandbox window") || line.hasPrefix("# Replay: ") { continue }
            let words = line.split(separator: " ").map(String.init)
            guard let first = words.first else { continue }
            if first == "wait" && !started { continue }
            if !first.hasPrefix("#") && !stateWords.contains(first) { started = true }
            lines.append(rounded(words, line: line))
        }
        return waitsBetweenTapsDropped(tapsMerged(lines)).joined(separator: "\n")
    }

    /// Two taps at least this far apart are separate inputs, whatever the time between them:
    /// no multi-tap count or tap recognizer joins them (UIKit counts a second tap within about
    /// 22 points; a tap recognizer's allowance is of the same order).
    static let separateTapDistance = 50.0

    /// `tap`, `wait`, `tap` with the taps far apart: the wait goes. Near taps keep it: without
    /// it they would be a double tap.
    static func waitsBetweenTapsDropped(_ lines: [String]) -> [String] {
        var result: [String] = []
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("wait "), index > 0, index + 1 < lines.count,
               let before = tapPoint(lines[index - 1]), let after = tapPoint(lines[index + 1]),
               hypot(after.x - before.x, after.y - before.y) >= separateTapDistance {
                continue
            }
            result.append(line)
        }
        return result
    }

    private static func tapPoint(_ line: String) -> (x: Double, y: Double)? {
        let words = line.split(separator: " ")
        guard words.count == 3, words[0] == "tap", let x = Double(words[1]), let y = Double(words[2]) else { return nil }
        return (x, y)
    }

    /// Shorter than this between down and up, a click is a `tap`: UIKit's timers that could
    /// tell them apart start at 0.15 s (a scroll view's delaysContentTouches) and 0.5 s (a long press).
    static let tapDuration = 0.15

    /// `down ID X Y`, a short `wait`, `up ID X Y` with no other finger down: `tap X Y`.
    static func tapsMerged(_ lines: [String]) -> [String] {
        var result: [String] = []
        var down: Set<String> = []
        var index = 0
        while index < lines.count {
            let words = lines[index].split(separator: " ").map(String.init)
            if words.count == 4, words[0] == "down", down.isEmpty, let upIndex = liftIndex(after: index, in: lines),
               lines[upIndex] == "up " + words.dropFirst().joined(separator: " ") {
                result.append("tap \(words[2]) \(words[3])")
                index = upIndex + 1
                continue
            }
            if words.count >= 2, words[0] == "down" { down.insert(words[1]) }
            if words.count >= 2, words[0] == "up" || words[0] == "cancel" { down.remove(words[1]) }
            result.append(lines[index])
            index += 1
        }
        return result
    }

    /// The line after a `down` that could be its lift: the next one, or the one after a short wait.
    private static func liftIndex(after index: Int, in lines: [String]) -> Int? {
        guard index + 1 < lines.count else { return nil }
        let next = lines[index + 1].split(separator: " ")
        guard next.first == "wait" else { return index + 1 }
        guard next.count == 2, let seconds = Double(next[1]), seconds < tapDuration, index + 2 < lines.count else { return nil }
        return index + 2
    }

    /// The lines that set the scene's state rather than deliver input: a wait after them is
    /// still the wait before the first input.
    static let stateWords: Set<String> = ["set", "remove", "add", "reorder", "reparent", "rename", "become", "resign"]

    /// `down`, `move`, `up` and `tap` with their coordinates to the nearest half point.
    static func rounded(_ words: [String], line: String) -> String {
        let pointStart: Int
        switch words[0] {
        case "tap": pointStart = 1
        case "down", "move", "up": pointStart = 2
        default: return line
        }
        guard words.count == pointStart + 2 else { return line }
        var written = words
        for index in pointStart..<(pointStart + 2) {
            guard let value = Double(words[index]), value.isFinite else { return line }
            written[index] = halfPoint(value)
        }
        return written.joined(separator: " ")
    }

    /// 312.25 → "312.5", 40.7 → "40.5", 12.0 → "12".
    static func halfPoint(_ value: Double) -> String {
        let half = (value * 2).rounded() / 2
        return half == half.rounded() ? String(Int(half)) : String(half)
    }
}
