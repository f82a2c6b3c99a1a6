import Foundation
import SeededRandom

/// Random scene files with what a capture carries: nested views and their flags, recognizers
/// of every kind with their settings, buttons, sliders, switches, text fields, scroll views,
/// controllers, further windows with levels and a key window; and random taps and drags.
enum RandomCapturedScene {
    /// One scene with a little of everything, for the field-by-field checks.
    static let fixed = """
    title: fixed
    size: [400, 400]
    root:
      controller: ViewController
      actions: ["zoom:", "act:"]
      view:
        name: root
        frame: [0, 0, 400, 400]
        subviews:
          - name: card
            frame: [20, 20, 200, 200]
            gestures:
              - {name: cardDouble, kind: tap, taps: 2, action: "zoom:", target: ViewController, cancelsTouchesInView: false}
          - name: ok
            frame: [240, 20, 100, 44]
            control: {action: "act:", target: null}
          - name: field
            frame: [20, 240, 200, 44]
            textField: true
            firstResponder: true
          - name: list
            frame: [240, 100, 150, 280]
            scroll: {contentSize: [150, 800], delaysContentTouches: false}
    windows:
      - name: alert
        windowLevel: alert
        key: true
        frame: [100, 300, 200, 80]
        root:
          controller: AlertController
          view: {name: alertRoot, frame: [0, 0, 200, 80]}

    """

    private struct Writer {
        var rng: SplitMix64
        var out = ""
        var count = 0
        var gestures = 0

        mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < probability }
        mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

        mutating func view(name: String, size: (Int, Int), at origin: (Int, Int), indent: String, dash: Bool, depth: Int) {
            let inner = dash ? indent + "  " : indent
            out += "\(indent)\(dash ? "- " : "")name: \(name)\n"
            out += "\(inner)frame: [\(origin.0), \(origin.1), \(size.0), \(size.1)]\n"
            if depth > 0 {
                if chance(0.08) { out += "\(inner)hidden: true\n" }
                if chance(0.08) { out += "\(inner)alpha: \(chance(0.5) ? "0.005" : "0.5")\n" }
                if chance(0.1) { out += "\(inner)userInteractionEnabled: false\n" }
                if chance(0.1) { out += "\(inner)exclusiveTouch: true\n" }
                if chance(0.1) { out += "\(inner)multipleTouchEnabled: true\n" }
                if chance(0.1) { out += "\(inner)clipsToBounds: true\n" }
                if chance(0.1) { out += "\(inner)hitArea: \(int(-5...15))\n" }
                if chance(0.05) { out += "\(inner)passthrough: true\n" }
                if chance(0.1) { out += "\(inner)transform: {rotate: \(int(-40...40)), scale: 0.\(int(5...9))}\n" }
            }
            var isControl = false
            switch int(0...19) {
            case 0, 1, 2:
                isControl = true
                let event = ["touchUpInside", "touchDown", "primaryActionTriggered"][int(0...2)]
                out += "\(inner)control: {action: \"act:\", target: \(chance(0.5) ? "ViewController" : "null"), event: \(event)\(chance(0.15) ? ", enabled: false" : "")}\n"
            case 3:
                isControl = true
                out += "\(inner)control: {action: \"act:\", target: ViewController, kind: slider, value: 0.\(int(0...9))}\n"
            case 4:
                isControl = true
                out += "\(inner)control: {action: \"press:\", target: ViewController, kind: switch, on: \(chance(0.5))}\n"
            case 5:
                isControl = true
                out += "\(inner)textField: true\n"
            case 6...7 where depth > 0:
                var keys = ["contentSize: [\(size.0 * int(1...2)), \(size.1 * int(1...3))]"]
                if chance(0.5) { keys.append("contentOffset: [0, \(int(0...size.1))]") }
                if chance(0.3) { keys.append("delaysContentTouches: false") }
                if chance(0.3) { keys.append("canCancelContentTouches: false") }
                if chance(0.2) { keys.append("scrollEnabled: false") }
                if chance(0.2) { keys.append("bounces: false") }
                if chance(0.2) { keys.append("pagingEnabled: true") }
                out += "\(inner)scroll: {\(keys.joined(separator: ", "))}\n"
            default:
                if chance(0.5) { out += "\(inner)handles: [\(chance(0.7) ? "touches" : "touchesBegan")]\n" }
                if chance(0.15) { out += "\(inner)callsSuper: true\n" }
            }
            if !isControl, chance(0.3) { recognizers(indent: inner) }
            guard depth < 4, size.0 > 40, size.1 > 40 else { return }
            let children = int(0...(depth == 0 ? 5 : 3))
            guard children > 0 else { return }
            out += "\(inner)subviews:\n"
            for _ in 0..<children {
                count += 1
                let width = int(20...size.0), height = int(20...size.1)
                let x = int(-10...(size.0 - width / 2)), y = int(-10...(size.1 - height / 2))
                if chance(0.1) {
                    out += "\(inner)  - controller: Child\(count)\n"
                    out += "\(inner)    view:\n"
                    view(name: "v\(count)", size: (width, height), at: (x, y), indent: inner + "      ", dash: false, depth: depth + 1)
                } else {
                    view(name: "v\(count)", size: (width, height), at: (x, y), indent: inner + "  ", dash: true, depth: depth + 1)
                }
            }
        }

        mutating func recognizers(indent: String) {
            out += "\(indent)gestures:\n"
            for _ in 0..<int(1...2) {
                gestures += 1
                var keys = ["name: g\(gestures)"]
                switch int(0...4) {
                case 0: keys += ["kind: tap", "taps: \(int(1...2))"]
                case 1: keys += ["kind: longPress", "minimumPressDuration: 0.\(int(2...6))"]
                case 2: keys += ["kind: pan"]
                case 3: keys += ["kind: swipe", "direction: \(["right", "left", "up", "down"][int(0...3)])"]
                default: keys += ["kind: tap", "touches: 1"]
                }
                keys += ["action: \"act:\"", "target: ViewController"]
                if chance(0.3) { keys.append("cancelsTouchesInView: false") }
                if chance(0.3) { keys.append("delaysTouchesBegan: true") }
                if chance(0.2) { keys.append("delaysTouchesEnded: false") }
                if chance(0.1) { keys.append("enabled: false") }
                if gestures > 1, chance(0.2) { keys.append("requiresToFail: [g\(gestures - 1)]") }
                out += "\(indent)  - {\(keys.joined(separator: ", "))}\n"
            }
        }
    }

    static func yaml(using rng: inout SplitMix64) -> String {
        var writer = Writer(rng: rng)
        writer.out = "title: random\nsize: [400, 400]\n"
        if writer.chance(0.5) { writer.out += "windowScene: true\n" }
        writer.out += "root:\n  controller: ViewController\n  actions: [\"act:\", \"press:\"]\n"
        if writer.chance(0.3) { writer.out += "  handles: [touches]\n" }
        writer.out += "  view:\n"
        writer.view(name: "root", size: (400, 400), at: (0, 0), indent: "    ", dash: false, depth: 0)
        let windows = writer.int(0...2)
        if windows > 0 { writer.out += "windows:\n" }
        for index in 0..<windows {
            let level = ["normal", "statusBar", "alert", "1500"][writer.int(0...3)]
            let width = writer.int(100...300), height = writer.int(60...200)
            writer.out += "  - name: w\(index)\n    windowLevel: \(level)\n"
            if writer.chance(0.3) { writer.out += "    key: true\n" }
            if writer.chance(0.4) { writer.out += "    passthrough: true\n" }
            writer.out += "    frame: [\(writer.int(0...100)), \(writer.int(0...200)), \(width), \(height)]\n"
            writer.out += "    root:\n      controller: W\(index)Controller\n      view:\n"
            writer.count += 1
            writer.view(name: "w\(index)root", size: (width, height), at: (0, 0), indent: "        ", dash: false, depth: 1)
        }
        rng = writer.rng
        // Several key windows would be refused: keep the last one asked for.
        return onlyLastKey(writer.out)
    }

    private static func onlyLastKey(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        let keys = lines.indices.filter { lines[$0] == "    key: true" }
        for index in keys.dropLast().reversed() { lines.remove(at: index) }
        return lines.joined(separator: "\n")
    }

    static func events(using rng: inout SplitMix64) -> String {
        var lines: [String] = []
        for _ in 0..<Int.random(in: 3...8, using: &rng) {
            let x = Int.random(in: 0..<400, using: &rng), y = Int.random(in: 0..<400, using: &rng)
            switch Int.random(in: 0...3, using: &rng) {
            case 0, 1:
                lines.append("tap \(x) \(y)")
            case 2:
                lines.append("down 1 \(x) \(y)")
                var (px, py) = (x, y)
                for _ in 0..<Int.random(in: 1...4, using: &rng) {
                    px += Int.random(in: -60...60, using: &rng)
                    py += Int.random(in: -60...60, using: &rng)
                    lines.append("move 1 \(px) \(py)")
                }
                lines.append("up 1 \(px) \(py)")
            default:
                lines.append("wait 0.\(Int.random(in: 2...7, using: &rng))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
