import Foundation
import ResponderCore

/// An events file names its fingers by number, and may give a number again once its finger
/// has lifted (`down 1`, `up 1`, `down 1`, `up 1`: a double tap). UIKit makes a new `UITouch`
/// for every finger that comes down, so two live touches never share an identity; but a
/// lifted touch lives on while a recognizer holds back its touchesEnded (a double tap's first
/// tap, `delaysTouchesEnded`), and a new touch with its number would read in the trace as the
/// same touch. That finger goes on as a touch with a fresh number, and a caption says so.
extension ScriptRunner {
    /// The touch a `down ID` line begins: ID itself, or a fresh number while a lifted touch
    /// still has ID (or another finger of the file goes on under it).
    func touchNumber(forDown id: Int) -> Int {
        forgetFinishedRenumbering()
        // A finger of the file that is still down begins again: the core cancels it ("began again").
        if let current = renumberedTouches[id], application.isTouchDown(current) { return current }
        renumberedTouches[id] = nil
        let otherFinger = renumberedTouches.filter { $0.value == id }.keys.min()
        if otherFinger == nil, !application.gestureEnvironment.isFollowing(touchIdentifier: id) || application.isTouchDown(id) { return id }
        let fresh = freshTouchID()
        renumberedTouches[id] = fresh
        let why: String
        if let otherFinger {
            why = "touch \(id) is finger \(otherFinger)'s"
        } else if let held = application.gestureEnvironment.heldPhase(ofLiftedTouch: id) {
            why = "touch \(id) has lifted, but \(held.recognizer) still holds back its \(held.method.rawValue)"
        } else {
            why = "touch \(id) has lifted, but its recognizers still follow it"
        }
        caption("finger \(id) is touch \(fresh): \(why)", .touchNumber)
        return fresh
    }

    /// The touch a `move`, `up` or `cancel` line means: the number the finger went on as at
    /// its latest `down`, until the next `down` of that finger.
    public func touchNumber(of id: Int) -> Int {
        renumberedTouches[id] ?? id
    }

    /// The command with the touch numbers the core gave its fingers, for what draws them.
    public func withTouchNumbers(_ command: ScriptCommand) -> ScriptCommand {
        switch command {
        case .down(let id, let point): return .down(id: touchNumber(of: id), at: point)
        case .move(let id, let point): return .move(id: touchNumber(of: id), to: point)
        case .up(let id, let point): return .up(id: touchNumber(of: id), at: point)
        case .cancel(let id): return .cancel(id: touchNumber(of: id))
        default: return command
        }
    }

    /// A renumbering ends with its touch: once that touch is neither down nor followed, the
    /// file's number is free again.
    private func forgetFinishedRenumbering() {
        renumberedTouches = renumberedTouches.filter { isLive($0.value) }
    }

    private func isLive(_ touch: Int) -> Bool {
        application.isTouchDown(touch) || application.gestureEnvironment.isFollowing(touchIdentifier: touch)
    }
}
