import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// Every lesson's final picture, once its script has run, still shows its point: each
/// responder that handled the phase the canvas tells carries its tag (naming every phase of
/// the input it handled), the views hitTest never
/// asked are marked, and every gesture recognizer that changed state during the lesson shows
/// its last state on its badge.
@Suite("Final pictures: every lesson ends on its point")
struct LessonFinalPictureTests {
    /// The lesson after its script, with its final picture painted.
    private static func finalPicture(_ id: String) throws -> (session: SandboxSession, canvas: CanvasPainter, texts: [String]) {
        let session = try StageFixtures.session(id)
        session.viewer.viewportSize = CGSize(width: 1280, height: 800)
        session.viewer.playLessonEvents()
        session.finishAnimations()
        let canvas = CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer())
        var list = DisplayList()
        canvas.paint(into: &list)
        return (session, canvas, StageFixtures.texts(in: list))
    }

    @Test(arguments: StageFixtures.catalog.lessons.map(\.id))
    func everyHandlerOfThePhaseShownKeepsItsTag(id: String) throws {
        let (_, canvas, texts) = try Self.finalPicture(id)
        // A hover's picture delivers nothing to a responder: its recognizer's badge tells it.
        if canvas.episode.sawHover, canvas.shown == nil { return }
        let shown = try #require(canvas.shown, "\(id) ends with a phase on the canvas")
        guard !shown.result!.message.isAction, !shown.result!.message.isKeyCommandSearch else { return }

        // The tag names every phase of the input its responder handled; its words may wrap.
        let words = texts.joined(separator: " ")
        for hop in shown.hops where hop.handled {
            let tag = HopWording.inputTagLines(for: hop.responder, phases: canvas.episode.phases).joined(separator: " ")
            #expect(tag.contains(hop.message.method) && words.contains(tag), "\(id): \(hop.responder) handled \(shown.result!.event) and says so")
        }
    }

    @Test(arguments: StageFixtures.catalog.lessons.map(\.id))
    func theViewsHitTestNeverAskedAreMarked(id: String) throws {
        let (_, canvas, texts) = try Self.finalPicture(id)
        let episode = canvas.episode
        guard episode.hitTestFinished, !episode.visits.isEmpty else { return }
        let unasked = canvas.placements.filter { placement in
            episode.visits[placement.name] == nil && !placement.isHiddenInTree
                && placement.ancestorNames.last.map { episode.visits[$0] != nil } == true
                && NeverAskedPainter.isSeen(placement)
        }

        #expect(unasked.isEmpty || texts.contains(NeverAskedPainter.word),
                "\(id): \(unasked.map(\.name)) were never asked, and the canvas says so")
    }

    @Test(arguments: StageFixtures.catalog.lessons.map(\.id))
    func everyRecognizerThatActedShowsItsLastState(id: String) throws {
        let (session, _, texts) = try Self.finalPicture(id)
        var acted: Set<String> = []
        for step in session.history.recorder.steps {
            if case .gesture(let recognizer, _, let state, _) = step, state != .possible { acted.insert(recognizer) }
        }

        for name in acted.sorted() {
            #expect(texts.contains { $0.hasPrefix(name + " ") && $0.contains("·") },
                    "\(id): \(name) changed state during the lesson and its badge still tells how it ended")
        }
    }

    @Test func aTouchesEndedHandledByANewResponderIsThePhaseShown() throws {
        let (_, canvas, texts) = try Self.finalPicture("25-touches-follow-began")

        let shown = try #require(canvas.shown)

        #expect(shown.result?.event == "touchesEnded")
        #expect(shown.result?.handledBy == "ViewController")
        #expect(texts.contains("ViewController: HANDLED touchesEnded ★"))
    }

    @Test(arguments: StageFixtures.catalog.lessons.map(\.id))
    func aRefusedFingerIsMarkedWhereItLanded(id: String) throws {
        let (_, canvas, texts) = try Self.finalPicture(id)
        let refused = canvas.episode.phases.compactMap { phase -> Int? in
            guard phase.result.message == .event(.touchesBegan), let note = phase.result.note, !note.dropsPhase else { return nil }
            return phase.result.touch
        }

        for touch in refused {
            #expect(texts.contains("\(touch) ✗ refused"), "\(id): touch \(touch) was refused and its ring says so")
        }
    }

    @Test func theMultipleTouchLessonEndsOnTheRefusedFinger() throws {
        let (_, canvas, texts) = try Self.finalPicture("21-multiple-touches")

        #expect(canvas.shown?.result?.note == .multipleTouchDisabled)
        #expect(texts.contains("2 ✗ refused"))
        #expect(texts.contains("1") && texts.contains("3"), "the fingers let through keep their numbers")
    }

    @Test(arguments: StageFixtures.catalog.lessons.map(\.id))
    func theRingIsNotDrawnInAViewThatAnsweredOutside(id: String) throws {
        let (session, canvas, _) = try Self.finalPicture(id)
        let trails = session.frame.touchTrails
        guard let touch = canvas.shown?.result?.touch, canvas.episode.hitTestFinished,
              let ring = (trails.first { $0.touch == touch } ?? trails.last)?.points.first else { return }

        let outside = canvas.placements.filter { placement in
            canvas.episode.visits[placement.name]?.outcome == .outside && !placement.isHiddenInTree && placement.containsWindowPoint(ring)
        }

        #expect(outside.isEmpty, "\(id): the ring at \(ring) lies on \(outside.map(\.name)), which answered outside")
    }

    @Test(arguments: StageFixtures.catalog.lessons.map(\.id))
    func aViewRemovedInThePictureLeavesAGhost(id: String) throws {
        let (session, canvas, texts) = try Self.finalPicture(id)
        let suffix = ".removeFromSuperview()"
        let removed = session.history.timeline.steps.compactMap { step -> String? in
            guard case .caption(let text, .removal) = step, text.hasSuffix(suffix) else { return nil }
            return String(text.dropLast(suffix.count))
        }

        for name in removed where canvas.placement(named: name) == nil {
            #expect(texts.contains(RemovedViewPainter.words(name)), "\(id): \(name) was removed in this picture and its ghost says so")
        }
    }

    @Test(arguments: [("15-edit-menu", "sender: not asked (first responder first)", "sender: photo, not asked: the search starts at the first responder, note"),
                      ("16-edit-menu-no-first-responder", "sender: the search starts here", "sender: photo: with no first responder the search starts there")])
    func anActionsSenderIsShownWithWhyItMatteredOrNot(id: String, tag: String, line: String) throws {
        let (session, canvas, texts) = try Self.finalPicture(id)

        let result = try #require(canvas.shown?.result)
        let said = SenderWording.line(for: result, lastAction: session.frame.lastAction)

        #expect(texts.contains(tag))
        #expect(said == line)
    }

    /// The whole window's words, panel included.
    private static func windowTexts(_ session: SandboxSession) -> [String] {
        StageFixtures.texts(in: StagePainter(measurer: FixedWidthMeasurer()).paint(session.frame))
    }

    @Test func aShakeIsHeadedAsMotionNotItsFirstPhase() throws {
        let (session, _, _) = try Self.finalPicture("19-shake-no-first-responder")

        let texts = Self.windowTexts(session)

        #expect(texts.contains("motion · motionShake"))
        #expect(!texts.contains { $0.hasPrefix("motionBegan · ") })
    }

    @Test func aSingleTapsLiftHeldForADoubleTapKeepsItsPictureOpen() throws {
        let (session, canvas, _) = try Self.finalPicture("31-single-tap-waits-for-double")

        let began = canvas.episode.phases.filter { $0.result.message == .event(.touchesBegan) }.compactMap(\.result.touch)

        #expect(began == [2, 3], "both taps of the double tap went down in the final picture")
        #expect(Self.windowTexts(session).contains("touches 2, 3"))
    }

    @Test func anActionSentByAKeyCommandShowsTheSearchThatFoundIt() throws {
        let (_, _, texts) = try Self.finalPicture("17-key-commands")

        #expect(texts.contains("ViewController: key command matches ★"))
        #expect(texts.contains("root: no matching key command"))
        #expect(texts.contains("note: canPerformAction Yes ★"))
    }
}
