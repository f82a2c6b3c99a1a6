import Foundation
@testable import ResponderCore
@testable import SandboxScenes
import SeededRandom

/// Random scene files whose views carry recognizers of every kind with every switch and
/// delegate key a scene can give them (scroll views with their own switches among them), and
/// random input for them from up to four fingers.
enum RandomRecognizerScene {
    static let minimal = """
    size: [400, 400]
    root:
      controller: ViewController
      view:
        name: root
        frame: [0, 0, 400, 400]
        subviews:
          - name: box
            frame: [50, 50, 200, 200]
            handles: [touches]
            gestures:
              - {name: boxTap, kind: tap}
    """

    static let kinds = ["tap", "longPress", "pan", "swipe", "pinch", "rotation", "screenEdgePan"]

    /// A scene file: a root of 400×400 and up to twelve views, nested up to three deep.
    static func make(using rng: inout SplitMix64) -> String {
        var lines = ["size: [400, 400]", "root:", "  controller: ViewController", "  actions: [\"act:\"]", "  view:"]
        var recognizers: [String] = []
        var viewNames: [String] = ["root"]
        var count = 0
        func view(name: String, frame: [Int], depth: Int, indent: String, rng: inout SplitMix64) {
            lines.append("\(indent)frame: [\(frame.map(String.init).joined(separator: ", "))]")
            if rng.chance(60) { lines.append("\(indent)handles: [touches]") }
            if rng.chance(30) { lines.append("\(indent)multipleTouchEnabled: true") }
            if rng.chance(10) { lines.append("\(indent)exclusiveTouch: true") }
            let isScroll = depth < 2 && rng.chance(25)
            if isScroll {
                let wide = rng.chance(40) ? frame[2] * 3 : frame[2]
                var keys = ["contentSize: [\(wide), \(frame[3] * 3)]"]
                if rng.chance(30) { keys.append("delaysContentTouches: false") }
                if rng.chance(20) { keys.append("canCancelContentTouches: false") }
                if rng.chance(50) { keys.append("touchesShouldBegin: false") }
                if rng.chance(15) { keys.append("touchesShouldCancel: " + (rng.chance(50) ? "never" : "always")) }
                if rng.chance(15) { keys.append("directionalLock: true") }
                lines.append("\(indent)scroll: {\(keys.joined(separator: ", "))}")
            }
            let gestures = (0..<Int.random(in: depth == 0 ? 1...2 : 0...2, using: &rng)).map { slot in
                recognizer(name: "\(name)G\(slot)", earlier: recognizers, views: viewNames, using: &rng)
            }
            if !gestures.isEmpty {
                lines.append("\(indent)gestures:")
                for (name, line) in gestures {
                    lines.append("\(indent)  - \(line)")
                    recognizers.append(name)
                }
            }
            guard depth < 3, count < 12 else { return }
            let children = Int.random(in: depth == 0 ? 2...4 : 0...3, using: &rng)
            guard children > 0 else { return }
            lines.append("\(indent)subviews:")
            for _ in 0..<children where count < 12 {
                count += 1
                let child = "v\(count)"
                viewNames.append(child)
                let width = Int.random(in: 40...max(40, frame[2]), using: &rng), height = Int.random(in: 40...max(40, frame[3]), using: &rng)
                let x = Int.random(in: -10...max(0, frame[2] - width / 2), using: &rng), y = Int.random(in: -10...max(0, frame[3] - height / 2), using: &rng)
                lines.append("\(indent)  - name: \(child)")
                view(name: child, frame: [x, y, width, height], depth: depth + 1, indent: indent + "    ", rng: &rng)
            }
        }
        lines.append("    name: root")
        view(name: "root", frame: [0, 0, 400, 400], depth: 0, indent: "    ", rng: &rng)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One recognizer's flow mapping. Relations name only earlier recognizers, so none is circular.
    private static func recognizer(name: String, earlier: [String], views: [String], using rng: inout SplitMix64) -> (String, String) {
        let kind = kinds.randomElement(using: &rng)!
        var keys = ["name: \(name)", "kind: \(kind)", "action: \"act:\"", "target: ViewController"]
        switch kind {
        case "tap":
            keys.append("taps: \(Int.random(in: 1...2, using: &rng))")
            if rng.chance(25) { keys.append("touches: 2") }
        case "longPress":
            keys.append("minimumPressDuration: \([0, 0.2, 0.5].randomElement(using: &rng)!)")
            if rng.chance(30) { keys.append("allowableMovement: \([0, 30].randomElement(using: &rng)!)") }
        case "pan":
            if rng.chance(30) { keys.append("maximumTouches: \(Int.random(in: 1...2, using: &rng))") }
        case "swipe":
            let directions = ["right", "left", "up", "down"].filter { _ in rng.chance(50) }
            keys.append("direction: [\((directions.isEmpty ? ["right"] : directions).joined(separator: ", "))]")
        case "screenEdgePan":
            let edges = ["left", "right", "top", "bottom"].filter { _ in rng.chance(50) }
            keys.append("edges: [\((edges.isEmpty ? ["left"] : edges).joined(separator: ", "))]")
        default:
            break
        }
        if rng.chance(30) { keys.append("cancelsTouchesInView: false") }
        if rng.chance(30) { keys.append("delaysTouchesBegan: true") }
        if rng.chance(30) { keys.append("delaysTouchesEnded: false") }
        if rng.chance(10) { keys.append("enabled: false") }
        if rng.chance(10) { keys.append("shouldBegin: false") }
        if rng.chance(10), let view = views.randomElement(using: &rng) { keys.append("ignores: [\(view)]") }
        if rng.chance(10) { keys.append("shouldReceive: {startsInArea: [0, 0, 200, 400]}") }
        if let other = earlier.randomElement(using: &rng) {
            if rng.chance(25) { keys.append("requiresToFail: [\(other)]") }
            if rng.chance(15) { keys.append("simultaneousWith: [\(other)]") }
            if rng.chance(10) { keys.append("shouldRequireFailureOf: [\(other)]") }
            if rng.chance(10) { keys.append("shouldBeRequiredToFailBy: [\(other)]") }
        }
        return (name, "{\(keys.joined(separator: ", "))}")
    }

    /// The next random input for the scene as it is now: a finger down (at the window's edges
    /// too), moved a little or far, lifted or cancelled; a wait on the clock; a recognizer
    /// switched; now and then a view removed.
    static func nextInput(for scene: LoadedScene, using rng: inout SplitMix64) -> ScriptCommand? {
        let application = scene.application
        var views = application.windows.flatMap(\.subviews)
        var names: [String] = []
        var recognizers: [String] = []
        while let view = views.popLast() {
            names.append(view.name)
            recognizers += view.attachedRecognizers.map(\.name)
            views += view.subviews
        }
        let down = application.activeTouchIdentifiers.filter { $0 <= 4 }
        func point() -> CGPoint {
            let edge: [Int] = [0, 5, 395, 400]
            let x = rng.chance(15) ? edge.randomElement(using: &rng)! : Int.random(in: 0...400, using: &rng)
            let y = rng.chance(10) ? edge.randomElement(using: &rng)! : Int.random(in: 0...400, using: &rng)
            return CGPoint(x: CGFloat(x), y: CGFloat(y))
        }
        func location(of id: Int) -> CGPoint? {
            application.touchRecords[id]?.touch.location(in: nil)
        }
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<22:
            let free = (1...4).filter { !application.isTouchDown($0) && !application.gestureEnvironment.isFollowing(touchIdentifier: $0) }
            return free.randomElement(using: &rng).map { .down(id: $0, at: point()) }
        case 22..<60:
            guard let id = down.randomElement(using: &rng), let from = location(of: id) else { return nil }
            let reach = rng.chance(30) ? 80 : 8
            return .move(id: id, to: CGPoint(x: from.x + CGFloat(Int.random(in: -reach...reach, using: &rng)),
                                             y: from.y + CGFloat(Int.random(in: -reach...reach, using: &rng))))
        case 60..<78:
            guard let id = down.randomElement(using: &rng), let at = location(of: id) else { return nil }
            return .up(id: id, at: at)
        case 78..<80:
            return down.randomElement(using: &rng).map { .cancel(id: $0) }
        case 80..<83:
            guard let name = recognizers.randomElement(using: &rng) else { return nil }
            return .set(name, .gesture(GestureFlag.allCases.randomElement(using: &rng)!, Bool.random(using: &rng)))
        case 83:
            guard rng.chance(20), let name = names.filter({ $0 != "root" }).randomElement(using: &rng) else { return nil }
            return .remove(name)
        default:
            return .wait([0, 0.05, 0.1, 0.2, 0.6].randomElement(using: &rng)!)
        }
    }
}
