import Foundation
import Testing
@testable import ResponderCore

/// Several windows: UIKit asks them front to back (by `windowLevel`, the later of equal levels
/// in front), and the first whose hitTest returns a view gets the touch; a window that
/// returns nil lets it through to the windows behind.
@Suite("More windows: levels, an overlay that lets touches through, an alert that does not")
struct MultipleWindowTests {
    /// The main window (800×600) with a button-like view `buy` that handles touches.
    static func app() -> TestApp {
        TestApp([makeView("buy", 100, 100, 200, 80, handles: .touches)])
    }

    /// A window over the whole screen at `level`, whose root view holds `subviews`.
    static func window(_ name: String, level: UIWindow.Level, root: UIView) -> UIWindow {
        let window = UIWindow(name: name, frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        window.windowLevel = level
        window.rootViewController = UIViewController(name: "\(name)Controller", view: root)
        return window
    }

    @Test func anOverlayWindowWhoseHitTestReturnsNilLetsTheTouchThrough() {
        // Precondition: a status-bar-level overlay whose views all let touches through, with a badge that handles them.
        let app = Self.app()
        let overlayRoot = makeView("overlayRoot", 0, 0, 800, 600, [makeView("badge", 600, 20, 100, 40, handles: .touches)])
        overlayRoot.passesTouchesThrough = true
        let overlay = Self.window("overlay", level: .statusBar, root: overlayRoot)
        overlay.passesTouchesThrough = true
        app.application.addWindow(overlay)

        // Action: a tap on buy (under the overlay's empty part), then one on the badge.
        app.tap(150, 140, id: 1)
        app.tap(650, 40, id: 2)

        // Assertion: the overlay was asked first and answered nil, so buy got touch 1; the badge took touch 2.
        let hitTested = app.log.steps.compactMap { if case .hitTest(let view, _) = $0 { return view } else { return nil } }
        #expect(hitTested.first == "overlay")
        #expect(app.results.filter { $0.touch == 1 }.map(\.handledBy) == ["buy", "buy"])
        #expect(app.results.filter { $0.touch == 2 }.map(\.handledBy) == ["badge", "badge"])
    }

    @Test func anAlertWindowTakesEveryTouchSoNothingBehindItResponds() {
        // Precondition: an alert-level window whose dimming view covers the screen and handles nothing.
        let app = Self.app()
        let alert = Self.window("alert", level: .alert, root: makeView("dimming", 0, 0, 800, 600))
        app.application.addWindow(alert)

        // Action: a tap where buy is.
        app.tap(150, 140)

        // Assertion: the alert window's hitTest returns its dimming view, so the touch is the
        // alert's: it goes up dimming's chain, unhandled, and buy never hears of it.
        #expect(app.results.map(\.hitTestView) == ["dimming", "dimming"])
        #expect(app.results.allSatisfy { $0.handledBy == nil && $0.chain.first == "dimming" && $0.chain.contains("alert") })
        #expect(!app.results.contains { $0.chain.contains("buy") })
    }

    @Test func windowsStackByLevelAndTheLaterOfEqualLevelsIsInFront() {
        // Precondition: two normal-level windows added after the main one, and a status-bar one added first.
        let app = Self.app()
        let top = Self.window("top", level: .statusBar, root: makeView("topRoot", 0, 0, 800, 600))
        let first = Self.window("first", level: .normal, root: makeView("firstRoot", 0, 0, 800, 600))
        let second = Self.window("second", level: .normal, root: makeView("secondRoot", 0, 0, 800, 600))
        for window in [top, first, second] { app.application.addWindow(window) }

        // Action: read the stack.
        let order = app.application.windowsFrontToBack.map(\.name)

        // Assertion: UIWindow.Level: higher in front; equal levels, the later in front.
        #expect(order == ["top", "second", "first", "UIWindow"])
    }

    @Test func aWindowAwayFromTheOriginGetsTouchesInItsOwnCoordinates() {
        // Precondition: a small window at (500, 400) with a view filling it.
        let app = Self.app()
        let panel = UIWindow(name: "panel", frame: CGRect(x: 500, y: 400, width: 200, height: 100))
        panel.windowLevel = .alert
        panel.rootViewController = UIViewController(name: "panelController", view: makeView("panelRoot", 0, 0, 200, 100, handles: .touches))
        app.application.addWindow(panel)

        // Action: a tap at screen point (550, 420), then one outside the panel.
        app.tap(550, 420, id: 1)
        app.tap(150, 140, id: 2)

        // Assertion: the panel hit-tests (50, 20) in its own space and takes touch 1; touch 2 goes on to the main window.
        #expect(app.log.steps.contains(.hitTest(view: "panel", point: CGPoint(x: 50, y: 20))))
        #expect(app.results.filter { $0.touch == 1 }.map(\.handledBy) == ["panelRoot", "panelRoot"])
        #expect(app.results.filter { $0.touch == 2 }.map(\.handledBy) == ["buy", "buy"])
    }
}
