import Foundation
import ResponderCore
import SandboxScenes
import Testing
@testable import SandboxStage

/// What a click does in each of the window's modes, without SDL: the pointer's input goes
/// down `PointerRouter.table` as the window sends it, and the row that took it and what it
/// changed are checked.
@Suite("The pointer's table: a click in each mode")
struct PointerTableTests {
    private let measurer = FixedWidthMeasurer()

    /// Lesson 1 in a 1280×800 window, and the window point over C (scene 350, 350).
    private func lessonOne() throws -> (SandboxSession, CGPoint) {
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.viewer.viewportSize = CGSize(width: 1280, height: 800)
        return (session, session.layout.canvasPoint(fromScene: CGPoint(x: 350, y: 350)))
    }

    /// A left click (press and release) at a window point; the rows that took each half.
    @discardableResult
    private func click(_ session: SandboxSession, at point: CGPoint, _ button: PointerButton = .left) -> (PointerRow?, PointerRow?) {
        let press = session.pointer(.press(button, at: point), measurer: measurer)
        let release = session.pointer(.release(button, at: point), measurer: measurer)
        return (press.row, release.row)
    }

    @Test func everyRowIsInTheTableOnceInItsOrder() {
        // Precondition and action: the table's rows as listed.
        let rows = PointerRouter.table.map(\.row)
        // Assertion: each row once, the modes first and the touch last among the buttons.
        #expect(rows == PointerRow.allCases)
        #expect(rows.prefix(4) == [.explanationSheet, .palette, .editMenu, .help])
    }

    @Test func withNothingOpenAClickTouchesTheViewUnderIt() throws {
        // Precondition: lesson 1, nothing open.
        let (session, onC) = try lessonOne()
        #expect(session.mode == .plain)
        // Action
        let rows = click(session, at: onC)
        // Assertion: the press began a touch and the release ended it: C was hit-tested.
        #expect(rows.0 == .touch && rows.1 == .touch)
        session.finishAnimations()
        #expect(session.history.episode.hitTestView == "C")
    }

    @Test func theHelpTakesTheClickAndCloses() throws {
        // Precondition: the help over the window.
        let (session, onC) = try lessonOne()
        session.perform(.toggleHelp)
        #expect(session.mode == .help)
        // Action
        let rows = click(session, at: onC)
        // Assertion: the press closed the help; nothing was delivered to the scene.
        #expect(rows.0 == .help)
        #expect(session.mode == .plain)
        #expect(session.history.timeline.steps.isEmpty)
    }

    @Test func theMenuOfActionsTakesTheClickOutsideItAndCloses() throws {
        // Precondition: M's menu open at the pointer; a point of the canvas outside it.
        let (session, onC) = try lessonOne()
        session.pointer(.move(to: onC), measurer: measurer)
        session.perform(.toggleEditMenu)
        let menu = try #require(session.mode.editMenu)
        let frame = EditMenuLayout(menu: menu, layout: session.layout).frame
        let canvas = session.layout.canvasArea
        let corners = [CGPoint(x: canvas.minX + 5, y: canvas.minY + 5), CGPoint(x: canvas.maxX - 5, y: canvas.maxY - 5)]
        let outside = try #require(corners.first { !frame.contains($0) })
        // Action: a click outside the menu.
        let rows = click(session, at: outside)
        // Assertion: the menu took it and closed; no touch began.
        #expect(rows.0 == .editMenu)
        #expect(session.mode == .plain)
        #expect(session.history.timeline.steps.isEmpty)
    }

    @Test func theRightButtonSelectsAndOpensWhyNotHereAndTheNextClickElsewhereStillTouches() throws {
        // Precondition: lesson 1, nothing open.
        let (session, onC) = try lessonOne()
        // Action: right-click C.
        let right = click(session, at: onC, .right)
        // Assertion: C selected, its small menu open where the click was.
        #expect(right.0 == .select)
        #expect(session.viewer.selection == "C")
        #expect(session.mode == .whyMenu(at: onC))
        // Action: a left click on C, beside the menu's item.
        let left = click(session, at: CGPoint(x: onC.x - 30, y: onC.y - 30))
        // Assertion: the menu went, and the click did what it always does: a touch.
        #expect(left.0 == .touch)
        #expect(session.mode == .plain)
        session.finishAnimations()
        #expect(session.history.episode.hitTestView == "C")
    }

    @Test func aClickOnThePanelIsThePanels() throws {
        // Precondition: lesson 1; a point inside the panel.
        let (session, _) = try lessonOne()
        let panel = session.layout.panel
        // Action
        let rows = click(session, at: CGPoint(x: panel.midX, y: panel.maxY - 2))
        // Assertion: the panel took the press; the release found no touch to end.
        #expect(rows.0 == .panel)
        #expect(session.history.timeline.steps.isEmpty)
    }

    @Test func theStudiosPaletteTakesTheClickOutsideItAndCloses() throws {
        // Precondition: edit mode with its palette open.
        let (session, onC) = try lessonOne()
        session.perform(.toggleEditMode)
        session.perform(.studio(.togglePalette))
        let palette = try #require(session.mode.palette)
        let frame = session.studio.paletteLayout(palette).frame
        let outside = [onC, CGPoint(x: session.layout.canvasArea.minX + 5, y: session.layout.canvasArea.maxY - 5)].first { !frame.contains($0) }
        // Action
        let rows = click(session, at: try #require(outside))
        // Assertion: the palette took it and closed; edit mode stays, nothing was dragged.
        #expect(rows.0 == .palette)
        #expect(session.mode == .plain)
        #expect(session.studio.isEditing)
        #expect(session.studio.editDrag == nil)
    }

    @Test func whileANameIsTypedAClickKeepsItAndEdits() throws {
        // Precondition: edit mode, C selected, its new name being typed.
        let (session, onC) = try lessonOne()
        session.perform(.toggleEditMode)
        session.viewer.select("C")
        session.perform(.studio(.renameView))
        #expect(session.mode == .typing(.viewName, name: ""))
        // Action: a press on C.
        let press = session.pointer(.press(.left, at: onC), measurer: measurer)
        // Assertion: edit mode's drag took it; the (empty) name was kept, so typing ended.
        #expect(press.row == .editDrag)
        #expect(session.mode == .plain)
        #expect(session.studio.editDrag?.view == "C")
    }

    @Test func theExplanationsSheetTakesEveryClickAndStaysOpen() throws {
        // Precondition: edit mode, the lesson's explanation being written.
        let (session, onC) = try lessonOne()
        session.perform(.toggleEditMode)
        session.studio.startWritingExplanation()
        #expect(session.mode.explanationDraft != nil)
        // Action
        let rows = click(session, at: onC)
        // Assertion: the sheet took both halves; it is still open and nothing was dragged.
        #expect(rows.0 == .explanationSheet && rows.1 == .explanationSheet)
        #expect(session.mode.explanationDraft != nil)
        #expect(session.studio.editDrag == nil)
    }

    @Test func explodedTheLeftButtonTurnsTheStackAndAClickSaysHowToTouch() throws {
        // Precondition: the exploded view, fully open.
        let (session, onC) = try lessonOne()
        session.perform(.toggleExplode)
        session.finishAnimations()
        // Action: a click that does not drag.
        let rows = click(session, at: onC)
        // Assertion: the turn took it, said how to touch, and no touch began.
        #expect(rows.0 == .turn && rows.1 == .turn)
        #expect(session.viewer.statusMessage?.contains("press E to flatten") == true)
        #expect(session.history.timeline.steps.isEmpty)
    }

    @Test func aSideButtonDoesNothingOnTheCanvas() throws {
        let (session, onC) = try lessonOne()
        let press = session.pointer(.press(.other, at: onC), measurer: measurer)
        #expect(press == PointerOutcome(row: .unusedButton, changed: false))
    }

    @Test func theWheelOverTheCanvasWithoutAScrollViewScrollsNothing() throws {
        let (session, onC) = try lessonOne()
        let wheel = session.pointer(.wheel(dx: 0, dy: 1, at: onC), measurer: measurer)
        #expect(wheel == PointerOutcome(row: .wheelPanel, changed: false))
    }
}
