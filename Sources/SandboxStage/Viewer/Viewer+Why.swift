import Foundation
import ResponderCore
import SandboxScenes

/// Y: why the selected view does or does not get a touch, answered by the same
/// `WhyAnalyzer` as `responder-sandbox why`, at the point a right-click selected it at (else at
/// a point where it is visible); a right-clicked view that takes no touches itself, as a
/// button's label, stands for its nearest ancestor a touch there is for. The panel's WHY
/// section and the canvas show the answer; Esc clears it.
extension Viewer {
    /// A right-click on the canvas: the topmost view drawn at the scene point is selected, Y
    /// asks about that point, and a small menu at `windowPoint` offers the same.
    public func select(_ name: String?, pointedAt point: CGPoint, menuAt windowPoint: CGPoint? = nil) {
        select(name)
        whyMenu = selection == nil ? nil : windowPoint
        // At halves of a point, as the window's touches land (a 2× screen's pixels).
        let point = CGPoint(x: (point.x * 2).rounded() / 2, y: (point.y * 2).rounded() / 2)
        pointedAt = selection.map { ($0, point) }
    }

    /// Y: the answer for the selected view, shown until Esc or another selection.
    /// At `point` (window points, as `render --why --tap` gives it) when there is one, else where
    /// the right-click selected the view.
    public func askWhy(at point: CGPoint? = nil) {
        whyMenu = nil
        guard let name = selection, session.scene.view(named: name) != nil else {
            return show("Select a view first (right-click it, or click its row in HIERARCHY), then Y says why it does or does not get a touch there")
        }
        if let point { return why = try? WhyAnalyzer(scene: session.scene).answer(view: name, at: point) }
        why = answer(about: name, rightClickedAt: pointedAt?.view == name ? pointedAt?.point : nil)
    }

    /// The analyzer's answer for `name`; at a right-clicked point, a view that takes no touches
    /// itself (a button's label) stands for the ancestor a touch there is for, and the note says so.
    private func answer(about name: String, rightClickedAt point: CGPoint?) -> WhyAnswer? {
        let analyzer = WhyAnalyzer(scene: session.scene)
        guard let point, let standIn = analyzer.standIn(for: name, at: point) else { return try? analyzer.answer(view: name, at: point) }
        var answer = try? analyzer.answer(view: standIn.view, at: point)
        answer?.pointNote = standIn.note
        return answer
    }

    /// The answer asked again at its point, after a key changed a property it depends on.
    func askWhyAgain() {
        guard let answer = why else { return }
        // A label that stood for its button is asked about again: the key may have let it take touches.
        if let selection, selection != answer.view { return why = self.answer(about: selection, rightClickedAt: answer.point) }
        why = try? WhyAnalyzer(scene: session.scene).answer(view: answer.view, at: answer.point)
        // The first answer's note said how the point was chosen; the point stays the same.
        if why?.pointNote == nil { why?.pointNote = answer.pointNote }
    }

    /// Esc: the innermost thing open goes first — a name being typed, the menu, the help, the
    /// right-click's menu, the answer to Y — and then the selection.
    func escape() {
        if session.mode.typing != nil { return session.route(.dropTypedName) }
        if editMenu != nil { return closeEditMenu() }
        if isHelpVisible { isHelpVisible = false; return }
        if whyMenu != nil { whyMenu = nil; return }
        if why != nil { why = nil; return }
        select(nil)
    }

    /// A click while the right-click's menu is open: on its item, Y's answer; anywhere else the
    /// menu just goes and the click does what it always does. Returns whether the item took it.
    public func clickWhyMenu(at windowPoint: CGPoint, measurer: TextMeasuring) -> Bool {
        guard let item = whyMenuItem(measurer: measurer) else { return false }
        whyMenu = nil
        guard item.contains(windowPoint) else { return false }
        askWhy()
        return true
    }

    /// Where the right-click's menu item is drawn, in window points; nil when the menu is closed.
    public func whyMenuItem(measurer: TextMeasuring) -> CGRect? {
        guard let origin = whyMenu, let name = selection else { return nil }
        return WhyMenuPainter.rect(for: name, at: origin, viewport: viewportSize, measurer: measurer)
    }
}
