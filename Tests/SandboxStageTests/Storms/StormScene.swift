import Foundation
import SeededRandom

/// A generated scene file for the event storm: about 45 views nested up to five deep, with
/// every property the hit-test and delivery rules look at varied, a few buttons sending
/// nil-targeted actions, child view controllers and several possible first responders.
enum StormScene {
    static let size = (width: 800, height: 600)

    static func text(seed: UInt64) -> String {
        var rng = SplitMix64(seed: seed ^ 0x5CE9E)
        var lines = [
            "title: \"Event storm \(seed)\"",
            "size: [\(size.width), \(size.height)]",
            "delegate: {name: AppDelegate, responder: true, actions: [\"paste:\"]}",
            "root:",
            "  controller: ViewController",
            "  handles: [motion]",
            "  actions: [\"buttonPressed:\"]",
            "  view:",
            "    name: root",
            "    frame: [0, 0, \(size.width), \(size.height)]",
            "    handles: [touchesBegan, touchesEnded]",
            "    multipleTouchEnabled: true",
            "    canBecomeFirstResponder: true",
            "    firstResponder: true",
            "    subviews:",
        ]
        var count = 0
        var controllers = 0
        func subviews(width: Int, height: Int, depth: Int, indent: String) {
            let children = depth == 0 ? 6 : Int.random(in: 0...(depth < 3 ? 4 : 2), using: &rng)
            for _ in 0..<children where count < 45 {
                count += 1
                let w = Int.random(in: max(20, width / 4)...max(20, width * 3 / 4), using: &rng)
                let h = Int.random(in: max(20, height / 4)...max(20, height * 3 / 4), using: &rng)
                // Some frames poke out of their superview: outside it they cannot be hit.
                let x = Int.random(in: -10...max(-10, width - w / 2), using: &rng)
                let y = Int.random(in: -10...max(-10, height - h / 2), using: &rng)
                var viewIndent = indent
                if controllers < 2, depth == 1, rng.chance(30) {
                    controllers += 1
                    lines.append("\(indent)- controller: Controller\(controllers)")
                    lines.append("\(indent)  handles: [touchesEnded, pressesBegan]")
                    lines.append("\(indent)  canBecomeFirstResponder: true")
                    lines.append("\(indent)  view:")
                    viewIndent = indent + "    "
                    lines.append("\(viewIndent)name: V\(count)")
                } else {
                    lines.append("\(indent)- name: V\(count)")
                    viewIndent = indent + "  "
                }
                lines.append("\(viewIndent)frame: [\(x), \(y), \(w), \(h)]")
                lines += properties(using: &rng).map { viewIndent + $0 }
                lines += gestures(of: "V\(count)", using: &rng).map { viewIndent + $0 }
                if depth < 4 {
                    let mark = lines.count
                    lines.append("\(viewIndent)subviews:")
                    subviews(width: w, height: h, depth: depth + 1, indent: viewIndent + "  ")
                    if lines.count == mark + 1 { lines.removeLast() }
                }
            }
        }
        subviews(width: size.width, height: size.height, depth: 0, indent: "      ")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Gesture recognizers on about one view in five, with their delays, cancelling and
    /// relations varied (a `requiresToFail` or `simultaneousWith` names an earlier sibling).
    private static func gestures(of view: String, using rng: inout SplitMix64) -> [String] {
        guard rng.chance(20) else { return [] }
        var lines = ["gestures:"]
        for index in 0..<Int.random(in: 1...2, using: &rng) {
            let kind = ["tap", "longPress", "pan", "swipe", "pinch", "rotation", "screenEdgePan", "hover"].randomElement(using: &rng)!
            var keys = ["name: \(view)g\(index)", "kind: \(kind)", "action: \"gestured:\"", "target: ViewController"]
            if kind == "tap", rng.chance(40) { keys.append("taps: 2") }
            if kind == "screenEdgePan" { keys.append("edges: [\(["left", "right", "top", "bottom"].randomElement(using: &rng)!)]") }
            if kind == "pan", rng.chance(30) { keys.append("maximumTouches: 1") }
            if rng.chance(10) { keys.append("shouldBegin: false") }
            if rng.chance(30) { keys.append("cancelsTouchesInView: false") }
            if rng.chance(30) { keys.append("delaysTouchesBegan: true") }
            if rng.chance(30) { keys.append("delaysTouchesEnded: false") }
            if index == 1, rng.chance(50) { keys.append("\(rng.chance(50) ? "requiresToFail" : "simultaneousWith"): [\(view)g0]") }
            lines.append("  - {\(keys.joined(separator: ", "))}")
        }
        return lines
    }

    private static func properties(using rng: inout SplitMix64) -> [String] {
        var keys: [String] = []
        let handles = ["touches", "touchesBegan", "touchesMoved", "motion", "presses", "remoteControlReceived"]
            .filter { _ in rng.chance(25) }
        if !handles.isEmpty { keys.append("handles: [\(handles.joined(separator: ", "))]") }
        if rng.chance(10) {
            let kind = ["button", "slider", "switch"].randomElement(using: &rng)!
            keys.append("control: {kind: \(kind), action: \"buttonPressed:\", target: null}")
        }
        if rng.chance(10) { keys.append("actions: [\"copy:\"]") }
        if rng.chance(40) { keys.append("canBecomeFirstResponder: true") }
        if rng.chance(60) { keys.append("multipleTouchEnabled: true") }
        if rng.chance(8) { keys.append("exclusiveTouch: true") }
        if rng.chance(5) { keys.append("hidden: true") }
        if rng.chance(5) { keys.append("userInteractionEnabled: false") }
        if rng.chance(8) { keys.append("alpha: \([0.01, 0.0099, 0.5].randomElement(using: &rng)!)") }
        if rng.chance(10) { keys.append("callsSuper: true") }
        if rng.chance(5) { keys.append("passthrough: true") }
        if rng.chance(5) { keys.append("hitArea: \(Int.random(in: -10...20, using: &rng))") }
        if rng.chance(8) {
            let rotate = [0, 90, 30, -45].randomElement(using: &rng)!, scale = [0.5, 1, 1.5].randomElement(using: &rng)!
            keys.append("transform: {rotate: \(rotate), scale: \(scale), translate: [\(Int.random(in: -40...40, using: &rng)), 0]}")
        }
        if rng.chance(8) { keys.append("boundsOrigin: [\(Int.random(in: -40...40, using: &rng)), \(Int.random(in: -40...40, using: &rng))]") }
        // A scroll view now and then: never with a control or a boundsOrigin, which it refuses.
        if rng.chance(8), !keys.contains(where: { $0.hasPrefix("control") || $0.hasPrefix("boundsOrigin") }) {
            let flags = "delaysContentTouches: \(rng.chance(70)), canCancelContentTouches: \(rng.chance(70)), "
                + "scrollEnabled: \(rng.chance(85)), bounces: \(rng.chance(70)), pagingEnabled: \(rng.chance(20)), "
                + "directionalLock: \(rng.chance(30)), touchesShouldCancel: \(["default", "always", "never"].randomElement(using: &rng)!)"
            keys.append("scroll: {contentSize: [\(Int.random(in: 0...900, using: &rng)), \(Int.random(in: 0...900, using: &rng))], contentOffset: [0, \(Int.random(in: 0...60, using: &rng))], \(flags)}")
        }
        return keys
    }
}
