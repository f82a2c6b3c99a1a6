import Foundation
import ResponderCore

/// The touches the pointer holds between inputs: the mouse's (one, or two with Alt held,
/// the simulator's pinch) and the touch surface's fingers', by touch ID. A value the session
/// keeps; its changes give back the touches to deliver, which the session hands to `touch(_:_:at:)`.
struct PointerTouches: Equatable {
    /// The touches the mouse is making, in the order they went down.
    private(set) var mouse: [Int] = []
    /// Alt's second finger is the first one's mirror image through this scene point.
    private(set) var mirrorCentre = CGPoint.zero
    /// The touch surface's fingers and the touch IDs they were given.
    private(set) var fingers: [TouchSurfaceFinger: Int] = [:]

    /// What the session hands on to do the table's touch actions: the touches still down (the
    /// app's), the views drawn at the step shown (Alt's mirror), a fresh touch ID, a line on
    /// the status bar, and the session's `touch(_:_:at:)`.
    struct Delivery {
        var isDown: (Int) -> Bool
        var placements: () -> [ViewPlacement]
        var freshID: () -> Int
        var say: (String) -> Void
        var touch: (Int, UITouch.Phase, CGPoint) -> Void
    }

    /// Carries out the table's touch actions in `context`: the mouse's touches begin, move and
    /// end, a touch surface's finger touches; whether the picture changed, nil when declined
    /// (a move with no mouse touch still down).
    mutating func perform(_ action: TouchAction, in context: PointerContext, _ delivery: Delivery) -> Bool? {
        let layout = context.layout
        switch action {
        case .beginMouseTouch(let windowPoint, let mirrored):
            forgetEndedMouseTouches(isDown: delivery.isDown)
            guard mouse.isEmpty else { return false }
            guard !context.isExploded else {
                delivery.say("Press E to flatten the view before touching it")
                return true
            }
            guard let scenePoint = layout.scenePoint(fromWindow: windowPoint) else { return false }
            mirrorCentre = Self.mirrorCentre(under: scenePoint, in: delivery.placements(), sceneSize: layout.sceneSize)
            for point in mousePoints(windowPoint, layout: layout, count: mirrored ? 2 : 1) {
                let id = delivery.freshID()
                mouse.append(id)
                delivery.touch(id, .began, point)
            }
        case .moveMouseTouches(let windowPoint):
            forgetEndedMouseTouches(isDown: delivery.isDown)
            guard !mouse.isEmpty else { return nil }
            for (id, point) in zip(mouse, mousePoints(windowPoint, layout: layout)) { delivery.touch(id, .moved, point) }
        case .endMouseTouch(let windowPoint):
            guard !mouse.isEmpty else { return false }
            let down = mouse.filter(delivery.isDown)
            for (id, point) in zip(mouse, mousePoints(windowPoint, layout: layout)) where down.contains(id) { delivery.touch(id, .ended, point) }
            mouse = []
        case .finger(let key, let phase, let windowPoint):
            let point = layout.clampedScenePoint(fromWindow: windowPoint)
            if phase == .began {
                guard fingers[key] == nil else { return false }
                let id = delivery.freshID()
                fingers[key] = id
                delivery.touch(id, .began, point)
            } else {
                guard let id = fingers[key] else { return false }
                if phase != .moved { fingers[key] = nil }
                // A finger whose touch the window already ended (a reload) lifts without a touch.
                if delivery.isDown(id) { delivery.touch(id, phase, point) }
            }
        }
        return true
    }

    /// A touch held while the scene went (N, P, Page Down, a reload) or edit mode started has
    /// ended there: the next click is a touch of its own, not that touch's move and end.
    private mutating func forgetEndedMouseTouches(isDown: (Int) -> Bool) {
        mouse.removeAll { !isDown($0) }
    }

    /// Whether a touch surface's finger holds a touch.
    func holds(_ key: TouchSurfaceFinger) -> Bool { fingers[key] != nil }

    /// The centre of the topmost view drawn under the first finger (the scene's centre over
    /// none), so both of Alt's fingers land on that view: a pinch on one of two maps side by
    /// side, as the simulator's Option-drag pinches about what is under the pointer.
    static func mirrorCentre(under point: CGPoint, in placements: [ViewPlacement], sceneSize: CGSize) -> CGPoint {
        let view = placements.last { !$0.isHiddenInTree && $0.containsWindowPoint(point) }
        return view.map { CGPoint(x: $0.windowRect.midX, y: $0.windowRect.midY) } ?? CGPoint(x: sceneSize.width / 2, y: sceneSize.height / 2)
    }

    /// The mouse's point in scene coordinates and, with a second finger, its mirror image
    /// through the view under the first finger.
    func mousePoints(_ windowPoint: CGPoint, layout: StageLayout, count: Int? = nil) -> [CGPoint] {
        let point = layout.clampedScenePoint(fromWindow: windowPoint)
        let mirror = CGPoint(x: 2 * mirrorCentre.x - point.x, y: 2 * mirrorCentre.y - point.y)
        return (count ?? mouse.count) >= 2 ? [point, mirror] : [point]
    }
}
