import Foundation

/// The hover card: the mouse resting over a view (no button held) names it, with what matters
/// for its touches. Only a change of view redraws: moving within one view, or a still mouse,
/// costs no frame.
extension Viewer {
    /// The topmost view drawn at the point, as a right-click selects; none exploded (the plates
    /// are not where the views are), over the panel, or under the help or the menu.
    func viewDrawn(at point: CGPoint) -> String? {
        guard explode == 0, !isHelpVisible, editMenu == nil else { return nil }
        return surroundings.shownPlacements().last { $0.containsWindowPoint(point) }?.name
    }

    /// The view a touch at the point would go to: UIKit's windows asked front to back, each
    /// `hitTest(_:with:)` as a touch asks it (with no event, so nothing is traced). It differs
    /// from the view drawn in front when that one takes no touches (interaction off, a label)
    /// or a clear overlay takes them.
    func viewTakingTouches(at point: CGPoint) -> String? {
        for window in session.application.windowsFrontToBack {
            if let view = window.hitTest(window.pointFromScreen(point), with: nil) { return view.name }
        }
        return nil
    }
}
