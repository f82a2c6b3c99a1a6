import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// The canvas shows each scroll view at the contentOffset it had at the step shown: while the
/// drag's hitTest animates, where the content was when the finger went down; at the end, where
/// it is now. Scenes without scroll views draw exactly as before.
@Suite("InputHistory.contentOffsets: scroll views drawn at the offset of the step shown")
struct InputHistoryContentOffsetTests {
    /// Lesson 38 with its whole input run, as `render 38 --lesson-events` runs it.
    static func lesson38() throws -> SandboxSession {
        let session = try StageFixtures.session("38-scroll-view-tap-or-drag")
        session.viewer.playLessonEvents()
        session.finishAnimations()
        return session
    }

    static func placement(_ name: String, in session: SandboxSession) throws -> ViewPlacement {
        try #require(session.history.shownPlacements.first { $0.name == name })
    }

    static func canvasTexts(_ session: SandboxSession) -> [String] {
        StageFixtures.texts(in: StagePainter(measurer: FixedWidthMeasurer()).paint(session.frame))
    }

    /// The index of the window's hitTest returning `result` in the latest input.
    static func hitTestReturn(_ result: String, in session: SandboxSession) throws -> Int {
        try #require(session.history.timeline.steps.lastIndex { step in
            if case .hitTestReturn(UIWindow.windowName, .some(result)) = step { return true }
            return false
        })
    }

    @Test func duringTheDragsHitTestRow3IsUnderTheTouchDownPointAndAtTheEndItHasMovedByTheOffset() throws {
        let session = try Self.lesson38()
        let list = try #require(session.scene.view(named: "list") as? UIScrollView)
        let touchDown = CGPoint(x: 400, y: 400)
        // Precondition: the drag scrolled the list (less than a row: the lesson ends with row3
        // still under the ring, beside row4's outside tag no more).
        let offset = list.contentOffset
        #expect(offset.y > 0)
        let returnStep = try Self.hitTestReturn("row3", in: session)
        // Action: show the step where the window's hitTest returns row3.
        session.history.show(step: returnStep)
        // Assertion: row3 is drawn where hitTest found it, row4 is not under the point.
        let atHitTest = try Self.placement("row3", in: session)
        #expect(atHitTest.containsWindowPoint(touchDown))
        #expect(try !Self.placement("row4", in: session).containsWindowPoint(touchDown))
        // Action: the end of the animation.
        session.history.finish()
        // Assertion: row3 has moved up by the offset, and is drawn as it lives now.
        let atEnd = try Self.placement("row3", in: session)
        #expect(atEnd.windowRect == atHitTest.windowRect.offsetBy(dx: -offset.x, dy: -offset.y))
        #expect(atEnd.windowRect.minY < atHitTest.windowRect.minY, "up, with the content")
        #expect(atEnd.windowRect == list.subviews[2].convert(list.subviews[2].bounds, to: nil))
        // The live list was never moved back to draw the earlier step.
        #expect(list.contentOffset == offset)
    }

    @Test func theOffsetTagShowsTheOffsetOfTheStepShown() throws {
        let session = try Self.lesson38()
        let list = try #require(session.scene.view(named: "list") as? UIScrollView)
        let end = ScrollViewPainter.offsetText(list.contentOffset)
        // Precondition: the list ended away from the top.
        #expect(end != "contentOffset (0, 0)")
        // Action: the step of the drag's hitTest.
        session.history.show(step: try Self.hitTestReturn("row3", in: session))
        // Assertion: the tag says where the content was then, not where it is now.
        let texts = Self.canvasTexts(session)
        #expect(texts.contains("contentOffset (0, 0)"))
        #expect(!texts.contains(end))
        // Action and assertion: at the end, the tag says the live offset.
        session.history.finish()
        let endTexts = Self.canvasTexts(session)
        #expect(endTexts.contains(end))
        #expect(!endTexts.contains("contentOffset (0, 0)"))
    }

    @Test func onceTheContentHasMovedADashedFrameSaysWhereTheHitTestViewWasFound() throws {
        let session = try Self.lesson38()
        let ghost = ScrollViewPainter.hitTestGhostText("row3")
        // Precondition: the step of the drag's hitTest, row3 drawn where it was found.
        session.history.show(step: try Self.hitTestReturn("row3", in: session))
        // Assertion: no ghost while the content is where hitTest looked.
        #expect(!Self.canvasTexts(session).contains(ghost))
        // Action: the end, the content scrolled up with the finger.
        session.history.finish()
        // Assertion: the ghost is tagged, and its frame holds the touch-down point.
        #expect(Self.canvasTexts(session).contains(ghost))
        let canvas = CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer())
        let found = try #require(ScrollViewPainter(canvas: canvas).hitTestGhost())
        #expect(found.name == "row3")
        #expect(ConvexPolygon(found.corners).contains(session.layout.canvasPoint(fromScene: CGPoint(x: 400, y: 400)), slack: 0))
    }

    @Test func theContentMovesWithThePansStepsNotBefore() throws {
        let session = try Self.lesson38()
        let list = try #require(session.scene.view(named: "list") as? UIScrollView)
        let steps = session.history.timeline.steps
        let began = try #require(steps.firstIndex { step in
            if case .gesture("list.pan", _, .began, _) = step { return true }
            return false
        })
        // Precondition: the step just before the pan began.
        session.history.show(step: began - 1)
        // Assertion: the content is where the finger found it.
        #expect(session.history.shownContentOffsets[ObjectIdentifier(list)] == .zero)
        // Action: the pan's began step.
        session.history.show(step: began)
        // Assertion: the content has moved up, not yet as far as now.
        let moved = try #require(session.history.shownContentOffsets[ObjectIdentifier(list)])
        #expect(moved.y > 0 && moved.y < list.contentOffset.y)
        // Action: the last step. Assertion: the content is where it is now (nothing to substitute).
        session.history.show(step: steps.count - 1)
        #expect(session.history.shownContentOffsets.isEmpty)
    }

    @Test func aDecelerationInTheWindowKeepsOneEntryBetweenStepsAndEndsWhereItStops() throws {
        let session = try StageFixtures.session("38-scroll-view-tap-or-drag")
        let list = try #require(session.scene.view(named: "list") as? UIScrollView)
        // Precondition: a flick up on the list (about 300 points a second), lifted while moving.
        session.run(.down(id: 1, at: CGPoint(x: 400, y: 400)))
        for y in [395.0, 390, 385, 380, 375, 370] {
            session.run(.wait(0.016))
            session.run(.move(id: 1, to: CGPoint(x: 400, y: y)))
        }
        session.run(.up(id: 1, at: CGPoint(x: 400, y: 370)))
        try #require(list.isDecelerating, "the flick decelerates")
        let lifted = session.history.contentOffsets.entries(of: list).count
        // Action: the window's frames pass until the list comes to rest.
        var frames = 0
        while list.isDecelerating, frames < 2_000 {
            session.passRealTime(1.0 / 60)
            frames += 1
        }
        // Assertion: many frames moved it, yet the history gained one entry (the rest),
        // held from the `scroll` step that says it stopped.
        #expect(frames > 10)
        let entries = session.history.contentOffsets.entries(of: list)
        #expect(entries.count == lifted + 1)
        let stopped = try #require(session.history.timeline.steps.lastIndex { step in
            if case .scroll("list", _, .stopped) = step { return true }
            return false
        })
        #expect(entries.last == ViewPropertyHistory<CGPoint>.Entry(step: stopped, value: list.contentOffset))
        // And the step before it still shows the list where it was when the finger lifted.
        session.history.show(step: stopped - 1)
        #expect(session.history.shownContentOffsets[ObjectIdentifier(list)] == entries[entries.count - 2].value)
    }

    @Test func renderStepZeroShowsTheContentAsBeforeTheInput() throws {
        let session = try Self.lesson38()
        let list = try #require(session.scene.view(named: "list") as? UIScrollView)
        // Action: `render --step 0`: none of the last input's steps.
        session.history.show(firstSteps: 0)
        // Assertion: the list as it was before touch 3 went down (at the top).
        #expect(session.history.shownContentOffsets[ObjectIdentifier(list)] == .zero)
    }

    @Test func theWheelForgetsTheHistorySoEveryStepShowsTheContentWhereItIs() throws {
        let session = try Self.lesson38()
        let list = try #require(session.scene.view(named: "list") as? UIScrollView)
        session.history.show(step: try Self.hitTestReturn("row3", in: session))
        // Precondition: the step shown draws the list at an earlier offset.
        #expect(session.history.shownContentOffsets[ObjectIdentifier(list)] != nil)
        // Action: the wheel scrolls the list back up a little.
        #expect(session.history.scrollWheel(at: CGPoint(x: 400, y: 300), dx: 0, dy: -40))
        // Assertion: the list is drawn where it is, also at that earlier step.
        #expect(session.history.shownContentOffsets[ObjectIdentifier(list)] == nil)
    }

    @Test func aNewInputStartsFromWhereTheContentIsNow() throws {
        let session = try Self.lesson38()
        let list = try #require(session.scene.view(named: "list") as? UIScrollView)
        let offset = list.contentOffset
        // Action: a tap on the scrolled list, a new input.
        StageFixtures.tap(session, 400, 200)
        session.history.show(step: 0)
        // Assertion: its first step draws the list where it was left, not at the old drag's start.
        #expect(session.history.shownContentOffsets.isEmpty)
        #expect(list.contentOffset == offset)
    }

    @Test func aSceneWithoutScrollViewsKeepsNoHistory() throws {
        let session = try StageFixtures.session("37-scrolling-is-just-bounds")
        // Precondition: a bounds origin but no scroll view.
        #expect(session.history.contentOffsets.isEmpty)
        StageFixtures.tap(session, 400, 300)
        // Assertion: at every step, nothing is drawn elsewhere than it lives.
        for index in session.history.timeline.steps.indices {
            session.history.show(step: index)
            #expect(session.history.shownContentOffsets.isEmpty)
        }
    }

    /// Every view's own bounds origin given in place of itself: the substituting path must
    /// place and paint exactly what `convert` does, so scenes without history draw as before.
    @Test(arguments: ["35-rotated-button", "36-scaled-parent", "37-scrolling-is-just-bounds", "38-scroll-view-tap-or-drag"])
    func substitutingTheLiveOriginsChangesNoDrawCommand(lesson: String) throws {
        let session = try StageFixtures.session(lesson)
        StageFixtures.tap(session, 400, 300)
        var origins: [ObjectIdentifier: CGPoint] = [:]
        for placement in ViewPlacement.placements(in: session.scene.window) {
            origins[placement.id] = placement.bounds.origin
        }
        let measurer = FixedWidthMeasurer()
        for count in [4, session.history.timeline.steps.count / 2, session.history.timeline.steps.count] {
            // Precondition: a moment of the tap's animation (mid hitTest, mid chain, the end).
            session.history.show(firstSteps: count)
            var live = DisplayList(), substituted = DisplayList()
            // Action: paint the canvas with the live origins and through the substituting path.
            CanvasPainter(frame: session.frame, measurer: measurer).paint(into: &live)
            CanvasPainter(frame: StageFrame(session: session, boundsOrigins: origins), measurer: measurer).paint(into: &substituted)
            // Assertion: the same display list, command for command.
            #expect(live.commands == substituted.commands, "lesson \(lesson) after \(count) steps")
        }
    }

    /// A sheet window at (400, 0) holding a list that scrolls vertically, over a plain main window.
    static func sheetSession() throws -> SandboxSession {
        let scene = try LoadedScene.load(text: """
            size: [800, 600]
            root:
              controller: ViewController
              view: {name: root, frame: [0, 0, 800, 600], color: orange}
            windows:
              - name: sheet
                frame: [400, 0, 400, 600]
                root:
                  controller: SheetController
                  view:
                    name: sheetRoot
                    frame: [0, 0, 400, 600]
                    subviews:
                      - name: list
                        frame: [0, 0, 400, 600]
                        scroll: {contentSize: [400, 2000]}
                        subviews:
                          - {name: row, frame: [0, 200, 400, 100], color: skyblue}
            """, file: "sheet.yaml")
        return SandboxSession(scene: scene, url: URL(fileURLWithPath: "/tmp/sheet.yaml"), name: "sheet", catalog: nil)
    }

    @Test func aScrollViewInAFurtherWindowIsDrawnAtTheOffsetOfTheStepShownToo() throws {
        // Precondition: the sheet's list, dragged up by a finger.
        let session = try Self.sheetSession()
        let list = try #require(session.scene.view(named: "list") as? UIScrollView)
        for (phase, y) in [(UITouch.Phase.began, 400.0), (.moved, 350), (.moved, 250), (.ended, 250)] {
            session.touch(1, phase, at: CGPoint(x: 600, y: y))
        }
        #expect(list.contentOffset.y > 0)

        // Action: the step where the sheet's hitTest returns.
        session.history.show(step: try #require(session.history.timeline.steps.firstIndex { step in
            if case .hitTestReturn("sheet", _) = step { return true }
            return false
        }))

        // Assertion: the row is drawn where it was when the finger went down, not scrolled.
        #expect(try Self.placement("row", in: session).windowRect == CGRect(x: 400, y: 200, width: 400, height: 100))
        session.history.finish()
        #expect(try Self.placement("row", in: session).windowRect.minY == 200 - list.contentOffset.y)
    }

    @Test func theWheelScrollsAListInAFurtherWindow() throws {
        // Precondition: the sheet's list at rest, over the main window's root.
        let session = try Self.sheetSession()
        let list = try #require(session.scene.view(named: "list") as? UIScrollView)

        // Action: the wheel over the sheet.
        let scrolled = session.history.scrollWheel(at: CGPoint(x: 600, y: 300), dx: 0, dy: 80)

        // Assertion: the list under the pointer is the one a touch there would reach, in the
        // window in front, and it moved.
        #expect(scrolled)
        #expect(list.contentOffset == CGPoint(x: 0, y: 80))
    }
}
