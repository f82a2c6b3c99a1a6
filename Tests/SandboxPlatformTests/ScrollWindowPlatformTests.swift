import CSDL2
import Foundation
import ResponderCore
import SandboxScenes
import SandboxStage
import Testing
@testable import SandboxPlatform

/// Real SDL wheel and mouse events over lesson 38's scroll view: the offset changes and the
/// pixels move with it.
@Suite("Scroll views through SDL", .serialized)
@MainActor
struct ScrollWindowPlatformTests {
    func list(_ session: SandboxSession) throws -> UIScrollView {
        try #require(session.scene.view(named: "list") as? UIScrollView)
    }

    func isDark(_ color: StageColor) -> Bool { Int(color.red) + Int(color.green) + Int(color.blue) < 3 * 128 }

    @Test func theWheelOverAScrollViewScrollsItAndThePixelsMove() throws {
        // Precondition: lesson 38's list at offset 0; scene point (300, 245) is the white gap between row1 and row2.
        let session = try SDLTestSupport.session("38-scroll-view-tap-or-drag")
        let app = try SDLTestSupport.app(session)
        let list = try list(session)
        let probe = SDLTestSupport.windowPoint(session, 300, 245)
        app.redraw()
        let before = app.pixel(x: Int(probe.0), y: Int(probe.1))
        #expect(before == Palette.paper)

        // Action: two notches of a real wheel towards the user, the pointer over the list.
        SDLTestSupport.pushWheel(notches: 2, at: SDLTestSupport.windowPoint(session, 400, 280))
        app.pump()
        app.redraw()

        // Assertion: the offset moved by two notches; row2 (content y 120…220) now lies under the probe.
        #expect(list.contentOffset == CGPoint(x: 0, y: 2 * InputHistory.wheelStep))
        let after = app.pixel(x: Int(probe.0), y: Int(probe.1))
        #expect(after.isClose(to: Palette.yellow), "found \(after)")
        // The indicator shows on the list's right edge, dark.
        let bar = SDLTestSupport.windowPoint(session, 644.5, 300)
        #expect(isDark(app.pixel(x: Int(bar.0), y: Int(bar.1))))
        // And the wheel over the panel still scrolls the panel, not the list.
        SDLTestSupport.pushWheel(notches: 1, at: (Int32(session.layout.panel.midX), Int32(session.layout.panel.midY)))
        app.pump()
        #expect(Double(list.contentOffset.y) == 2 * InputHistory.wheelStep, "\(Double(list.contentOffset.y).bitPattern)")
    }

    @Test func aTouchpadsPreciseSidewaysScrollMovesAHorizontalScrollView() throws {
        let dir = try SDLTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("strip.yaml")
        try """
        root:
          controller: ViewController
          view:
            name: root
            frame: [0, 0, 800, 600]
            subviews:
              - name: strip
                frame: [100, 100, 400, 200]
                color: white
                scroll: {contentSize: [1200, 200]}
                subviews:
                  - {name: card, frame: [10, 10, 180, 180], color: skyblue}
        """.write(to: url, atomically: true, encoding: .utf8)
        let session = try SDLTestSupport.session(url: url, name: "strip")
        let app = try SDLTestSupport.app(session)
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.preciseX = 0.5
        event.wheel.preciseY = 0
        let point = SDLTestSupport.windowPoint(session, 300, 200)
        event.wheel.mouseX = point.0
        event.wheel.mouseY = point.1
        event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        SDL_PushEvent(&event)
        app.pump()
        let strip = try #require(session.scene.view(named: "strip") as? UIScrollView)
        #expect(strip.contentOffset == CGPoint(x: 0.5 * InputHistory.wheelStep, y: 0))
    }

    @Test func aMouseDragScrollsThroughThePanRecognizer() throws {
        let session = try SDLTestSupport.session("38-scroll-view-tap-or-drag")
        let app = try SDLTestSupport.app(session)
        let list = try list(session)
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: Int32(SDL_BUTTON_LEFT), at: SDLTestSupport.windowPoint(session, 400, 400))
        SDLTestSupport.pushMouseMotion(to: SDLTestSupport.windowPoint(session, 400, 370))
        SDLTestSupport.pushMouseMotion(to: SDLTestSupport.windowPoint(session, 400, 300))
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONUP, button: Int32(SDL_BUTTON_LEFT), at: SDLTestSupport.windowPoint(session, 400, 300))
        app.pump()
        #expect(session.history.recorder.steps.contains { if case .gesture("list.pan", "list", .began, _) = $0 { return true }; return false })
        // About 100 points dragged, less the hysteresis (window pixels round the scene points a little).
        #expect(list.contentOffset.y > 80 && list.contentOffset.y < 100)
    }
}
