import Foundation
import ResponderCore
import SandboxScenes

/// The fingers still down and the trails of the latest input's fingers: where each went
/// down, moved and lifted, drawn after they are gone.
extension InputHistory {
    /// Where each finger still down went down (its touch's view was chosen there), in the order
    /// the fingers came: the viewer's Y asks its tap while they are held, as `why --holding` asks.
    public var heldFingerPoints: [CGPoint] {
        fingers.keys.sorted().compactMap { id in
            touchTrails.last { $0.touch == id && !$0.isLifted }?.points.first ?? fingers[id]
        }
    }

    func trackFingers(of command: ScriptCommand) {
        switch command {
        case .down(let id, let point):
            fingers[id] = point
            followTrail(of: id, .began, at: point)
        case .move(let id, let point):
            fingers[id] = point
            followTrail(of: id, .moved, at: point)
        case .up(let id, let point):
            fingers[id] = nil
            followTrail(of: id, .ended, at: point)
        case .cancel(let id):
            fingers[id] = nil
            if let index = touchTrails.lastIndex(where: { $0.touch == id && !$0.isLifted }) { touchTrails[index].isLifted = true }
        case .tap(let point):
            var trail = TouchTrail(touch: nil, at: point)
            trail.isLifted = true
            touchTrails.append(trail)
        default: break
        }
        forgetEndedFingers()
    }

    /// A window touch delivered: its trail, and its finger drawn while it is down.
    func followFinger(_ id: Int, _ phase: UITouch.Phase, at point: CGPoint) {
        followTrail(of: id, phase, at: point)
        fingers[id] = phase == .began || phase == .moved ? point : nil
        forgetEndedFingers()
    }

    func followTrail(of id: Int, _ phase: UITouch.Phase, at point: CGPoint) {
        guard let index = touchTrails.lastIndex(where: { $0.touch == id && !$0.isLifted }) else {
            // A finger whose trail went with an earlier picture (its view was removed between
            // its phases, lesson 23) is still marked where it moves and where it lifts.
            var trail = TouchTrail(touch: id, at: point)
            trail.isLifted = phase == .ended || phase == .cancelled
            touchTrails.append(trail)
            return
        }
        touchTrails[index].add(point, step: recorder.total - inputStart)
        if phase == .ended || phase == .cancelled { touchTrails[index].isLifted = true }
    }

    func clearTouchTrails() {
        touchTrails = []
    }

    /// A finger whose touch the core ended (its view was removed, the scene reloaded) is gone:
    /// its later moves and lift go nowhere (the session forgets the controller's pointer touch
    /// with it, `RoomEffect.forgetEndedFingers`).
    public func forgetEndedFingers() {
        if fingers.keys.contains(where: { !session.application.isTouchDown($0) }) {
            fingers = fingers.filter { session.application.isTouchDown($0.key) }
        }
    }
}
