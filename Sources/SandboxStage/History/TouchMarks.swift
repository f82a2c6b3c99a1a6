import Foundation
import ResponderCore
import SandboxScenes

/// The fingers still down and the trails of the latest input's fingers: where each went down,
/// moved and lifted, drawn after they are gone. Its fields change only by its methods, which
/// the history calls from its own file (`InputHistory.trackFingers(of:)`, `followFinger`, …);
/// `step` is how many of the input's steps had been recorded, for the animation.
struct TouchMarks {
    /// Where each finger still down is, in scene coordinates.
    private(set) var fingers: [Int: CGPoint] = [:]
    /// Where the latest input's fingers went down, moved and lifted.
    private(set) var trails: [TouchTrail] = []

    /// Where each finger still down went down (its touch's view was chosen there), in the order
    /// the fingers came.
    var heldFingerPoints: [CGPoint] {
        fingers.keys.sorted().compactMap { id in
            trails.last { $0.touch == id && !$0.isLifted }?.points.first ?? fingers[id]
        }
    }

    /// An events file's command delivered: its fingers and their trails.
    mutating func track(_ command: ScriptCommand, step: Int) {
        switch command {
        case .down(let id, let point):
            fingers[id] = point
            followTrail(of: id, .began, at: point, step: step)
        case .move(let id, let point):
            fingers[id] = point
            followTrail(of: id, .moved, at: point, step: step)
        case .up(let id, let point):
            fingers[id] = nil
            followTrail(of: id, .ended, at: point, step: step)
        case .cancel(let id):
            fingers[id] = nil
            if let index = trails.lastIndex(where: { $0.touch == id && !$0.isLifted }) { trails[index].isLifted = true }
        case .tap(let point):
            var trail = TouchTrail(touch: nil, at: point)
            trail.isLifted = true
            trails.append(trail)
        default: break
        }
    }

    /// A window touch delivered: its trail, and its finger drawn while it is down.
    mutating func follow(_ id: Int, _ phase: UITouch.Phase, at point: CGPoint, step: Int) {
        followTrail(of: id, phase, at: point, step: step)
        fingers[id] = phase == .began || phase == .moved ? point : nil
    }

    private mutating func followTrail(of id: Int, _ phase: UITouch.Phase, at point: CGPoint, step: Int) {
        guard let index = trails.lastIndex(where: { $0.touch == id && !$0.isLifted }) else {
            // A finger whose trail went with an earlier picture (its view was removed between
            // its phases, lesson 23) is still marked where it moves and where it lifts.
            var trail = TouchTrail(touch: id, at: point)
            trail.isLifted = phase == .ended || phase == .cancelled
            trails.append(trail)
            return
        }
        trails[index].add(point, step: step)
        if phase == .ended || phase == .cancelled { trails[index].isLifted = true }
    }

    /// A new picture, or C: the trails go with the old one.
    mutating func clearTrails() {
        trails = []
    }

    /// The fingers whose touches are no longer down (the core ended them) are no longer drawn.
    mutating func keepFingers(where isDown: (Int) -> Bool) {
        if fingers.keys.contains(where: { !isDown($0) }) {
            fingers = fingers.filter { isDown($0.key) }
        }
    }
}
