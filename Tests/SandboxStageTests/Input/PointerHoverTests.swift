import Foundation
import ResponderCore
import SandboxScenes
import Testing
@testable import SandboxStage

/// The mouse moving with no button held is the app's pointer: a hover event for its hover
/// recognizers, grouped into one picture per stay over them, never one per move.
@Suite("The pointer hovering over the app")
struct PointerHoverTests {
    private let measurer = FixedWidthMeasurer()

    /// Lesson 55 (a link with a hover recognizer at 200,250 400×100) in a 1280×800 window.
    private func lesson() throws -> SandboxSession {
        let session = try StageFixtures.session("55-hover-over-a-link")
        session.viewer.viewportSize = CGSize(width: 1280, height: 800)
        return session
    }

    private func move(_ session: SandboxSession, toScene point: CGPoint) -> PointerOutcome {
        session.pointer(.move(to: session.layout.canvasPoint(fromScene: point)), measurer: measurer)
    }

    private func states(_ session: SandboxSession) -> [GestureStateName] {
        session.history.timeline.steps.compactMap {
            if case .gesture("linkHover", _, let state, _) = $0 { return state }
            return nil
        }
    }

    @Test func aMoveOverNoHoverRecognizerLeavesThePictureAsItWas() throws {
        // Precondition: a tap's picture on screen.
        let session = try lesson()
        StageFixtures.tap(session, 400, 300)
        let before = session.history.timeline.steps

        // Action: the mouse moves over the page, where no hover recognizer is.
        let outcome = move(session, toScene: CGPoint(x: 100, y: 100))

        // Assertion: the hover row took it, and the tap's picture is unchanged.
        #expect(outcome.row == .hover)
        #expect(session.history.timeline.steps == before)
    }

    @Test func enteringMovingAcrossAndLeavingIsOnePicture() throws {
        // Precondition: the lesson with nothing played.
        let session = try lesson()

        // Action: onto the link, across it twice, off it.
        for x in [300.0, 350, 400, 700] { _ = move(session, toScene: CGPoint(x: x, y: 300)) }

        // Assertion: one picture holds the whole hover, which starts with the entry's hover step.
        #expect(states(session) == [.began, .changed, .changed, .ended, .possible])
        guard case .hover(let point, "link") = session.history.timeline.steps.first else {
            Issue.record("the picture does not start with the entry's hover step")
            return
        }
        #expect(point == CGPoint(x: 300, y: 300))
    }

    @Test func aClickWhileHoveringIsItsOwnPictureAndTheNextMoveStartsAHoverPicture() throws {
        // Precondition: the pointer over the link.
        let session = try lesson()
        _ = move(session, toScene: CGPoint(x: 300, y: 300))

        // Action: a click there, then a move across the link.
        let onLink = session.layout.canvasPoint(fromScene: CGPoint(x: 300, y: 300))
        session.pointer(.press(.left, at: onLink), measurer: measurer)
        session.pointer(.release(.left, at: onLink), measurer: measurer)
        let clickSteps = session.history.timeline.steps
        _ = move(session, toScene: CGPoint(x: 350, y: 300))

        // Assertion: the click's picture held its touch only; the move began a hover picture.
        #expect(!clickSteps.contains { if case .hover = $0 { return true } else { return false } })
        #expect(states(session) == [.changed])
    }

    @Test func theMouseLeavingTheWindowEndsTheHover() throws {
        // Precondition: the pointer over the link.
        let session = try lesson()
        _ = move(session, toScene: CGPoint(x: 300, y: 300))

        // Action: the mouse leaves the window.
        let outcome = session.pointer(.exit, measurer: measurer)

        // Assertion: the app's pointer left its window: the hover ended, in the same picture.
        #expect(outcome.row == .exit && outcome.changed)
        #expect(states(session) == [.began, .ended, .possible])
        session.finishAnimations()
        #expect(session.history.episode.sawHover && session.history.episode.pointer == nil)
    }

    @Test func inEditModeTheMouseDoesNotHoverTheApp() throws {
        // Precondition: edit mode on.
        let session = try lesson()
        session.perform(.toggleEditMode)

        // Action: the mouse moves onto the link.
        _ = move(session, toScene: CGPoint(x: 300, y: 300))

        // Assertion: the studio has the pointer: no hover event reached the app.
        #expect(states(session).isEmpty)
    }

    @Test func movesAcrossAHoveredViewPlayAtOnceAndTheEntryAtTeachingSpeed() throws {
        // Precondition / action: onto the link, then across it.
        let session = try lesson()
        _ = move(session, toScene: CGPoint(x: 300, y: 300))
        _ = move(session, toScene: CGPoint(x: 350, y: 300))

        // Assertion: the entry's steps take time; the move's three steps (hover, changed, action) none.
        let timeline = session.history.timeline
        #expect(timeline.duration(of: 0) > 0)
        #expect((timeline.steps.count - 3..<timeline.steps.count).allSatisfy { timeline.duration(of: $0) == 0 })
    }
}
