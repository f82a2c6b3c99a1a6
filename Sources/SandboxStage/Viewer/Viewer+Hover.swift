import Foundation

/// The hover card: the mouse resting over a view (no button held) names it, with what matters
/// for its touches. Only a change of view redraws: moving within one view, or a still mouse,
/// costs no frame.
extension Viewer {
    /// The mouse moved to a window point with no button held; returns whether the card changed.
    @discardableResult
    public func hover(at windowPoint: CGPoint) -> Bool {
        let name = viewDrawn(at: windowPoint)
        guard name != hover?.view else { return false }
        hover = name.map { ($0, windowPoint) }
        return true
    }

    /// The mouse left the window, or a button went down: no card. Returns whether one was shown.
    @discardableResult
    public func endHover() -> Bool {
        defer { hover = nil }
        return hover != nil
    }

    /// The topmost view drawn at the point, as a right-click selects; none exploded (the plates
    /// are not where the views are), over the panel, or under the help or the menu.
    private func viewDrawn(at windowPoint: CGPoint) -> String? {
        guard explode == 0, !isHelpVisible, editMenu == nil, let point = session.layout.scenePoint(fromWindow: windowPoint) else { return nil }
        return surroundings.shownPlacements().last { $0.containsWindowPoint(point) }?.name
    }
}
