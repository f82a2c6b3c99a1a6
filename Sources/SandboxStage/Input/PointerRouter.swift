import Foundation
import ResponderCore

/// The pointer's way into the session: each `PointerInput` goes down `table` (in
/// `PointerRouter+Table`) to the first row that takes it. Between inputs it keeps what the
/// mouse and the touch surface hold: the touches the mouse is making, a pan or a turn of the
/// exploded view under way, the fingers' touches. No delivery rule lives here: a touch goes
/// on to `SandboxSession.touch(_:_:at:)`.
public final class PointerRouter {
    unowned let session: SandboxSession
    /// The touches the mouse is making: one, or two with Alt held (the simulator's pinch).
    var mouseTouches: [Int] = []
    /// Alt's second finger is the first one's mirror image through this scene point.
    var mirrorCentre = CGPoint.zero
    /// Where a pan drag (the middle button, or Shift with the left outside edit mode) last was.
    var panAnchor: CGPoint?
    /// Where a drag turning the exploded view last was, and whether it has turned it yet.
    var turnAnchor: (point: CGPoint, turned: Bool)?
    /// The touch surface's fingers and the touch IDs they were given.
    var fingerTouches: [TouchSurfaceFinger: Int] = [:]

    init(session: SandboxSession) {
        self.session = session
    }

    var layout: StageLayout { session.layout }

    func say(_ text: String) {
        session.viewer.show(text)
    }

    /// Exploded, the left button turns the stack instead of touching it; a click that does not
    /// drag says how to touch. Nil when the button is a touch's.
    func turnDrag(down: Bool, at point: CGPoint) -> Bool? {
        if !down, let anchor = turnAnchor {
            turnAnchor = nil
            if !anchor.turned { say("Drag to turn the exploded view; press E to flatten it before touching") }
            return true
        }
        guard down, session.viewer.explode > 0, mouseTouches.isEmpty, layout.canvasArea.contains(point) else { return nil }
        turnAnchor = (point, false)
        return true
    }

    /// The middle button, or Shift with the left one outside edit mode, drags the canvas (as
    /// drawing programs pan); nil when the button is not a pan's.
    func panDrag(_ button: PointerButton, down: Bool, shift: Bool, at point: CGPoint) -> Bool? {
        if !down, panAnchor != nil {
            panAnchor = nil
            return true
        }
        let shiftLeft = button == .left && shift && !session.studio.isEditing
        guard down, button == .middle || shiftLeft, mouseTouches.isEmpty, layout.canvasArea.contains(point) else { return nil }
        panAnchor = point
        return true
    }

    func beginMouseTouch(at windowPoint: CGPoint, mirrored: Bool) -> Bool {
        forgetEndedMouseTouches()
        guard mouseTouches.isEmpty else { return false }
        guard session.viewer.explode == 0 else {
            say("Press E to flatten the view before touching it")
            return true
        }
        guard let scenePoint = layout.scenePoint(fromWindow: windowPoint) else { return false }
        mirrorCentre = Self.mirrorCentre(under: scenePoint, in: session.history.shownPlacements, sceneSize: session.scene.document.size)
        let count = mirrored ? 2 : 1
        let points = mousePoints(windowPoint, count: count)
        for point in points {
            let id = session.freshTouchID()
            mouseTouches.append(id)
            session.touch(id, .began, at: point)
        }
        return true
    }

    func endMouseTouch(at windowPoint: CGPoint) -> Bool {
        guard !mouseTouches.isEmpty else { return false }
        for (id, point) in zip(mouseTouches, mousePoints(windowPoint)) where session.application.activeTouchIdentifiers.contains(id) {
            session.touch(id, .ended, at: point)
        }
        mouseTouches = []
        return true
    }

    /// A touch held while the scene went (N, P, Page Down, a reload) or edit mode started has
    /// ended there: the next click is a touch of its own, not that touch's move and end.
    func forgetEndedMouseTouches() {
        mouseTouches.removeAll { !session.application.isTouchDown($0) }
    }

    /// The centre of the topmost view drawn under the first finger (the scene's centre over
    /// none), so both of Alt's fingers land on that view: a pinch on one of two maps side by
    /// side, as the simulator's Option-drag pinches about what is under the pointer.
    static func mirrorCentre(under point: CGPoint, in placements: [ViewPlacement], sceneSize: CGSize) -> CGPoint {
        let view = placements.last { !$0.isHiddenInTree && $0.containsWindowPoint(point) }
        return view.map { CGPoint(x: $0.windowRect.midX, y: $0.windowRect.midY) } ?? CGPoint(x: sceneSize.width / 2, y: sceneSize.height / 2)
    }

    /// The mouse's point in scene coordinates and, with a second finger, its mirror image
    /// through the view under the first finger.
    func mousePoints(_ windowPoint: CGPoint, count: Int? = nil) -> [CGPoint] {
        let point = layout.clampedScenePoint(fromWindow: windowPoint)
        let mirror = CGPoint(x: 2 * mirrorCentre.x - point.x, y: 2 * mirrorCentre.y - point.y)
        return (count ?? mouseTouches.count) >= 2 ? [point, mirror] : [point]
    }

    func selectView(at windowPoint: CGPoint) {
        guard session.viewer.explode == 0 else { return say("Press E to flatten the view before selecting") }
        guard let point = layout.scenePoint(fromWindow: windowPoint) else { return session.viewer.select(nil) }
        // What is drawn, as the step shown has it: a scroll view's content may be where it was then.
        session.viewer.selectDrawnView(at: point, in: session.history.shownPlacements, menuAt: windowPoint)
    }

    /// A finger on the touch surface, at a fraction of the window's size.
    func finger(_ key: TouchSurfaceFinger, _ phase: UITouch.Phase, at fraction: CGPoint) -> Bool {
        // In edit mode the mouse edits; a finger down then is no touch.
        guard !session.studio.isEditing || fingerTouches[key] != nil else { return false }
        let viewport = session.viewer.viewportSize
        let windowPoint = CGPoint(x: fraction.x * Double(viewport.width), y: fraction.y * Double(viewport.height))
        let point = layout.clampedScenePoint(fromWindow: windowPoint)
        switch phase {
        case .began:
            guard layout.scenePoint(fromWindow: windowPoint) != nil, fingerTouches[key] == nil else { return false }
            // The full-width log lies over the scene: a finger on it is reading, not touching.
            guard !(session.viewer.panelScroll.isLogWide && layout.wideLog.contains(windowPoint)) else { return false }
            let id = session.freshTouchID()
            fingerTouches[key] = id
            session.touch(id, .began, at: point)
        default:
            guard let id = fingerTouches[key] else { return false }
            if phase != .moved { fingerTouches[key] = nil }
            guard session.application.activeTouchIdentifiers.contains(id) else { return true }
            session.touch(id, phase, at: point)
        }
        return true
    }

    /// The mouse over the canvas with no button held is the app's pointer too: a hover event
    /// (`InputHistory.hover(at:)`). When something else has the pointer (a mode, edit mode,
    /// the exploded view) or it is off the scene, the app's pointer has left its window.
    func hoverApp(at windowPoint: CGPoint?) -> Bool {
        let reachesApp = session.mode == .plain && !session.studio.isEditing && session.viewer.explode == 0
        return session.history.hover(at: windowPoint.flatMap { reachesApp ? layout.scenePoint(fromWindow: $0) : nil })
    }

    /// The window changed under the fingers (resized, hidden, lost focus): like iOS when a
    /// touch is interrupted by the system, every touch is cancelled.
    func interruptTouches(cause: String) -> Bool {
        mouseTouches = []
        fingerTouches = [:]
        return session.cancelAllTouches(cause: cause)
    }
}
