import Foundation
import ResponderCore
import SandboxScenes

extension InputHistory {
    /// The pointer with no button pressed at a point in scene coordinates (nil: it left the
    /// scene's window): a hover event. A move that reaches no hover recognizer leaves no step
    /// and keeps the picture; see `ScriptCommand.startsEpisode` for which picture the others
    /// join. Only a move that left a step is recorded in an events file being recorded.
    @discardableResult
    public func hover(at point: CGPoint?) -> Bool {
        // At the screen's scale, as a touch's point is.
        let command = ScriptCommand.hover(at: point.map { CGPoint(x: ($0.x * 2).rounded() / 2, y: ($0.y * 2).rounded() / 2) })
        let application = session.application
        let before = recorder.total
        let hovering = application.gestureEnvironment.isHovering && showsHover
        deliver(newEpisode: command.startsEpisode(touchesDown: application.hasTouchesDown, hovering: hovering), onlyIfTraced: true) {
            session.runner.run(command)
        }
        guard recorder.total > before else { return false }
        session.route(.record(command))
        return true
    }

    /// Whether the picture shown is a hover's (its first step is a hover event): the moves of
    /// the hover under way join it.
    var showsHover: Bool {
        if case .hover = timeline.steps.first { return true }
        return false
    }
}
