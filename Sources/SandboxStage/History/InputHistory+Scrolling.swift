import Foundation
import ResponderCore
import SandboxScenes

/// Scroll views in the window: the wheel and the touchpad scroll them, and their
/// indicators show while and shortly after they move, as on iOS.
extension InputHistory {
    /// How long an indicator stays after the content stops. iOS fades it out about this long
    /// after scrolling ends (observed, not documented).
    public static let scrollIndicatorLinger = 1.0
    /// Scene points one wheel notch scrolls (the sandbox's choice; a touchpad sends fractions).
    public static let wheelStep = 40.0

    /// Whether a scroll view's indicator shows now: while dragged or moving, and shortly after.
    public func showsScrollIndicator(_ scrollView: UIScrollView) -> Bool {
        if scrollView.isDragging || scrollView.isDecelerating { return true }
        guard let last = scrollView.lastScrollTime else { return false }
        return session.application.currentTime - last < Self.scrollIndicatorLinger
    }

    var secondsUntilScrollIndicatorsFade: Double? {
        guard let last = session.application.lastScrollTime else { return nil }
        let left = last + Self.scrollIndicatorLinger - session.application.currentTime
        return left > 0 ? left : (scrollIndicatorsShown ? 0 : nil)
    }

    /// The innermost scroll view around the view under a scene point that can scroll along
    /// the wheel's direction, as a Mac's wheel goes to the scroll view enclosing the pointer.
    /// The view under the point is the one a touch there would get: of the windows, front to
    /// back, the first whose hitTest returns a view.
    public func scrollView(at scenePoint: CGPoint, dx: Double = 0, dy: Double = 1) -> UIScrollView? {
        var view = session.application.windowsFrontToBack.lazy.compactMap { $0.hitTest($0.pointFromScreen(scenePoint), with: nil) }.first
        while let current = view {
            // A scroll view with scrolling off ignores the wheel too, as on a Mac.
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled {
                let limit = scrollView.maximumContentOffset
                if (dx != 0 && limit.x > 0) || (dy != 0 && limit.y > 0) { return scrollView }
            }
            view = current.superview
        }
        return nil
    }

    /// The wheel or two fingers on a touchpad over the scene: the innermost scroll view under
    /// the pointer moves by (dx, dy) scene points, kept within its content (no bounce: a
    /// wheel has no finger to let go of). Recorded as `set NAME contentOffset X,Y`.
    @discardableResult
    public func scrollWheel(at scenePoint: CGPoint, dx: Double, dy: Double) -> Bool {
        guard let scrollView = scrollView(at: scenePoint, dx: dx, dy: dy) else { return false }
        let offset = scrollView.contentOffset
        let target = scrollView.clampedOffset(CGPoint(x: offset.x + dx, y: offset.y + dy))
        guard target != offset else { return false }
        scrollView.setContentOffset(target, animated: false)
        // The wheel moves it outside any input's steps: from now on every step shows it here.
        forgetContentOffsets(of: scrollView)
        session.route(.record(.set(scrollView.name, .contentOffset(target))))
        return true
    }
}
