import ResponderCore

/// A recognizer's kind as its badge names it: `tap`, `tap×2`, `2-finger tap`, `long press`,
/// `pan`, `edge pan`, `swipe →`, `pinch`, `rotation`, `hover` (the last two by their kind).
enum GestureKindWording {
    static func describe(_ recognizer: UIGestureRecognizer) -> String {
        switch recognizer {
        case let tap as UITapGestureRecognizer:
            let taps = tap.numberOfTapsRequired > 1 ? "tap×\(tap.numberOfTapsRequired)" : "tap"
            return fingers(tap.numberOfTouchesRequired) + taps
        case let press as UILongPressGestureRecognizer:
            return fingers(press.numberOfTouchesRequired) + "long press"
        case is UIScreenEdgePanGestureRecognizer:
            return "edge pan"
        case let pan as UIPanGestureRecognizer:
            return fingers(pan.minimumNumberOfTouches) + "pan"
        case let swipe as UISwipeGestureRecognizer:
            return fingers(swipe.numberOfTouchesRequired) + "swipe " + arrow(swipe.direction)
        case is UIPinchGestureRecognizer:
            return "pinch"
        default:
            return recognizer.kind
        }
    }

    private static func fingers(_ count: Int) -> String { count > 1 ? "\(count)-finger " : "" }

    /// One arrow per allowed direction (`swipe →←` for `[left, right]`).
    private static func arrow(_ direction: UISwipeGestureRecognizer.Direction) -> String {
        let arrows: [String: String] = ["right": "→", "left": "←", "up": "↑", "down": "↓"]
        return direction.words.compactMap { arrows[$0] }.joined()
    }
}
