/// The event methods of `UIResponder` a sandbox responder can implement.
///
/// A responder that implements a method consumes the event there (unless it also calls
/// super); one that does not inherits UIResponder's default, which passes the event to `next`.
public enum ResponderMethod: String, CaseIterable, Sendable, Hashable {
    case touchesBegan, touchesMoved, touchesEnded, touchesCancelled
    case motionBegan, motionEnded, motionCancelled
    case pressesBegan, pressesEnded, pressesCancelled
    case remoteControlReceived

    /// The shorthands of the scene format: `touches`, `motion`, `presses`.
    public static func family(named word: String) -> [ResponderMethod]? {
        switch word {
        case "touches": return Array(Set<ResponderMethod>.touches)
        case "motion": return Array(Set<ResponderMethod>.motion)
        case "presses": return Array(Set<ResponderMethod>.presses)
        default: return ResponderMethod(rawValue: word).map { [$0] }
        }
    }
}

extension Set where Element == ResponderMethod {
    public static let touches: Set = [.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled]
    public static let motion: Set = [.motionBegan, .motionEnded, .motionCancelled]
    public static let presses: Set = [.pressesBegan, .pressesEnded, .pressesCancelled]
}
