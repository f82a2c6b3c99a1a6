import Foundation
import SandboxScenes

/// The hover card: the mouse resting over a view (no button held) names it, with what matters
/// for its touches. Only a change of view redraws: moving within one view, or a still mouse,
/// costs no frame.
extension Viewer {
    /// The view the card describes at the point: the one a right-click there selects, the
    /// frontmost drawn (`frontmostDrawn(at:in:drawing:)`: a clear view in front, or a dump's
    /// container printed without a colour, is looked through), so that the card and Y are about
    /// the same view. A view the canvas draws as a dashed ghost in front of it (hidden, or alpha
    /// below 0.01) is named instead, as before: its card says why hitTest skips it. None
    /// exploded (the plates are not where the views are), over the panel, or under the help or
    /// the menu.
    func viewDrawn(at point: CGPoint) -> String? {
        guard explode == 0, !isHelpVisible, editMenu == nil else { return nil }
        let placements = surroundings.shownPlacements()
        let drawn = Self.frontmostDrawn(at: point, in: placements, drawing: viewDrawing)
        let meant = placements.lastIndex { $0 === drawn }
        let ghost = placements.lastIndex { placement in
            (placement.isHiddenInTree || placement.effectiveAlpha < 0.01) && placement.containsWindowPoint(point)
                && (placement.clip?.contains(point) ?? true)
        }
        guard let index = [meant, ghost].compactMap({ $0 }).max() else { return nil }
        return placements[index].name
    }

    /// The view a touch at the point would go to: UIKit's windows asked front to back, each
    /// `hitTest(_:with:)` as a touch asks it (with no event, so nothing is traced). It differs
    /// from the view the card describes when that one takes no touches (interaction off, a
    /// label) or a view in front takes them (a clear overlay, a dump's cell contentView).
    func viewTakingTouches(at point: CGPoint) -> String? {
        for window in session.application.windowsFrontToBack {
            if let view = window.hitTest(window.pointFromScreen(point), with: nil) { return view.name }
        }
        return nil
    }
}
