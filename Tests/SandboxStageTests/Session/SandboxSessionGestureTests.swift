import Foundation
import ResponderCore
import SandboxScenes
import Testing
@testable import SandboxStage

/// The window with the real recognizer core: lesson 01 with recognizers added on B, driven
/// as the window drives it (touches at window points, real time passing).
@Suite("SandboxSession with the core's recognizers on the real clock")
struct SandboxSessionGestureTests {
    let measurer = FixedWidthMeasurer()

    func session(adding recognizer: UIGestureRecognizer, to viewName: String = "B") throws -> SandboxSession {
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.viewer.viewportSize = CGSize(width: 1600, height: 3000)
        let controller = try #require(session.scene.responders["ViewController"])
        recognizer.addTarget(controller, action: "handled:")
        try #require(session.scene.view(named: viewName)).addGestureRecognizer(recognizer)
        return session
    }

    func canvasTexts(_ session: SandboxSession) -> [String] {
        var list = DisplayList()
        CanvasPainter(frame: session.frame, measurer: measurer).paint(into: &list)
        return StageFixtures.texts(in: list)
    }

    @Test func aRecognizerIsBadgedWithItsKindBeforeAnyTouch() throws {
        let double = UITapGestureRecognizer(name: "bDouble")
        double.numberOfTapsRequired = 2
        let session = try session(adding: double)

        #expect(canvasTexts(session).contains("bDouble tap×2"))
    }

    @Test func aTapOnAChildIsRecognizedOnItsParentAndCancelsTheChildsTouch() throws {
        // Precondition: a tap recognizer on B; C (inside B) takes touches.
        let session = try session(adding: UITapGestureRecognizer(name: "bTap"))

        // Action: a click on C, played to the end.
        StageFixtures.tap(session, 350, 350)
        session.history.finish()

        // Assertion: bTap recognized, sent its action, and C's touch was cancelled by it.
        let story = try #require(session.history.episode.recognizers.first { $0.name == "bTap" })
        #expect(story.outcome == .recognized)
        #expect(story.actions.first?.target == "ViewController")
        #expect(story.cancelled.map(\.view) == ["C"])
        let texts = canvasTexts(session)
        #expect(texts.contains("bTap tap · recognized ✓"))
        #expect(texts.contains("touchesCancelled — cancelled by bTap"))
    }

    @Test func holdingTheMouseLongEnoughRecognizesALongPressOnTheRealClock() throws {
        // Precondition: a long press on B, a finger held on C.
        let session = try session(adding: UILongPressGestureRecognizer(name: "bPress"))
        session.touch(1, .began, at: CGPoint(x: 350, y: 350))
        #expect(session.secondsUntilNextChange != nil, "the window keeps waking while the press waits")

        // Action: real time passes as the run loop passes it, in frames, without any event.
        for _ in 0..<12 { session.passRealTime(0.05) }
        session.history.finish()

        // Assertion: the press began, and its steps are in the picture, without a new event.
        let story = try #require(session.history.episode.recognizers.first { $0.name == "bPress" })
        #expect(story.states.first == .began)
        #expect(canvasTexts(session).contains("bPress long press · began ▶"))
    }

    @Test func aPressLiftedTooSoonFails() throws {
        let session = try session(adding: UILongPressGestureRecognizer(name: "bPress"))
        session.touch(1, .began, at: CGPoint(x: 350, y: 350))

        session.passRealTime(0.2)
        session.touch(1, .ended, at: CGPoint(x: 350, y: 350))
        session.history.finish()

        #expect(session.history.episode.recognizers.first?.outcome == .failed)
        #expect(canvasTexts(session).contains("bPress long press · failed ✗"))
    }

    @Test func aMouseDragDrivesAPanThroughBeganChangedEnded() throws {
        let session = try session(adding: UIPanGestureRecognizer(name: "bPan"))

        session.touch(1, .began, at: CGPoint(x: 300, y: 300))
        for step in 1...10 { session.touch(1, .moved, at: CGPoint(x: 300 + Double(step) * 8, y: 300)) }
        session.touch(1, .ended, at: CGPoint(x: 380, y: 300))
        session.history.finish()

        let story = try #require(session.history.episode.recognizers.first)
        #expect(story.states.first == .began)
        #expect(story.states.contains(.changed))
        #expect(story.outcome == .ended)
    }

    static let gestureLessons = StageFixtures.catalog.lessons.map(\.id).filter { id in
        (try? StageFixtures.session(id))?.scene.recognizers.isEmpty == false
    }

    @Test(arguments: gestureLessons)
    func everyRecognizerOfAGestureLessonHasABadgeWithANameNoLabelCovers(_ id: String) throws {
        // Precondition: a lesson whose scene has recognizers, its events played to the end.
        let session = try StageFixtures.session(id)
        session.finishAnimations()

        // Action: paint the canvas and check its layout.
        let texts = canvasTexts(session)
        let report = CanvasLayoutReport(frame: session.frame, measurer: measurer)

        // Assertion: each recognizer's badge is there (first words: its name and kind), and no label is misplaced.
        for recognizer in session.scene.recognizers.values {
            let title = "\(recognizer.name) \(GestureKindWording.describe(recognizer))"
            #expect(texts.contains { $0.hasPrefix(title) }, "\(id): no badge for \(recognizer.name)")
        }
        #expect(report.problems.isEmpty, "\(id): \(report.problems)")
    }

    @Test func theGestureLessonsAreFound() {
        #expect(Self.gestureLessons.count >= 7)
    }

    @Test func twoFingersMovingApartDriveAPinch() throws {
        // Precondition: a pinch on root, two fingers down as Alt + drag makes them (mirrored about the centre).
        let session = try session(adding: UIPinchGestureRecognizer(name: "rootPinch"), to: "root")
        session.touch(1, .began, at: CGPoint(x: 350, y: 300))
        session.touch(2, .began, at: CGPoint(x: 450, y: 300))

        // Action: they move apart, then lift.
        for step in 1...8 {
            session.touch(1, .moved, at: CGPoint(x: 350 - Double(step) * 10, y: 300))
            session.touch(2, .moved, at: CGPoint(x: 450 + Double(step) * 10, y: 300))
        }
        session.touch(1, .ended, at: CGPoint(x: 270, y: 300))
        session.touch(2, .ended, at: CGPoint(x: 530, y: 300))
        session.history.finish()

        // Assertion: the pinch began, changed and ended, and its badge says so.
        let story = try #require(session.history.episode.recognizers.first { $0.name == "rootPinch" })
        #expect(story.states.first == .began)
        #expect(story.states.contains(.changed))
        #expect(story.outcome == .ended)
        #expect(canvasTexts(session).contains("rootPinch pinch · ended ✓"))
    }
}
