import CSDL2
import Foundation
import ResponderCore
import SandboxStage

/// Turns SDL's events into the session's input: the left button and fingers become touches,
/// the right button selects, keys become commands. No delivery rule lives here.
final class InputRouter {
    let session: SandboxSession
    /// The touches the mouse is making: one, or two with Alt held (the simulator's pinch).
    private var mouseTouches: [Int] = []
    /// Alt's second finger is the first one's mirror image through this scene point.
    private var mirrorCentre = CGPoint.zero
    /// Where a pan drag (the middle button, or Shift with the left outside edit mode) last was.
    private var panAnchor: CGPoint?
    /// Where a drag turning the exploded view last was, and whether it has turned it yet.
    private var turnAnchor: (point: CGPoint, turned: Bool)?
    /// SDL's (device, finger) pairs and the touch IDs they were given.
    private var fingerTouches: [FingerKey: Int] = [:]

    struct FingerKey: Hashable {
        var device: SDL_TouchID
        var finger: SDL_FingerID
    }

    /// The text measurer the window draws with, so the panel's rows are where they are drawn.
    private let measurer: () -> TextMeasuring

    init(session: SandboxSession, measurer: @escaping () -> TextMeasuring) {
        self.session = session
        self.measurer = measurer
    }

    private var layout: StageLayout { session.layout }

    // MARK: Mouse

    func mouseButton(_ event: SDL_MouseButtonEvent, down: Bool, alt: Bool, shift: Bool = false) -> Bool {
        // SDL repeats each finger as a mouse event; the finger is already a touch.
        guard event.which != CSDL_TOUCH_MOUSEID() else { return false }
        // A button going down hides the hover card: it would cover what the click does.
        let hidCard = down && session.viewer.endHover()
        return pressOrRelease(event, down: down, alt: alt, shift: shift) || hidCard
    }

    private func pressOrRelease(_ event: SDL_MouseButtonEvent, down: Bool, alt: Bool, shift: Bool) -> Bool {
        let point = CGPoint(x: Double(event.x), y: Double(event.y))
        // The explanation's sheet covers the canvas: a click there edits nothing under it.
        if session.studio.isWritingExplanation { return down }
        if session.studio.palette != nil {
            // The studio's palette takes the click as the menu does: an item, or outside it closes.
            if down, Int32(event.button) == SDL_BUTTON_LEFT { session.studio.clickPalette(at: point) }
            return down
        }
        if session.viewer.editMenu != nil {
            // The menu takes the click: an item is sent, outside it closes; no touch begins.
            if down, Int32(event.button) == SDL_BUTTON_LEFT { return session.viewer.clickEditMenu(at: point) }
            if down { session.viewer.closeEditMenu() }
            return down
        }
        // The help covers the window: a click closes it, as Esc does, and touches nothing under it.
        if session.viewer.isHelpVisible, mouseTouches.isEmpty, session.studio.editDrag == nil {
            if down { session.viewer.isHelpVisible = false }
            return down
        }
        // The right-click's menu goes with the next click; a click on its item asks why.
        if down, session.viewer.whyMenu != nil, session.viewer.clickWhyMenu(at: point, measurer: measurer()) { return true }
        // A click on the panel (or the wide log) is the panel's: a row selects its responder.
        if down, mouseTouches.isEmpty, session.viewer.panelClick(at: point, measurer: measurer()) != nil { return true }
        if Int32(event.button) == SDL_BUTTON_RIGHT {
            if down { selectView(at: point) }
            return down
        }
        if let pan = panDrag(event, down: down, shift: shift, at: point) { return pan }
        guard Int32(event.button) == SDL_BUTTON_LEFT else { return false }
        if session.studio.isEditing {
            // Edit mode: the left button moves, resizes and reparents views; no touch begins.
            return down ? session.studio.beginEditDrag(at: point, reparenting: shift) : session.studio.endEditDrag(at: point)
        }
        if let turned = turnDrag(down: down, at: point) { return turned }
        if down { return beginMouseTouch(at: point, mirrored: alt) }
        return endMouseTouch(at: point)
    }

    /// Exploded, the left button turns the stack instead of touching it; a click that does not
    /// drag says how to touch. Nil when the button is a touch's.
    private func turnDrag(down: Bool, at point: CGPoint) -> Bool? {
        if !down, let anchor = turnAnchor {
            turnAnchor = nil
            if !anchor.turned { session.viewer.show("Drag to turn the exploded view; press E to flatten it before touching") }
            return true
        }
        guard down, session.viewer.explode > 0, mouseTouches.isEmpty, layout.canvasArea.contains(point) else { return nil }
        turnAnchor = (point, false)
        return true
    }

    func mouseMotion(_ event: SDL_MouseMotionEvent) -> Bool {
        guard event.which != CSDL_TOUCH_MOUSEID() else { return false }
        session.viewer.pointerLocation = CGPoint(x: Double(event.x), y: Double(event.y))
        if session.studio.editDrag != nil { return session.studio.continueEditDrag(to: CGPoint(x: Double(event.x), y: Double(event.y))) }
        if let anchor = turnAnchor {
            let point = CGPoint(x: Double(event.x), y: Double(event.y))
            let turned = session.viewer.turnExploded(dx: point.x - anchor.point.x, dy: point.y - anchor.point.y)
            turnAnchor = (point, anchor.turned || turned)
            return turned
        }
        if let anchor = panAnchor {
            let point = CGPoint(x: Double(event.x), y: Double(event.y))
            session.viewer.pan(dx: point.x - anchor.x, dy: point.y - anchor.y)
            panAnchor = point
            return true
        }
        forgetEndedMouseTouches()
        // No button held: the hover card follows the view under the mouse (a redraw only when that view changes).
        guard !mouseTouches.isEmpty else { return session.viewer.hover(at: CGPoint(x: Double(event.x), y: Double(event.y))) }
        let points = mousePoints(CGPoint(x: Double(event.x), y: Double(event.y)))
        for (id, point) in zip(mouseTouches, points) { session.touch(id, .moved, at: point) }
        return true
    }

    /// The middle button, or Shift with the left one outside edit mode, drags the canvas (as
    /// drawing programs pan); nil when the button is not a pan's.
    private func panDrag(_ event: SDL_MouseButtonEvent, down: Bool, shift: Bool, at point: CGPoint) -> Bool? {
        if !down, panAnchor != nil {
            panAnchor = nil
            return true
        }
        let middle = Int32(event.button) == SDL_BUTTON_MIDDLE
        let shiftLeft = Int32(event.button) == SDL_BUTTON_LEFT && shift && !session.studio.isEditing
        guard down, middle || shiftLeft, mouseTouches.isEmpty, layout.canvasArea.contains(point) else { return nil }
        panAnchor = point
        return true
    }

    private func beginMouseTouch(at windowPoint: CGPoint, mirrored: Bool) -> Bool {
        forgetEndedMouseTouches()
        guard mouseTouches.isEmpty else { return false }
        guard session.viewer.explode == 0 else {
            session.viewer.show("Press E to flatten the view before touching it")
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

    private func endMouseTouch(at windowPoint: CGPoint) -> Bool {
        guard !mouseTouches.isEmpty else { return false }
        for (id, point) in zip(mouseTouches, mousePoints(windowPoint)) where session.application.activeTouchIdentifiers.contains(id) {
            session.touch(id, .ended, at: point)
        }
        mouseTouches = []
        return true
    }

    /// A touch held while the scene went (N, P, Page Down, a reload) or edit mode started has
    /// ended there: the next click is a touch of its own, not that touch's move and end.
    private func forgetEndedMouseTouches() {
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
    private func mousePoints(_ windowPoint: CGPoint, count: Int? = nil) -> [CGPoint] {
        let point = layout.clampedScenePoint(fromWindow: windowPoint)
        let mirror = CGPoint(x: 2 * mirrorCentre.x - point.x, y: 2 * mirrorCentre.y - point.y)
        return (count ?? mouseTouches.count) >= 2 ? [point, mirror] : [point]
    }

    private func selectView(at windowPoint: CGPoint) {
        guard session.viewer.explode == 0 else { return session.viewer.show("Press E to flatten the view before selecting") }
        guard let point = layout.scenePoint(fromWindow: windowPoint) else { return session.viewer.select(nil) }
        // What is drawn, as the step shown has it: a scroll view's content may be where it was then.
        session.viewer.selectDrawnView(at: point, in: session.history.shownPlacements, menuAt: windowPoint)
    }

    /// The wheel scrolls the scroll view under the pointer, or else the panel pane under it;
    /// SDL's y is positive away from the user.
    func mouseWheel(_ event: SDL_MouseWheelEvent) -> Bool {
        guard event.which != CSDL_TOUCH_MOUSEID() else { return false }
        var lines = Double(-event.preciseY) * 3
        if event.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue { lines = -lines }
        guard lines != 0 || event.preciseX != 0 else { return false }
        let point = CGPoint(x: Double(event.mouseX), y: Double(event.mouseY))
        // Over the scene the wheel (and two fingers on a touchpad: SDL's precise values) scrolls
        // the innermost scroll view under the pointer; wheel up shows what is above.
        if let scenePoint = layout.scenePoint(fromWindow: point) {
            let flip: Double = event.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let dx = Double(event.preciseX) * InputHistory.wheelStep * flip
            let dy = -Double(event.preciseY) * InputHistory.wheelStep * flip
            if session.history.scrollWheel(at: scenePoint, dx: dx, dy: dy) { return true }
        }
        guard lines != 0 else { return false }
        return session.viewer.scrollPanel(at: point, lines: lines, measurer: measurer())
    }

    // MARK: Fingers

    func finger(_ event: SDL_TouchFingerEvent, phase: UITouch.Phase) -> Bool {
        // Touches SDL makes up from the mouse: the mouse is already handled as one.
        guard event.touchId != CSDL_MOUSE_TOUCHID() else { return false }
        // In edit mode the mouse edits; a finger down then is no touch.
        guard !session.studio.isEditing || fingerTouches[FingerKey(device: event.touchId, finger: event.fingerId)] != nil else { return false }
        let key = FingerKey(device: event.touchId, finger: event.fingerId)
        let viewport = session.viewer.viewportSize
        let windowPoint = CGPoint(x: Double(event.x) * Double(viewport.width), y: Double(event.y) * Double(viewport.height))
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

    /// The window changed under the fingers (resized, hidden, lost focus): like iOS when a
    /// touch is interrupted by the system, every touch is cancelled.
    func interruptTouches(cause: String) -> Bool {
        mouseTouches = []
        fingerTouches = [:]
        return session.cancelAllTouches(cause: cause)
    }
}
