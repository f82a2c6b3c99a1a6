import Foundation
import ResponderCore
import SandboxScenes

/// Y: why the selected view does or does not get a touch, answered by the same
/// `WhyAnalyzer` as `responder-sandbox why`, at the point a right-click selected it at (else for
/// the whole view, by regions); a right-clicked view that takes no touches itself, as a
/// button's label, stands for its nearest ancestor a touch there is for. The panel's WHY
/// section and the canvas show the answer; Esc clears it. In a large scene the window works
/// the answer out off the frame (`WhyQuestion`).
extension Viewer {
    /// Y's answer: why the selected view does or does not get a touch.
    public var why: WhyAnswer? { whyInquiry.answer }
    /// Y asked about a large scene and being answered off the frame.
    var whyQuestion: WhyQuestion? { whyInquiry.question }

    /// A right-click on the canvas: the topmost view drawn at the scene point is selected, Y
    /// asks about that point, and a small menu at `windowPoint` offers the same.
    public func select(_ name: String?, pointedAt point: CGPoint, menuAt windowPoint: CGPoint? = nil) {
        select(name)
        if let windowPoint, selection != nil { openWhyMenu(at: windowPoint) } else { closeWhyMenu() }
        // At halves of a point, as the window's touches land (a 2× screen's pixels).
        let point = CGPoint(x: (point.x * 2).rounded() / 2, y: (point.y * 2).rounded() / 2)
        changeWhy(.pointed(at: point, on: selection))
    }

    /// Y: the answer for the selected view, shown until Esc or another selection.
    /// At `point` (window points, as `render --why --tap` gives it) when there is one, else where
    /// the right-click selected the view.
    public func askWhy(at point: CGPoint? = nil) {
        closeWhyMenu()
        guard let name = selection, session.scene.view(named: name) != nil else {
            return show("Select a view first (right-click it, or click its row in HIERARCHY), then Y says why it does or does not get a touch there")
        }
        let pointedAt = whyInquiry.pointedAt
        let point = point ?? (pointedAt?.view == name ? pointedAt?.point : nil)
        // Y again while the same question is being answered: that answer is on its way.
        if let asked = whyQuestion, asked.selection == name, asked.point == point { return }
        ask(about: name, at: point, standIn: true, keepingNote: nil)
    }

    /// The answer now, or for a large scene (`whyOffTheFrameFromViews`) on a thread of its own:
    /// the WHY section and the status line say it is being worked out meanwhile.
    private func ask(about name: String, at point: CGPoint?, standIn: Bool, keepingNote note: String?) {
        // A finger still down when Y is pressed is held while the tap at the point comes.
        let held = point == nil ? [] : heldFingerPoints
        guard let limit = whyOffTheFrameFromViews, session.scene.responders.count >= limit else {
            return changeWhy(.answered(Self.answer(about: name, at: point, holding: held, in: session.scene, standIn: standIn, keepingNote: note)))
        }
        changeWhy(.asking(WhyQuestion(selection: name, point: point, holding: held, standIn: standIn, keptNote: note, scene: session.scene)))
    }

    /// How long "Asking why…" may stay on the status line: the answer clears it before.
    static let whyStatusSeconds = 600.0

    /// Once a turn of the window's loop: the answer worked out off the frame, shown if the
    /// scene is still the one asked about. Another scene, another selection or Esc dropped the
    /// question already; a change to the scene meanwhile (a tap that toggled a switch, a key,
    /// the events' script) makes the answer stale, and the question is asked again about the
    /// scene as it is now. Returns whether anything shown changed.
    func finishAskingWhy() -> Bool {
        guard let question = whyQuestion, let answer = question.answer else { return false }
        dropWhyQuestion()
        guard question.scene === session.scene, question.selection == selection else { return true }
        guard SceneState(of: session.scene) == question.state, question.holding == (question.point == nil ? [] : heldFingerPoints) else {
            ask(about: question.selection, at: question.point, standIn: question.standIn, keepingNote: question.keptNote)
            return true
        }
        changeWhy(.answered(answer))
        return true
    }

    /// Forgets the question being answered off the frame (its thread finishes unheard), and its status line.
    func dropWhyQuestion() {
        changeWhy(.dropQuestion)
    }

    /// The view a question off the frame is about, while it is being answered.
    public var askingWhyAbout: String? { whyQuestion?.selection }

    /// While a question is answered off the frame, the window looks for the answer every frame.
    var secondsUntilWhyIsLookedFor: Double? { whyQuestion == nil ? nil : 1.0 / 60 }

    /// A right-click at a scene point: selects the view the user sees there, the frontmost one
    /// drawn (shown, not transparent, with a colour or text of its own: a clear view in front is
    /// looked through, as the eye does; in a dump, a plain container printed without a colour,
    /// such as a cell's contentView, is taken to be clear), so Y asks about the view meant and
    /// its answer names the view in front that takes the touch. `placements` are the views as
    /// the step shown draws them.
    public func selectDrawnView(at point: CGPoint, in placements: [ViewPlacement], menuAt windowPoint: CGPoint? = nil) {
        select(Self.frontmostDrawn(at: point, in: placements, drawing: viewDrawing)?.name, pointedAt: point, menuAt: windowPoint)
    }

    /// The frontmost view drawn at the point, else the frontmost shown there.
    static func frontmostDrawn(at point: CGPoint, in placements: [ViewPlacement], drawing: ViewDrawing) -> ViewPlacement? {
        let shown = { (placement: ViewPlacement) in
            !placement.isHiddenInTree && placement.containsWindowPoint(point) && (placement.clip?.contains(point) ?? true)
        }
        return placements.last {
            shown($0) && drawing.isDrawn($0.name, opacity: $0.effectiveAlpha, backgroundAlpha: $0.backgroundColor?.alpha ?? 0)
        } ?? placements.last(where: shown)
    }

    /// The analyzer's answer for `name` in `scene`, as `why` gives it; with `standIn`, a view that
    /// takes no touches itself (a button's label) stands for the ancestor a touch there (or at its
    /// centre) is for, and the note says so. An answer asked again keeps `note` (how the point was
    /// first chosen) when it has none of its own.
    static func answer(about name: String, at point: CGPoint?, holding held: [CGPoint], in scene: LoadedScene, standIn: Bool,
                       keepingNote note: String?) -> WhyAnswer? {
        let analyzer = WhyAnalyzer(scene: scene)
        let standIn = standIn ? analyzer.standIn(for: name, at: point) : nil
        let asked = standIn?.view ?? name
        var answer = point.map { try? analyzer.answer(view: asked, at: $0, holding: held) } ?? (try? analyzer.answer(view: asked, at: nil))
        if let standIn { answer?.pointNote = standIn.note }
        if answer?.pointNote == nil { answer?.pointNote = note }
        return answer
    }

    /// Where each finger still down went down (its touch's view was chosen there), in the order
    /// the fingers came: Y's tap is asked about while they are held, as `why --holding` asks.
    var heldFingerPoints: [CGPoint] { surroundings.heldFingerPoints() }

    /// The answer asked again at its point, after a key changed a property it depends on; a
    /// label that stood for its button is asked about again (the key may have let it take touches).
    func askWhyAgain() {
        if let question = whyQuestion {
            return ask(about: question.selection, at: question.point, standIn: question.standIn, keepingNote: question.keptNote)
        }
        guard let answer = why, let selection else { return }
        if selection != answer.view { return ask(about: selection, at: answer.point, standIn: true, keepingNote: nil) }
        // The first answer's note said how the point was chosen; the point stays the same.
        ask(about: answer.view, at: answer.point, standIn: false, keepingNote: answer.pointNote)
    }

    /// Esc: the innermost thing open goes first — a name being typed, the menu, the help, the
    /// right-click's menu, the answer to Y — and then the selection.
    func escape() {
        if session.mode.typing != nil { return session.route(.dropTypedName) }
        if editMenu != nil { return closeEditMenu() }
        if isHelpVisible { return closeHelp() }
        if whyMenu != nil { return closeWhyMenu() }
        if whyQuestion != nil { return dropWhyQuestion() }
        if why != nil { return changeWhy(.dropAnswer) }
        select(nil)
    }

    /// A click while the right-click's menu is open: on its item, Y's answer; anywhere else the
    /// menu just goes and the click does what it always does. Returns whether the item took it.
    public func clickWhyMenu(at windowPoint: CGPoint, measurer: TextMeasuring) -> Bool {
        guard let item = whyMenuItem(measurer: measurer) else { return false }
        closeWhyMenu()
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
