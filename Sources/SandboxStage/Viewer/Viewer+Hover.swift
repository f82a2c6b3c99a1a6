import Foundation

/// The hover card: the mouse resting over a view (no button held) names it, with what matters
/// for its touches. Only a change of view redraws: moving within one view, or a still mouse,
/// costs no frame.
extension Viewer {
    /// The mouse moved to a window point with no button held; returns whether the card changed.
    @discardableResult
    public func hover(at windowPoint: CGPoint) -> Bool {
        guard showsHoverCard, let point = session.layout.scenePoint(fromWindow: windowPoint) else { return endHover() }
        let name = viewDrawn(at: point)
        let taker = name == nil ? nil : viewTakingTouches(at: point)
        guard name != hover?.view || taker != hover?.taker else { return false }
        hover = name.map { ($0, taker, windowPoint) }
        return true
    }

    /// I: the hover card off, or on again; the status line says which, and how to undo it.
    public func toggleHoverCard() {
        showsHoverCard.toggle()
        if !showsHoverCard { endHover() }
        show(showsHoverCard ? "Hover card on: it names the view under the mouse (I turns it off)"
             : "Hover card off (I turns it on again)", for: 3)
    }

    /// The mouse left the window, or a button went down: no card. Returns whether one was shown.
    @discardableResult
    public func endHover() -> Bool {
        defer { hover = nil }
        return hover != nil
    }

    /// The topmost view drawn at the point, as a right-click selects; none exploded (the plates
    /// are not where the views are), over the panel, or under the help or the menu.
    private func viewDrawn(at point: CGPoint) -> String? {
        guard explode == 0, !isHelpVisible, editMenu == nil else { return nil }
        return surroundings.shownPlacements().last { $0.containsWindowPoint(point) }?.name
    }

    /// The view a touch at the point would go to: UIKit's windows asked front to back, each
    /// `hitTest(_:with:)` as a touch asks it (with no event, so nothing is traced). It differs
    /// from the view drawn in front when that one takes no touches (interaction off, a label)
    /// or a clear overlay takes them.
    private func viewTakingTouches(at point: CGPoint) -> String? {
        for window in session.application.windowsFrontToBack {
            if let view = window.hitTest(window.pointFromScreen(point), with: nil) { return view.name }
        }
        return nil
    }
}
