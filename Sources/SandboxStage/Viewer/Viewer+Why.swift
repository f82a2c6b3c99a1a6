import Foundation
import ResponderCore
import SandboxScenes

/// Y: why the selected view does or does not get a touch, answered by the same
/// `WhyAnalyzer` as `responder-sandbox why`, at the point a right-click selected it at (else for
/// the whole view, by regions); a right-clicked view that takes no touches itself, as a
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
        why = answer(about: name, rightClickedAt: point ?? (pointedAt?.view == name ? pointedAt?.point : nil))
    }

    /// A right-click at a scene point: selects the view the user sees there, the frontmost one
    /// drawn (shown, not transparent, with a colour: a clear view in front is looked through,
    /// as the eye does), so Y asks about the view meant and its answer names the clear view
    /// in front that takes the touch. `placements` are the views as the step shown draws them.
    public func selectDrawnView(at point: CGPoint, in placements: [ViewPlacement], menuAt windowPoint: CGPoint? = nil) {
        select(Self.frontmostDrawn(at: point, in: placements)?.name, pointedAt: point, menuAt: windowPoint)
    }

    /// The frontmost view drawn at the point, else the frontmost shown there.
    static func frontmostDrawn(at point: CGPoint, in placements: [ViewPlacement]) -> ViewPlacement? {
        let shown = { (placement: ViewPlacement) in
            !placement.isHiddenInTree && placement.containsWindowPoint(point) && (placement.clip?.contains(point) ?? true)
        }
        return placements.last { shown($0) && $0.effectiveAlpha * ($0.backgroundColor?.alpha ?? 0) >= 0.01 } ?? placements.last(where: shown)
    }

    /// The analyzer's answer for `name`, as `why` gives it; a view that takes no touches itself
    /// (a button's label) stands for the ancestor a touch there (or at its centre) is for, and the note says so.
    private func answer(about name: String, rightClickedAt point: CGPoint?) -> WhyAnswer? {
        let analyzer = WhyAnalyzer(scene: session.scene)
        guard let standIn = analyzer.standIn(for: name, at: point) else { return try? analyzer.answer(view: name, at: point) }
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
