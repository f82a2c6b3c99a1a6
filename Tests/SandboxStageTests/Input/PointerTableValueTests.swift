import Foundation
import ResponderCore
import Testing
@testable import SandboxStage

/// The pointer's table as the function it is: an input and the window's context (values, no
/// session, no room, no SDL) in, the row and the action out. What each row does once carried
/// out is `PointerTableTests`'s; here, which row answers in each mode and what it asks for.
@Suite("The pointer's table as values: which row answers in each mode")
struct PointerTableValueTests {
    /// A 1280×800 window over a 500×700 scene; the canvas point over the scene's (250, 350).
    static let layout = StageLayout(viewport: CGSize(width: 1280, height: 800), sceneSize: CGSize(width: 500, height: 700))
    static let onScene = layout.canvasPoint(fromScene: CGPoint(x: 250, y: 350))
    static let onPanel = CGPoint(x: layout.panel.midX, y: layout.panel.midY)

    private func first(_ input: PointerInput, _ context: PointerContext) -> PointerRow? {
        PointerRouter.firstAction(for: input, in: context)?.row
    }

    private func action(_ input: PointerInput, _ context: PointerContext) -> PointerAction? {
        PointerRouter.firstAction(for: input, in: context)?.action
    }

    @Test func aLeftPressOnTheSceneInEachMode() throws {
        // Precondition: the modes, each over the scene with no touch held.
        let press = PointerInput.press(.left, at: Self.onScene)
        let palette = StudioPalette(page: .main, title: "Studio", entries: [])
        let cases: [(StageMode, PointerRow, PointerAction)] = [
            (.plain, .touch, .touch(.beginMouseTouch(at: Self.onScene, mirrored: false))),
            (.help, .help, .viewer(.closeHelp)),
            (.whyMenu(at: Self.onScene), .whyMenu, .viewer(.clickWhyMenu(at: Self.onScene))),
            (.palette(palette), .palette, .studio(.clickPalette(at: Self.onScene))),
            (.explanation(draft: "Why"), .explanationSheet, .take(redraw: true)),
        ]
        for (mode, row, expected) in cases {
            // Action: the table's answer in that mode.
            let answer = PointerRouter.firstAction(for: press, in: PointerContext(mode: mode, layout: Self.layout))
            // Assertion: the mode's row, and what it asks the session to do.
            #expect(answer?.row == row, "\(mode)")
            #expect(answer?.action == expected, "\(mode)")
        }
    }

    @Test func theModesCoverEverythingUnderThem() {
        // Precondition: the help open over edit mode; the explanation's sheet over the exploded view.
        let help = PointerContext(mode: .help, isEditing: true, layout: Self.layout)
        let sheet = PointerContext(mode: .explanation(draft: ""), isExploded: true, layout: Self.layout)
        // Action and assertion: the mode answers the press, and the release too, before edit mode's drag or the turn.
        #expect(action(.press(.left, at: Self.onScene), help) == .viewer(.closeHelp))
        #expect(action(.release(.left, at: Self.onScene), help) == .take(redraw: false))
        #expect(first(.press(.left, at: Self.onScene), sheet) == .explanationSheet)
        #expect(first(.release(.left, at: Self.onScene), sheet) == .explanationSheet)
    }

    @Test func theHelpLetsATouchUnderWayFinishFirst() {
        // Precondition: the help opened (H) while the mouse's touch was down.
        var context = PointerContext(mode: .help, layout: Self.layout)
        let delivery = PointerTouches.Delivery(isDown: { _ in false }, placements: { [] }, freshID: { 7 }, say: { _ in }, touch: { _, _, _ in })
        _ = context.touches.perform(.beginMouseTouch(at: Self.onScene, mirrored: false), in: PointerContext(layout: Self.layout), delivery)
        #expect(context.touches.mouse == [7])
        // Action: the release.
        let answer = PointerRouter.firstAction(for: .release(.left, at: Self.onScene), in: context)
        // Assertion: the touch ends where the button went up; the help stays.
        #expect(answer?.row == .touch)
        #expect(answer?.action == .touch(.endMouseTouch(at: Self.onScene)))
    }

    @Test func thePanelIsFoundByTheLayoutsRectanglesAlone() {
        // Precondition: nothing open.
        let plain = PointerContext(layout: Self.layout)
        // Action and assertion: a press on the panel is the panel's, one on the scene is a touch.
        #expect(action(.press(.left, at: Self.onPanel), plain) == .viewer(.clickPanel(at: Self.onPanel)))
        #expect(first(.press(.left, at: Self.onScene), plain) == .touch)
        // Precondition: the log laid over the window's width. Assertion: a press on it is the panel's too.
        let wideLog = PointerContext(isLogWide: true, layout: Self.layout)
        let onLog = CGPoint(x: Self.layout.wideLog.midX, y: Self.layout.wideLog.midY)
        #expect(first(.press(.left, at: onLog), wideLog) == .panel)
    }

    @Test func editModeAndTheExplodedViewTakeTheLeftButton() {
        // Precondition: edit mode; the exploded view.
        let editing = PointerContext(isEditing: true, layout: Self.layout)
        let exploded = PointerContext(isExploded: true, layout: Self.layout)
        // Action and assertion: edit mode drags (Shift reparents); exploded, the press turns the stack.
        #expect(action(.press(.left, at: Self.onScene, modifiers: .shift), editing) == .studio(.beginEditDrag(at: Self.onScene, reparenting: true)))
        #expect(action(.press(.left, at: Self.onScene), exploded) == .viewer(.beginTurn(at: Self.onScene)))
        #expect(action(.press(.right, at: Self.onScene), exploded) == .viewer(.say("Press E to flatten the view before selecting")))
        // Outside edit mode Shift with the left button pans instead.
        #expect(action(.press(.left, at: Self.onScene, modifiers: .shift), PointerContext(layout: Self.layout)) == .viewer(.beginPan(at: Self.onScene)))
    }

    @Test func theMouseMovingGoesToTheDragUnderWayElseItHovers() {
        let to = CGPoint(x: Self.onScene.x + 10, y: Self.onScene.y)
        let scenePoint = Self.layout.scenePoint(fromWindow: to)
        // Assertion: each drag under way takes the move; with none, the hover reaches the app only with nothing open.
        #expect(action(.move(to: to), PointerContext(isEditDragging: true, layout: Self.layout)) == .studio(.continueEditDrag(to: to)))
        #expect(action(.move(to: to), PointerContext(isTurning: true, layout: Self.layout)) == .viewer(.turn(to: to)))
        #expect(action(.move(to: to), PointerContext(isPanning: true, layout: Self.layout)) == .viewer(.pan(to: to)))
        #expect(action(.move(to: to), PointerContext(layout: Self.layout)) == .hover(at: to, appPoint: scenePoint))
        #expect(action(.move(to: to), PointerContext(mode: .help, layout: Self.layout)) == .hover(at: to, appPoint: nil))
        #expect(action(.move(to: to), PointerContext(isEditing: true, layout: Self.layout)) == .hover(at: to, appPoint: nil))
    }

    @Test func aDeclinedActionSendsTheInputOnDownTheTable() {
        // Precondition: the right-click's menu open; the session declines its action (the click is off its item).
        let context = PointerContext(mode: .whyMenu(at: Self.onScene), layout: Self.layout)
        var asked: [PointerAction] = []
        // Action: the press goes down the table.
        let outcome = PointerRouter.route(.press(.left, at: Self.onScene), in: context) { action in
            asked.append(action)
            return action == .viewer(.clickWhyMenu(at: Self.onScene)) ? nil : true
        }
        // Assertion: the menu was asked first, then the click did what it always does: a touch.
        #expect(asked == [.viewer(.clickWhyMenu(at: Self.onScene)), .touch(.beginMouseTouch(at: Self.onScene, mirrored: false))])
        #expect(outcome == PointerOutcome(row: .touch, changed: true))
    }

    @Test func aFingerInEditModeOrOnTheWideLogIsNoTouch() {
        let finger = TouchSurfaceFinger(device: 1, finger: 0)
        let fraction = CGPoint(x: 0.25, y: 0.5)
        let point = CGPoint(x: 320, y: 400)
        #expect(Self.layout.scenePoint(fromWindow: point) != nil)
        // Assertion: outside edit mode the finger touches at its window point; in edit mode it is taken and does nothing.
        #expect(action(.finger(finger, .began, at: fraction), PointerContext(layout: Self.layout)) == .touch(.finger(finger, .began, at: point)))
        #expect(action(.finger(finger, .began, at: fraction), PointerContext(isEditing: true, layout: Self.layout)) == .take(redraw: false))
    }
}
