import Foundation
import ResponderCore
import SandboxScenes

/// The viewer: what the person at the window chooses to look at, none of which changes the
/// scene. The selection, the exploded view, the zoom and the window's size, the panel's
/// scroll, help, the status message, the lesson's input played step by step, and the menu
/// of actions (the extensions beside).
public final class Viewer {
    unowned let session: SandboxSession
    public private(set) var selection: String?
    public private(set) var explode = 0.0
    public private(set) var explodeTarget = 0.0
    /// The exploded view's camera: turned round the stack and tilted above it by a drag (`turnExploded`).
    public private(set) var explodeYaw = IsometricProjection.defaultYaw
    public private(set) var explodePitch = IsometricProjection.defaultPitch
    /// The scene and its labels drawn this much larger inside the canvas (`--zoom`, Ctrl+= /
    /// Ctrl+−); the canvas scrolls to show part of it (see `focus`).
    public var zoom = 1.0
    /// The scene point at the middle of the canvas's scene room; nil: the scene's centre.
    public private(set) var focus: CGPoint?
    public static let zoomRange = 0.5...3.0
    static let zoomStep = 0.25
    public var viewportSize = CGSize(width: 1280, height: 800)
    /// The panel's scroll positions and the full-width log (see `Viewer+Panel`).
    public private(set) var panelScroll = PanelScroll()
    /// The help overlay covers the window (one of the session's exclusive modes): H opens and
    /// closes it (`toggleHelp`), a click or Esc closes it (`closeHelp`).
    public var isHelpVisible: Bool { session.mode == .help }
    public private(set) var statusMessage: String?
    private var statusExpiry = 0.0
    /// The window's time so far, for the status message's expiry.
    public private(set) var clock = 0.0
    /// The lesson's `events:` script while L plays it, one command per key (see `Viewer+LessonInput`).
    public private(set) var lessonInput: LessonInput?
    /// The menu M opened (edit actions, remote, presses, shake); nil when closed.
    public var editMenu: EditMenu? { session.mode.editMenu }
    /// Tab: keys with their modifiers go to the app's key commands, not to the sandbox.
    public private(set) var keysToApp = false
    /// Where the mouse last was, in window points: the menu opens there.
    public private(set) var pointerLocation: CGPoint?
    /// The HIERARCHY rows folded (a triangle clicked, or O): what they hold is not listed.
    public private(set) var foldedOutline: Set<String> = []
    /// The view under the mouse (no button held) and where the mouse was when it came onto
    /// it, and the view a touch there would go to: the hover card's subject and its place (see `Viewer+Hover`).
    public private(set) var hover: (view: String, taker: String?, pointer: CGPoint)?
    /// I turns the hover card off (a teacher's pointer over a projected scene) and on again.
    public private(set) var showsHoverCard = true
    /// The small menu a right-click on a view opens at the pointer ("why not here?"); nil when closed.
    public var whyMenu: CGPoint? { session.mode.whyMenu }
    /// Y's point, question and answer (see `Viewer+Why`): changed only by `changeWhy(_:)`.
    private(set) var whyInquiry = WhyInquiry()
    /// From this many responders on, Y's answer is worked out off the frame; nil: always on it,
    /// as `render` and the tests need. The window sets it.
    public var whyOffTheFrameFromViews: Int?
    /// When each finger still down was first seen, on the app's clock (see `Viewer+HeldFingers`).
    private(set) var fingersDownSince: [Int: Double] = [:]
    /// Where a pan drag of the canvas last was; nil when none is under way.
    private(set) var panAnchor: CGPoint?
    /// Where a drag turning the exploded view last was, and whether it has turned it yet.
    private(set) var turnAnchor: (point: CGPoint, turned: Bool)?
    /// `viewDrawing`, once per scene (weakly held: a replaced scene is freed); the hover asks at every move.
    private weak var drawingScene: LoadedScene?
    private var sceneDrawing: ViewDrawing?

    init(session: SandboxSession) {
        self.session = session
    }

    /// Another scene: its lesson input and menus end, the panel scrolls to its top, and a
    /// selection the new scene has no responder for goes; HIERARCHY's folds stay only when the
    /// same file was read again.
    func sceneReplaced(by loaded: LoadedScene, sameFile: Bool) {
        if !sameFile { foldedOutline = [] }
        lessonInput = nil
        closeEditMenu()
        changeWhy(.sceneReplaced)
        hover = nil
        closeWhyMenu()
        panelScroll = PanelScroll(keepingWidthOf: panelScroll)
        if let selection, loaded.responders[selection] == nil { self.selection = nil }
    }

    // MARK: Time

    /// Moves the exploded view and the message's clock on; returns whether either changed.
    func tick(_ seconds: Double) -> Bool {
        clock += seconds
        var changed = false
        if explode != explodeTarget {
            let step = seconds / StageLayout.explodeDuration
            explode = explodeTarget > explode ? min(explodeTarget, explode + step) : max(explodeTarget, explode - step)
            changed = true
        }
        if statusMessage != nil, clock >= statusExpiry {
            statusMessage = nil
            changed = true
        }
        if followHeldFingers() { changed = true }
        if finishAskingWhy() { changed = true }
        return changed
    }

    var isExploding: Bool { explode != explodeTarget }

    /// Edit mode took the band above the scene and the mouse: Tab's keys, M's menu and the lesson's input end.
    func editModeStarted() {
        keysToApp = false
        closeEditMenu()
        lessonInput = nil
    }

    func finishExploding() {
        explode = explodeTarget
    }

    /// Seconds until the status message goes; nil without one.
    var secondsUntilMessageExpires: Double? {
        statusMessage == nil ? nil : max(0, statusExpiry - clock)
    }

    public func show(_ message: String, for seconds: Double = 4) {
        statusMessage = message
        statusExpiry = clock + seconds
    }

    /// H: the help over the window, closing whatever mode was open; again, it goes.
    func toggleHelp() {
        session.mode = isHelpVisible ? .plain : .help
    }

    func closeHelp() {
        if isHelpVisible { session.mode = .plain }
    }

    public func clearStatusMessage() {
        statusMessage = nil
    }

    // MARK: Selection, exploded view and zoom

    /// Selects a responder by name: a view, a view controller, the window, the application
    /// or its delegate; a name the scene does not have selects nothing.
    public func select(_ name: String?) {
        selection = name.flatMap { session.responder(named: $0) }.map(\.name)
        // An answer about another view than the one selected now is stale.
        changeWhy(.selected(selection))
    }

    public var selectedView: UIView? { selection.flatMap { session.scene.view(named: $0) } }
    public var selectedResponder: UIResponder? { selection.flatMap { session.responder(named: $0) } }

    public func toggleExplode() {
        explodeTarget = explodeTarget > 0.5 ? 0 : 1
    }

    /// A zoom step around the pointer when it is over the scene, else around the hit-test view.
    func changeZoom(by step: Double) {
        setZoom(((zoom + step) / Self.zoomStep).rounded() * Self.zoomStep, around: zoomAnchor)
    }

    /// Sets the zoom within `zoomRange` and says what it is now. The scene point under
    /// `windowPoint` stays under it, as a presentation tool zooms at the pointer; nil: the
    /// middle of the canvas stays.
    public func setZoom(_ value: Double, around windowPoint: CGPoint? = nil) {
        let clamped = min(max(value, Self.zoomRange.lowerBound), Self.zoomRange.upperBound)
        let limit = clamped != value ? (value > clamped ? " (the largest)" : " (the smallest)") : ""
        let before = session.layout
        let anchor = windowPoint ?? CGPoint(x: before.sceneRoom.midX, y: before.sceneRoom.midY)
        let kept = before.clampedScenePoint(fromWindow: anchor)
        zoom = clamped
        focusedView = nil
        focus = clamped == 1 && windowPoint == nil ? nil : session.layout.focus(keeping: kept, at: anchor)
        show("Zoom ×\(Self.formatted(clamped))\(limit)", for: 1.5)
    }

    /// The zoom ×1 with the whole scene in view (Ctrl+0).
    func resetZoom() {
        setZoom(1)
    }

    /// Where a zoom key zooms: the pointer over the scene, else the hit-test view's middle,
    /// else the middle of the canvas.
    public var zoomAnchor: CGPoint? {
        let layout = session.layout
        if let pointer = pointerLocation, layout.scenePoint(fromWindow: pointer) != nil { return pointer }
        guard let name = surroundings.hitTestView(), let view = session.scene.view(named: name) else { return nil }
        let rect = view.convert(view.bounds, to: nil)
        return layout.canvasPoint(fromScene: CGPoint(x: rect.midX, y: rect.midY))
    }

    /// Scrolls the zoomed canvas by a drag of (dx, dy) window points: the scene follows the pointer.
    public func pan(dx: Double, dy: Double) {
        let layout = session.layout
        focus = CGPoint(x: layout.focus.x - dx / layout.scale, y: layout.focus.y - dy / layout.scale)
        // Kept as the layout keeps it (inside the scene), so a drag back moves at once.
        focus = session.layout.focus
    }

    // MARK: Drags of the canvas

    /// A pan drag of the canvas (the middle button, or Shift with the left) starts, moves on, ends.
    func beginPan(at point: CGPoint) { panAnchor = point }
    func pan(to point: CGPoint) {
        guard let anchor = panAnchor else { return }
        pan(dx: point.x - anchor.x, dy: point.y - anchor.y)
        panAnchor = point
    }
    func endPan() { panAnchor = nil }

    /// A drag turning the exploded view starts, moves on (returns whether it turned), ends:
    /// a click that did not turn it says how to touch.
    func beginTurn(at point: CGPoint) { turnAnchor = (point, false) }
    func turn(to point: CGPoint) -> Bool {
        guard let anchor = turnAnchor else { return false }
        let turned = turnExploded(dx: point.x - anchor.point.x, dy: point.y - anchor.point.y)
        turnAnchor = (point, anchor.turned || turned)
        return turned
    }
    func endTurn() {
        if turnAnchor?.turned == false { show("Drag to turn the exploded view; press E to flatten it before touching") }
        turnAnchor = nil
    }

    /// Z: the selected view fills the canvas (its subtree is what shows); again, or with no
    /// view selected, the whole scene at ×1.
    func toggleFocusOnSelection() {
        guard let view = selectedView, !(view is UIWindow), focusedView != view.name else {
            focusedView = nil
            return resetZoom()
        }
        let rect = view.convert(view.bounds, to: nil)
        let layout = session.layout
        let fit = layout.scale / layout.requestedZoom
        let wanted = min(layout.sceneRoom.width / max(rect.width * fit, 1), layout.sceneRoom.height / max(rect.height * fit, 1))
        zoom = min(max(wanted, Self.zoomRange.lowerBound), Self.zoomRange.upperBound)
        focus = CGPoint(x: rect.midX, y: rect.midY)
        focusedView = view.name
        show("Zoom ×\(Self.formatted((zoom * 100).rounded() / 100)) on \(view.name): Z again shows the whole scene", for: 2.5)
    }

    /// The view Z focused on, until the zoom changes back.
    public private(set) var focusedView: String?

    // MARK: What only this file changes

    // The viewer's state is `private(set)`: every change of it is one of the methods of this
    // file (`SourceStructureTests.everyRoomsStateChangesOnlyInItsOwnFile`), and the extensions
    // beside build on them.

    /// Before the table: a button going down hides the hover card (it would cover what the
    /// click does); a move says where the mouse is (a menu opens there, a zoom key zooms
    /// there). Returns whether the picture changed.
    func pointerArrived(_ input: PointerInput) -> Bool {
        switch input {
        case .press: return endHover()
        case .move(let point): pointerLocation = point
        default: break
        }
        return false
    }

    /// Degrees per point of drag: a drag across half a 1280-point canvas turns a quarter round.
    static let degreesPerPoint = 0.25

    /// A drag of (dx, dy) window points over the exploded view; returns whether it turned:
    /// a horizontal drag turns the stack round its axis (yaw), a vertical one tilts it
    /// (pitch), within `IsometricProjection`'s ranges, as Xcode's view debugger and Reveal turn theirs.
    @discardableResult
    public func turnExploded(dx: Double, dy: Double) -> Bool {
        let clamp = { (value: Double, range: ClosedRange<Double>) in min(max(value, range.lowerBound), range.upperBound) }
        let yaw = clamp(explodeYaw + dx * Self.degreesPerPoint, IsometricProjection.yawRange)
        let pitch = clamp(explodePitch + dy * Self.degreesPerPoint, IsometricProjection.pitchRange)
        defer { (explodeYaw, explodePitch) = (yaw, pitch) }
        return yaw != explodeYaw || pitch != explodePitch
    }

    /// Tab: keys go to the app (Tab again to leave), so Ctrl/Cmd shortcuts reach its key commands.
    public func toggleKeysToApp() {
        keysToApp.toggle()
        show(keysToApp ? "Keys now go to the app's key commands: Tab gives them back to the sandbox"
                       : "Keys control the sandbox again", for: 4)
    }

    /// M's menu opens (closing any other mode), or closes.
    func openEditMenu(_ menu: EditMenu) {
        session.mode = .editMenu(menu)
    }

    public func closeEditMenu() {
        if editMenu != nil { session.mode = .plain }
    }

    /// The right-click's small menu opens at a window point (closing any other mode), or closes.
    func openWhyMenu(at windowPoint: CGPoint) {
        session.mode = .whyMenu(at: windowPoint)
    }

    func closeWhyMenu() {
        if whyMenu != nil { session.mode = .plain }
    }

    /// A click on a HIERARCHY row's disclosure triangle.
    func toggleFold(_ name: String) {
        if foldedOutline.remove(name) == nil { foldedOutline.insert(name) }
    }

    /// A pane of the panel scrolled to `offset` (the log: scrolled back by it from its newest line).
    func scrollPane(_ kind: PanelPane.Kind, to offset: Double) {
        switch kind {
        case .lesson: panelScroll.lesson = offset
        case .story: panelScroll.story = offset
        case .log: panelScroll.logBack = offset
        }
    }

    /// W: the log over the whole width of the window, for reading long lines; again to go back.
    public func toggleWideLog() {
        panelScroll.isLogWide.toggle()
    }

    /// End: the log follows the newest step again.
    public func showNewestLog() {
        panelScroll.logBack = 0
    }

    /// A new input's story starts at WHAT HAPPENED, wherever the panel was scrolled.
    func newPictureShown() {
        panelScroll.story = 0
    }

    /// What the scene's views draw (`ViewDrawing`), as right-click and the hover card choose by it.
    var viewDrawing: ViewDrawing {
        if let sceneDrawing, drawingScene === session.scene { return sceneDrawing }
        let drawing = ViewDrawing(document: session.scene.document)
        drawingScene = session.scene
        sceneDrawing = drawing
        return drawing
    }

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

    /// Notes fingers that went down or lifted; whether the time shown changed (it is shown
    /// to a tenth of a second, see `Viewer+HeldFingers`).
    func followHeldFingers() -> Bool {
        let down = surroundings.fingersDown
        let before = Self.shownTenths(heldFingers)
        let now = session.application.currentTime
        for id in down where fingersDownSince[id] == nil { fingersDownSince[id] = now }
        for id in fingersDownSince.keys where !down.contains(id) { fingersDownSince[id] = nil }
        return Self.shownTenths(heldFingers) != before
    }

    /// Y's point, question or answer changes (`WhyInquiry`); a question dropped takes its
    /// status line with it, a question asked off the frame puts its own there meanwhile.
    func changeWhy(_ change: WhyInquiry.Change) {
        if let dropped = whyInquiry.apply(change), statusMessage == dropped.status { clearStatusMessage() }
        if case .asking(let question) = change { show(question.status, for: Self.whyStatusSeconds) }
    }

    /// The lesson's input from its first command (L, Backspace).
    func startLessonInput(_ script: EventScript) {
        lessonInput = LessonInput(script: script)
    }

    /// Enter: the lesson's next command, marked as run, and then what it did (see `LessonInput`).
    func takeNextLessonCommand() -> LessonInput.Entry? { lessonInput?.takeNext() }
    func recordLessonCommand(_ recorded: (steps: [TraceStep], from: Int), windows: Set<String>, message: String?, at index: Int) {
        lessonInput?.record(steps: recorded.steps, from: recorded.from, windows: windows, message: message, at: index)
    }

    /// A speed or zoom factor as the status line says it: 2, 0.5.
    static func formatted(_ factor: Double) -> String {
        factor == factor.rounded() ? String(Int(factor)) : String(factor)
    }
}
