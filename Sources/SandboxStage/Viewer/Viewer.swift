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
    public internal(set) var explode = 0.0
    public private(set) var explodeTarget = 0.0
    /// Text, bars and tags drawn this much larger, for projectors (`--zoom`, Ctrl+= / Ctrl+−).
    public var zoom = 1.0
    public static let zoomRange = 0.5...3.0
    static let zoomStep = 0.25
    public var viewportSize = CGSize(width: 1280, height: 800)
    /// The panel's scroll positions and the full-width log (see `Viewer+Panel`).
    public internal(set) var panelScroll = PanelScroll()
    public var isHelpVisible = false
    public internal(set) var statusMessage: String?
    private var statusExpiry = 0.0
    /// The window's time so far, for the status message's expiry.
    public private(set) var clock = 0.0
    /// The lesson's `events:` script while L plays it, one command per key.
    public internal(set) var lessonInput: LessonInput?
    /// The menu M opened (edit actions, remote, presses, shake); nil when closed.
    public internal(set) var editMenu: EditMenu?
    /// Tab: keys with their modifiers go to the app's key commands, not to the sandbox.
    public internal(set) var keysToApp = false
    /// Where the mouse last was, in window points: the menu opens there.
    public var pointerLocation: CGPoint?

    init(session: SandboxSession) {
        self.session = session
    }

    /// Another scene: its lesson input and menu end, the panel scrolls to its top, and a
    /// selection the new scene has no responder for goes.
    func sceneReplaced(by loaded: LoadedScene) {
        lessonInput = nil
        editMenu = nil
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
        return changed
    }

    var isExploding: Bool { explode != explodeTarget }

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

    public func clearStatusMessage() {
        statusMessage = nil
    }

    // MARK: Selection, exploded view and zoom

    /// Selects a responder by name: a view, a view controller, the window, the application
    /// or its delegate; a name the scene does not have selects nothing.
    public func select(_ name: String?) {
        selection = name.flatMap { session.responder(named: $0) }.map(\.name)
    }

    public var selectedView: UIView? { selection.flatMap { session.scene.view(named: $0) } }
    public var selectedResponder: UIResponder? { selection.flatMap { session.responder(named: $0) } }

    public func toggleExplode() {
        explodeTarget = explodeTarget > 0.5 ? 0 : 1
    }

    func changeZoom(by step: Double) {
        setZoom(((zoom + step) / Self.zoomStep).rounded() * Self.zoomStep)
    }

    /// Sets the zoom within `zoomRange` and says what it is now.
    public func setZoom(_ value: Double) {
        let clamped = min(max(value, Self.zoomRange.lowerBound), Self.zoomRange.upperBound)
        let limit = clamped != value ? (value > clamped ? " (the largest)" : " (the smallest)") : ""
        zoom = clamped
        show("Zoom ×\(Self.formatted(clamped))\(limit)", for: 1.5)
    }

    /// A speed or zoom factor as the status line says it: 2, 0.5.
    static func formatted(_ factor: Double) -> String {
        factor == factor.rounded() ? String(Int(factor)) : String(factor)
    }
}
