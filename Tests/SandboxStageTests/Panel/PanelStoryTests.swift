import Foundation
import ResponderCore
import SandboxScenes
import Testing
@testable import SandboxStage

/// What the panel says, and when: the whole input phase by phase, nothing before the
/// animation shows it, any responder selectable from the hierarchy, panes that scroll.
@Suite("Panel: the story of an input, told at the right moment")
struct PanelStoryTests {
    let measurer = FixedWidthMeasurer()

    func panelTexts(_ session: SandboxSession) -> [String] {
        var list = DisplayList()
        PanelPainter(frame: session.frame, measurer: measurer).paint(into: &list)
        return StageFixtures.texts(in: list)
    }

    /// A tall window, so every pane shows all of its rows.
    func tallSession(_ id: String) throws -> SandboxSession {
        let session = try StageFixtures.session(id)
        session.viewer.viewportSize = CGSize(width: 1600, height: 3000)
        return session
    }

    @Test func afterATapEveryPhaseStaysSummedUpAndTheChainIsTouchesBegans() throws {
        let session = try tallSession("01-hit-testing-basics")
        StageFixtures.tap(session, 350, 350)
        session.history.finish()

        let texts = panelTexts(session)

        #expect(texts.contains("touchesBegan → C ★ handled"))
        #expect(texts.contains { $0.hasPrefix("touchesEnded → ") })
        #expect(texts.contains("touchesBegan"), "the chain is headed by the phase that tells the story")
        #expect(texts.contains("HANDLED ★"))
    }

    @Test func aButtonsNilTargetedActionIsListedWithEveryAnswer() throws {
        let session = try tallSession("14-nil-targeted-button")
        StageFixtures.tap(session, 400, 320)
        session.history.finish()

        let texts = panelTexts(session)
        let joined = texts.joined(separator: " ")

        #expect(joined.contains("buttonPressed: → ViewController ★ performs it"))
        #expect(joined.contains("canPerformAction: OK No, toolbar No, root No, ViewController Yes"))
        #expect(joined.contains("OK sends touchUpInside"))
        #expect(texts.contains("buttonPressed:"), "the chain shows the action: the phase that tells the story")
        #expect(texts.contains("canPerformAction Yes ★"))
    }

    @Test func anActionSentToItsExplicitTargetAsksNoCanPerformAction() throws {
        let session = try tallSession("35-rotated-button")
        StageFixtures.tap(session, 305, 145)
        session.history.finish()

        let texts = panelTexts(session)
        let joined = texts.joined(separator: " ")

        #expect(joined.contains("buttonPressed: → ViewController ★ performs it"))
        #expect(texts.contains("sent directly ★"))
        #expect(!joined.contains("canPerformAction"), "the target is messaged directly: nobody is asked")
    }

    @Test func aChildThatCallsSuperAndItsParentAreBothNamedAsHandlers() throws {
        let session = try tallSession("10-child-and-parent")
        StageFixtures.tap(session, 350, 350)
        session.history.finish()

        let joined = panelTexts(session).joined(separator: " ")

        #expect(joined.contains("touchesBegan → C ★, B ★ handled"))
    }

    @Test func aDragsManyMovesAreOneLineWithTheirControlEvents() throws {
        let session = try tallSession("24-button-touch-up-outside")
        let button = try #require(session.scene.view(named: "button"))
        let start = button.superview!.convert(CGPoint(x: button.frame.midX, y: button.frame.midY), to: nil)
        session.touch(1, .began, at: start)
        for step in 1...20 { session.touch(1, .moved, at: CGPoint(x: start.x, y: start.y + Double(step) * 12)) }
        session.touch(1, .ended, at: CGPoint(x: start.x, y: start.y + 240))
        session.history.finish()

        let texts = panelTexts(session)
        let joined = texts.joined(separator: " ")

        #expect(texts.filter { $0.hasPrefix("touchesMoved") }.count == 1, "\(texts.filter { $0.hasPrefix("touchesMoved") })")
        #expect(joined.contains("touchesMoved ×20 → button ★ handled"))
        #expect(joined.contains("touchDragExit"))
    }

    @Test func aPassthroughViewThatContainsThePointIsNamed() throws {
        let session = try tallSession("09-pass-through-layer")
        StageFixtures.tap(session, 250, 250)
        session.history.finish()

        let texts = panelTexts(session)
        let joined = texts.joined(separator: " ")

        #expect(texts.contains("hit-test view: A"))
        #expect(joined.contains("B contains the point, but its hitTest returned nil (passthrough)"))
        #expect(texts.contains("hitTest → nil (passthrough)"), "and B's row in the hierarchy says so")
        #expect(texts.contains("passthrough"), "the property itself is on B's row before any tap")
    }

    @Test func becomingFirstResponderIsToldNotCalledNothing() throws {
        let session = try tallSession("17-key-commands")
        session.viewer.select("note")
        session.perform(.resignFirstResponder)
        session.history.finish()
        #expect(panelTexts(session).joined(separator: " ").contains("the first responder resigned: none now"))

        session.perform(.makeFirstResponder)
        session.history.finish()

        let texts = panelTexts(session)
        #expect(texts.joined(separator: " ").contains("note became first responder"))
        #expect(!texts.contains("Nothing was delivered."))
    }

    @Test func theHitTestViewIsNotNamedBeforeTheWindowsHitTestReturns() throws {
        let session = try tallSession("01-hit-testing-basics")
        session.touch(1, .began, at: CGPoint(x: 350, y: 350))
        let steps = session.history.timeline.steps
        let windowReturn = try #require(steps.firstIndex { if case .hitTestReturn(UIWindow.windowName, _) = $0 { return true }; return false })

        for index in 0..<windowReturn {
            session.history.replay()
            for _ in 0..<index { session.history.stepForward() }
            let texts = panelTexts(session)
            #expect(!texts.contains("hit-test view: C"), "step \(index): the class can still predict")
            #expect(!texts.contains("HANDLED ★"), "step \(index)")
            let chain = texts.drop { $0 != "RESPONDER CHAIN" }.prefix { $0 != "HIERARCHY" }
            #expect(!chain.contains("C") && !chain.contains("↑ B"), "step \(index): the chain, which starts at C, is not listed yet")
        }
        session.history.finish()
        #expect(panelTexts(session).contains("hit-test view: C"))
    }

    @Test func theChainRevealsTheHandlerOnlyWhenTheDeliveryReachesIt() throws {
        let session = try tallSession("13-puzzle-board")
        let tile = try #require(session.scene.view(named: "T5"))
        let point = tile.superview!.convert(CGPoint(x: tile.frame.midX, y: tile.frame.midY), to: nil)
        session.touch(1, .began, at: point)
        let steps = session.history.timeline.steps
        let handled = try #require(steps.firstIndex { if case .deliver(_, _, true) = $0 { return true }; return false })

        session.history.replay()
        while let current = session.history.timeline.current, current < handled { session.history.stepForward() }
        #expect(session.history.timeline.current == handled)
        let atHandler = panelTexts(session)
        session.history.stepBackward()
        let before = panelTexts(session)

        #expect(!before.contains("HANDLED ★"))
        #expect(!before.contains("★ handled"), "the hierarchy does not star the board yet")
        #expect(!before.contains { $0.contains("board ★") })
        #expect(atHandler.contains("HANDLED ★"))
        #expect(atHandler.contains("★ handled"))
    }

    @Test func theHierarchyPutsEachControllerAboveItsViewSoAParentRowIsItsNext() throws {
        let session = try StageFixtures.session("07-chain-child-controllers")

        let entries = HierarchyOutline.entries(for: session.scene.window)

        #expect(entries.map(\.name).starts(with: ["UIWindow", "PageVC", "page", "panel", "ListVC", "list", "CellVC", "cell", "label"]))
        for (index, entry) in entries.enumerated() where index > 0 {
            let parent = entries[..<index].last { $0.depth == entry.depth - 1 }
            #expect(parent?.name == entry.next, "\(entry.name)'s row sits under its next responder")
        }
    }

    @Test func theHierarchyMarksVisitsTheHitTestViewAndTheHandlerAsTheCanvasDoes() throws {
        let session = try tallSession("13-puzzle-board")
        let tile = try #require(session.scene.view(named: "T5"))
        let point = tile.superview!.convert(CGPoint(x: tile.frame.midX, y: tile.frame.midY), to: nil)
        StageFixtures.tap(session, Double(point.x), Double(point.y))
        session.history.finish()

        let texts = panelTexts(session)

        #expect(texts.contains("◎ hit-test view"))
        #expect(texts.contains("★ handled"))
        #expect(texts.contains { $0.hasSuffix("inside ✓") && $0.first?.isNumber == true })
    }

    @Test func theStepOnScreenLightsItsHierarchyRow() throws {
        let session = try tallSession("01-hit-testing-basics")
        session.touch(1, .began, at: CGPoint(x: 350, y: 350))
        session.history.replay()
        while let current = session.history.timeline.current, session.history.timeline.steps[current].hitTestVisitedView != "B" { session.history.stepForward() }
        let layout = PanelLayout(frame: session.frame, measurer: measurer)
        let story = try #require(layout.pane(.story))

        func lit(_ name: String) -> Bool {
            story.rows.contains { row in
                row.responder == name && row.commands.contains { if case .fill(_, let color) = $0 { return color == Palette.yellow.withAlpha(60) }; return false }
            }
        }

        #expect(lit("B"))
        #expect(!lit("A") && !lit("C"))
    }

    @Test func clickingAControllersRowSelectsItAndShowsItsActions() throws {
        let session = try tallSession("14-nil-targeted-button")
        let panel = PanelLayout(frame: session.frame, measurer: measurer)
        let story = try #require(panel.pane(.story))
        let (_, top) = try #require(story.visibleRows.first { $0.row.responder == "ViewController" })
        let point = CGPoint(x: session.layout.panel.midX, y: top + 2)

        let hit = session.viewer.panelClick(at: point, measurer: measurer)

        #expect(hit == .responder("ViewController"))
        #expect(session.viewer.selectedResponder is UIViewController)
        let texts = panelTexts(session)
        #expect(texts.contains("SELECTED: ViewController"))
        #expect(texts.contains { $0.hasPrefix("actions: buttonPressed:") })
        #expect(texts.contains { $0.hasPrefix("view controller of root") })
    }

    @Test func keysSixToNineAndFWorkOnAController() throws {
        let session = try StageFixtures.session("14-nil-targeted-button")
        session.viewer.select("ViewController")
        let controller = try #require(session.viewer.selectedResponder)
        let handled = controller.implementedMethods

        session.perform(.toggle(.handlesTouches))
        session.perform(.toggle(.canBecomeFirstResponder))
        session.perform(.makeFirstResponder)
        session.perform(.toggle(.hidden))

        #expect(controller.implementedMethods != handled)
        #expect(session.application.firstResponder === controller)
        #expect(session.viewer.statusMessage?.contains("1–5 change views") == true)
    }

    @Test func theWheelScrollsThePaneUnderThePointerAndStopsAtItsEnd() throws {
        let session = try StageFixtures.session("17-key-commands")
        session.viewer.viewportSize = CGSize(width: 1280, height: 420)
        let panel = PanelLayout(frame: session.frame, measurer: measurer)
        let lesson = try #require(panel.pane(.lesson))
        #expect(lesson.overflows, "the explanation is longer than its pane here")
        let point = CGPoint(x: lesson.rect.midX, y: lesson.rect.midY)

        session.viewer.scrollPanel(at: point, lines: 3, measurer: measurer)
        #expect(session.viewer.panelScroll.lesson > 0)
        session.viewer.scrollPanel(at: point, lines: 1_000, measurer: measurer)
        let end = PanelLayout(frame: session.frame, measurer: measurer).pane(.lesson)!

        #expect(session.viewer.panelScroll.lesson == end.maximumOffset)
        #expect(!end.hiddenBelow)
        #expect(panelTexts(session).contains("↑ more above · scroll up"))
    }

    @Test func theLogFollowsTheNewestStepUntilScrolledBackAndEndReturnsToIt() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        for _ in 0..<6 { StageFixtures.tap(session, 350, 350) }
        session.history.finish()
        let log = try #require(PanelLayout(frame: session.frame, measurer: measurer).pane(.log))
        let point = CGPoint(x: log.rect.midX, y: log.rect.midY)

        session.viewer.scrollPanel(at: point, lines: -10, measurer: measurer)
        #expect(session.viewer.panelScroll.isLogScrolledBack)
        #expect(panelTexts(session).contains("↓ newer below · End: newest"))
        StageFixtures.tap(session, 350, 350)
        session.history.finish()
        #expect(session.viewer.panelScroll.isLogScrolledBack, "a new step does not pull the log back")

        session.perform(.showNewestLog)

        #expect(!session.viewer.panelScroll.isLogScrolledBack)
        let followed = try #require(PanelLayout(frame: session.frame, measurer: measurer).pane(.log))
        #expect(followed.offset == followed.maximumOffset, "the newest line is at the bottom again")
        #expect(!panelTexts(session).contains("↓ newer below · End: newest"))
    }

    @Test func theHintBeforeAnyInputFollowsTheLesson() throws {
        #expect(LessonHint.text(for: try StageFixtures.session("01-hit-testing-basics")).hasPrefix("Click a view"))
        #expect(LessonHint.text(for: try StageFixtures.session("18-shake")).hasPrefix("Press K"))
        #expect(LessonHint.text(for: try StageFixtures.session("17-key-commands")).contains("cmd+c"))
        #expect(!LessonHint.text(for: try StageFixtures.session("20-remote-control")).contains("Click a view"))
    }

    @Test func theLayoutGrowsWithTheWindowAndTheZoom() {
        let scene = CGSize(width: 800, height: 600)
        let small = StageLayout(viewport: CGSize(width: 1280, height: 800), sceneSize: scene)
        let large = StageLayout(viewport: CGSize(width: 1920, height: 1080), sceneSize: scene)
        let zoomed = StageLayout(viewport: CGSize(width: 1280, height: 800), sceneSize: scene, zoom: 1.5)

        #expect(small.zoom == 1)
        #expect(abs(large.zoom - 1.35) < 0.01)
        #expect(large.size(16) >= 21)
        // The zoom asked for enlarges the scene and its labels, not the bars or the panel.
        #expect(zoomed.zoom == 1)
        #expect(zoomed.canvasZoom == 1.5)
        #expect(zoomed.header == small.header && zoomed.panel == small.panel && zoomed.canvasArea == small.canvasArea)
        #expect(abs(zoomed.scale - small.scale * 1.5) < 1e-9)
    }

    @Test func theMotionPlotDrawsOneThresholdLinePerSensorWithALegend() throws {
        let session = try StageFixtures.session("18-shake")
        for index in 0..<40 {
            let sign = index % 2 == 0 ? 1.0 : -1.0
            session.devices.feed(IMUSample(time: Double(index) * 0.01, sensor: .accelerometer, x: 25 * sign, y: 9.8, z: 0))
        }
        let list = StagePainter(measurer: measurer).paint(session.frame)

        let dashed = list.commands.filter { if case .polyline(let points, _, _, dashed: true) = $0 { return points.count == 2 }; return false }
        let texts = StageFixtures.texts(in: list)

        #expect(dashed.count >= 2)
        #expect(texts.contains { $0.hasPrefix("accel ") && $0.contains("threshold") })
        #expect(texts.contains { $0.hasPrefix("gyro ") && $0.contains("threshold") })
    }

    @Test func aWaitBetweenDownAndUpReadsAsTimePassingNotAsAChange() throws {
        let session = try tallSession("01-hit-testing-basics")
        session.run(.down(id: 1, at: CGPoint(x: 350, y: 350)))
        session.history.finish()

        session.run(.wait(0.023))
        session.history.finish()

        let texts = panelTexts(session)
        #expect(texts.contains { $0.hasPrefix("time passes: 0.023 s") })
        #expect(!texts.contains { $0.hasPrefix("changed: 0.023") })
    }
}
