import Foundation
import ResponderCore

extension SandboxSession {
    /// The mouse, a touch surface's finger or the window taking them away: `PointerRouter.table`
    /// says what each does in the window's context, and the session has it done by the room it
    /// belongs to. `measurer` is the window's, so the panel's rows are found where they are drawn.
    @discardableResult
    public func pointer(_ input: PointerInput, measurer: TextMeasuring) -> PointerOutcome {
        let changed = viewer.pointerArrived(input)
        let context = pointerContext
        return PointerRouter.route(input, in: context, changed: changed) { action in
            switch action {
            case .take(let redraw): return redraw
            case .viewer(let action): return viewer.perform(action, measurer: measurer)
            case .studio(let action): return studio.perform(action)
            case .scrollWheel(let point, let dx, let dy): return history.scrollWheel(at: point, dx: dx, dy: dy) ? true : nil
            case .hover(let point, let appPoint):
                let hovered = history.hover(at: appPoint)
                return viewer.perform(.hover(at: point), measurer: measurer) == true || hovered
            case .touch(let action):
                let delivery = PointerTouches.Delivery(isDown: application.isTouchDown, placements: { self.history.shownPlacements },
                                                       freshID: freshTouchID, say: { self.viewer.show($0) }, touch: { self.touch($0, $1, at: $2) })
                return pointerTouches.perform(action, in: context, delivery)
            case .interrupt(let cause): pointerTouches = PointerTouches(); return cancelAllTouches(cause: cause)
            }
        }
    }
}
