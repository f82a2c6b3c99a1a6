import Foundation
import ResponderCore
import SandboxScenes
import Testing
@testable import SandboxStage

/// The marks of a touch's search are drawn for whichever window it went to, not only the
/// main one: the window's visit tag, the point it was asked about, the finger's line to its
/// view once the search is over, and the lesson input's "hit-test view".
@Suite("Canvas: the marks of a touch in a further window")
struct FurtherWindowMarksTests {
    static func paint(_ session: SandboxSession) -> (DisplayList, SceneLabelLayout, CanvasPainter) {
        let canvas = CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer())
        var list = DisplayList()
        let labels = canvas.paint(into: &list)
        return (list, labels, canvas)
    }

    /// The index of `view`'s hitTest returning, in the latest input.
    static func hitTestReturn(of view: String, in session: SandboxSession) throws -> Int {
        try #require(session.history.timeline.steps.firstIndex { step in
            if case .hitTestReturn(view, _) = step { return true }
            return false
        })
    }

    /// A scene whose further window sits away from the screen's origin.
    static func panelScene() throws -> SandboxSession {
        let scene = try LoadedScene.load(text: """
            size: [800, 600]
            root:
              controller: ViewController
              view: {name: root, frame: [0, 0, 800, 600], color: orange}
            windows:
              - name: panel
                frame: [500, 300, 200, 200]
                root:
                  controller: PanelController
                  view: {name: panelRoot, frame: [0, 0, 200, 200], color: skyblue, handles: [touches]}
            """, file: "panel.yaml")
        return SandboxSession(scene: scene, url: URL(fileURLWithPath: "/tmp/panel.yaml"), name: "panel", catalog: nil)
    }

    @Test func theAlertWindowGetsItsVisitTagBesideItsName() throws {
        // Precondition: lesson 51; a tap on buy's place, which the alert window takes.
        let session = try StageFixtures.session("51-alert-window-takes-every-touch")
        StageFixtures.tap(session, 200, 340)

        // Action: the step where the alert window's hitTest returns dimming.
        session.history.show(step: try Self.hitTestReturn(of: "alert", in: session))
        let (list, labels, _) = Self.paint(session)

        // Assertion: the alert window was visited first, and its number is drawn in a tag
        // touching its name's tag (below it, or to its right).
        #expect(session.history.episode.visits["alert"]?.order == 1)
        let name = try #require(labels.furtherWindowLabels["alert"])
        let numbers = list.commands.compactMap { command -> CGPoint? in
            if case .text("1", let point, _, _, _, _) = command { return point }
            return nil
        }
        #expect(numbers.contains { $0.y >= name.minY - 1 && $0.y <= name.maxY + 40 && $0.x >= name.minX - 40 })
    }

    @Test func theFingersLineWaitsForTheAlertWindowsAnswer() throws {
        // Precondition: lesson 51; a finger held down on buy's place, bound to dimming.
        let session = try StageFixtures.session("51-alert-window-takes-every-touch")
        session.touch(1, .began, at: CGPoint(x: 200, y: 340))
        let finger = session.layout.canvasPoint(fromScene: CGPoint(x: 200, y: 340))
        func bindingLines() -> Int {
            Self.paint(session).0.commands.filter { command in
                if case .line(let from, _, Palette.ink, width: 3) = command { return from == finger }
                return false
            }.count
        }

        // Action: the first step, the alert window's hitTest being asked.
        session.history.show(step: 0)
        // Assertion: no line gives the answer away (no main window's answer ever comes).
        #expect(bindingLines() == 0)

        // Action: the step where the alert window answers.
        session.history.show(step: try Self.hitTestReturn(of: "alert", in: session))
        // Assertion: the line to dimming is drawn.
        #expect(bindingLines() == 1)
    }

    @Test func aFurtherWindowsPointIsDrawnWhereTheWindowSits() throws {
        // Precondition: a panel window at (500, 300); a tap at (550, 350) on the screen.
        let session = try Self.panelScene()
        StageFixtures.tap(session, 550, 350)

        // Action: the step where the panel's hitTest is asked, at (50, 50) in its own coordinates.
        let asked = try #require(session.history.timeline.steps.firstIndex { $0 == .hitTest(view: "panel", point: CGPoint(x: 50, y: 50)) })
        session.history.show(step: asked)
        let (_, labels, canvas) = Self.paint(session)

        // Assertion: the crosshair is on the touch, not at (50, 50) of the main window.
        let point = try #require(HitTestPointPainter(canvas: canvas, labels: labels).canvasPoint(of: "panel"))
        let touch = session.layout.canvasPoint(fromScene: CGPoint(x: 550, y: 350))
        #expect(hypot(point.x - touch.x, point.y - touch.y) < 0.01)
    }

    @Test func theLessonInputNamesTheHitTestViewOfWhicheverWindowAnswered() throws {
        // Precondition: lesson 50's taps (the badge; then the pass-through overlay's nil, and
        // buy) and lesson 51's (the alert's OK; then dimming).
        func outcomes(_ id: String) throws -> [String] {
            let session = try StageFixtures.session(id)
            session.perform(.playLessonEvents)
            session.finishAnimations()
            return try #require(session.viewer.lessonInput).entries.map { $0.outcome ?? "(not run)" }
        }

        // Action: both lessons' inputs played.
        let overlay = try outcomes("50-overlay-window-lets-touches-through")
        let alert = try outcomes("51-alert-window-takes-every-touch")

        // Assertion: each line starts with the view the answering window returned; the
        // overlay's nil does not read as "none".
        #expect(overlay[1].hasPrefix("hit-test view buy"), "\(overlay)")
        #expect(!overlay[1].contains("hit-test view none"), "\(overlay)")
        #expect(overlay[0].hasPrefix("hit-test view badge"), "\(overlay)")
        #expect(alert[1].hasPrefix("hit-test view dimming"), "\(alert)")
        #expect(alert[0].contains("hit-test view OK"), "\(alert)")
    }
}
