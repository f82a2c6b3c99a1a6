import Foundation
import ResponderCore
import SandboxScenes
import Testing
@testable import SandboxStage

/// Predict first: walking every lesson's input with →, no text the window draws names a
/// hit-test view, a handler or a discard that the animation has not reached yet.
@Suite("Nothing names an outcome before the animation reaches it")
struct PredictFirstTests {
    static let lessonsWithInput = StageFixtures.catalog.lessons.filter { lesson in
        (try? LoadedScene.load(contentsOf: lesson.url, displayName: lesson.id))?.document.events != nil
    }.map(\.id)

    /// What the steps shown so far have told: the hit-test views found, the responders that
    /// took something, whether anything went unhandled.
    struct Told {
        var hitTestViews: Set<String> = []
        var handlers: Set<String> = []
        var discarded = false
        /// The first responder the last change shown made ("none" for none).
        var firstResponder = "none"

        init(_ steps: some Sequence<TraceStep>, windows: Set<String>) {
            for step in steps {
                switch step {
                case .hitTestReturn(let view, let result) where windows.contains(view):
                    hitTestViews.insert(result ?? "none")
                case .deliver(_, let responder, true): handlers.insert(responder)
                case .sentToTarget(_, let target, true): handlers.insert(target)
                case .gestureAction(_, _, let target, _): handlers.insert(target)
                case .firstResponder(let responder): firstResponder = responder ?? "none"
                case .result(let result):
                    if let handler = result.handledBy { handlers.insert(handler) } else { discarded = true }
                default: break
                }
            }
        }
    }

    /// The outcomes a text names: "hit-test view C", "hit-test view: C", "C ★", "→ nobody".
    static func problems(in texts: [String], told: Told, responders: Set<String>) -> [String] {
        var problems: [String] = []
        for text in texts {
            let words = text.replacingOccurrences(of: "\u{00A0}", with: " ").split(separator: " ").map(String.init)
            for (index, word) in words.enumerated() {
                let next = index + 1 < words.count ? words[index + 1] : ""
                if word == "view" || word == "view:", index > 0, words[index - 1] == "hit-test", responders.contains(next.trimmingCharacters(in: .punctuationCharacters)),
                   !told.hitTestViews.contains(next.trimmingCharacters(in: .punctuationCharacters)) {
                    problems.append("names the hit-test view before hitTest returned it: \(text)")
                }
                if next.hasPrefix("★"), responders.contains(word.trimmingCharacters(in: CharacterSet(charactersIn: ",:→"))),
                   !told.handlers.contains(word.trimmingCharacters(in: CharacterSet(charactersIn: ",:→"))) {
                    problems.append("names a handler before the delivery reached it: \(text)")
                }
            }
            if !told.discarded, text.contains("→ nobody") || text.contains("not delivered") || text.contains("discarded") {
                problems.append("names a discard before it happened: \(text)")
            }
            // The status bar's first fact: the first responder as the picture has shown it so far.
            if text.hasPrefix("first responder: "), text.contains("speed ×"), !text.hasPrefix("first responder: \(told.firstResponder)   ") {
                problems.append("the status bar is not at the step shown (first responder \(told.firstResponder)): \(text)")
            }
        }
        return problems
    }

    /// What the picture of `session` names ahead of its animation, its texts before any input left out.
    static func problems(in session: SandboxSession, painter: StagePainter, before: Set<String>, windows: Set<String>,
                         responders: Set<String>) -> [String] {
        let history = session.history
        let shownEnd = history.inputStart + (history.timeline.current.map { $0 + 1 } ?? 0)
        let told = Told(history.recorder.steps(from: 0).prefix(max(0, shownEnd - history.recorder.dropped)), windows: windows)
        let texts = StageFixtures.texts(in: painter.paint(session.frame)).filter { !before.contains($0) }
        return problems(in: texts, told: told, responders: responders)
    }

    @Test(arguments: ["02-user-interaction-disabled", "13-puzzle-board", "27-tap-a-text-field"])
    func everyFrameOfAnAnimatedExportNamesNoOutcomeAhead(lesson: String) throws {
        // Precondition: the lesson as `render --lesson-events --out FILE.gif` plays it, at 15 frames a second.
        let session = try StageFixtures.session(lesson)
        session.viewer.viewportSize = CGSize(width: 960, height: 600)
        let painter = StagePainter(measurer: FixedWidthMeasurer())
        let before = Set(StageFixtures.texts(in: painter.paint(session.frame)))
        let windows = Set(session.application.windows.map(\.name))
        let responders = Set(session.scene.responders.keys).union(["UIApplication", "AppDelegate", "none"])
        let player = AnimationPlayer(session: session, fps: 15, inputs: [{ session.viewer.playLessonEvents() }])

        // Action and assertion: every frame, as the export draws it.
        var frame = 0
        repeat {
            let problems = Self.problems(in: session, painter: painter, before: before, windows: windows, responders: responders)
            #expect(problems.isEmpty, "\(lesson) at frame \(frame): \(problems)")
            if !problems.isEmpty { break }
            frame += 1
        } while player.advance() && frame < 20_000
        #expect(session.viewer.lessonInput?.isFinished == true)
    }

    @Test(arguments: lessonsWithInput)
    func walkingALessonWithTheArrowKeyNamesNoOutcomeAhead(lesson: String) throws {
        // Precondition: the lesson at 1280×800, the texts it shows before any input left out
        // (its explanation is the author's, told before the class starts).
        let session = try StageFixtures.session(lesson)
        session.viewer.viewportSize = CGSize(width: 1280, height: 800)
        let painter = StagePainter(measurer: FixedWidthMeasurer())
        let before = Set(StageFixtures.texts(in: painter.paint(session.frame)))
        let windows = Set(session.application.windows.map(\.name))
        let responders = Set(session.scene.responders.keys).union(["UIApplication", "AppDelegate", "none"])

        // Action: L, then → until the script and its animation have ended, checking each picture.
        session.perform(.playLessonEvents)
        var pictures = 0
        while pictures < 3_000 {
            // Assertion
            let problems = Self.problems(in: session, painter: painter, before: before, windows: windows, responders: responders)
            #expect(problems.isEmpty, "\(lesson) at picture \(pictures): \(problems)")
            if !problems.isEmpty { break }
            if session.viewer.lessonInput?.isFinished == true, session.history.timeline.isFinished { break }
            session.perform(.stepForward)
            pictures += 1
        }
        #expect(session.viewer.lessonInput?.isFinished == true, "\(lesson): the walk reached the script's end")
    }

    @Test func theLessonInputListTellsAnOutcomeOnlyAsFarAsTheAnimation() throws {
        // Precondition: lesson 02's tap (its second command) has run, its animation at its start.
        let session = try StageFixtures.session("02-user-interaction-disabled")
        session.perform(.playLessonEvents)
        session.perform(.runNextLessonCommand)
        session.history.show(firstSteps: 1)

        // Action
        let early = try #require(session.frame.lessonInput)
        session.history.finish()
        let late = try #require(session.frame.lessonInput)

        // Assertion: nothing of the tap's outcome at first; the whole of it at the end.
        #expect(early.entries[1].outcome == nil)
        #expect(late.entries[1].outcome?.contains("hit-test view C") == true)
        #expect(late.entries[1].outcome?.contains("touchesBegan → C ★") == true)
        #expect(session.viewer.lessonInput?.entries[1].outcome == late.entries[1].outcome)
    }

    @Test func enterPressedMidAnimationLeavesTheMarkOnTheCommandBeingAnimated() throws {
        // Precondition: a touch held down by the script's first command, its hitTest animating.
        let session = try StageFixtures.session("02-user-interaction-disabled")
        var input = LessonInput(script: try EventScript.parse("down 1 350 350\nup 1 350 350", file: "t"))
        let before = session.history.recorder.total
        session.run(.down(id: 1, at: CGPoint(x: 350, y: 350)))
        _ = input.takeNext()
        input.record(steps: Array(session.history.recorder.steps(from: before)), from: before, message: nil, at: 0)
        let middle = session.history.recorder.total
        session.run(.up(id: 1, at: CGPoint(x: 350, y: 350)))
        _ = input.takeNext()
        input.record(steps: Array(session.history.recorder.steps(from: middle)), from: middle, message: nil, at: 1)
        session.history.show(firstSteps: 2)

        // Action
        let shown = input.shown(upTo: session.history.inputStart + 2, inputStart: session.history.inputStart)

        // Assertion: the banner and the list stay on the down; the up's outcome waits.
        #expect(shown.current == 0)
        #expect(shown.isPending(1))
        #expect(shown.entries[1].outcome == nil)
        #expect(LessonBannerPainter.text(for: shown).what.hasPrefix("Lesson input 1 of 2"))
        // Both commands have run, but the one shown is not the last: the banner says → goes on.
        #expect(LessonBannerPainter.text(for: shown).keys == "→: the animation goes on to input 2 · Backspace: start again")
    }

    @Test func aClickAfterALessonCommandIsNamedAsYourOwnInput() throws {
        // Precondition: lesson 02's first command ran.
        let session = try StageFixtures.session("02-user-interaction-disabled")
        session.perform(.playLessonEvents)
        session.finishAnimations()
        session.perform(.resetLesson)
        session.perform(.runNextLessonCommand)

        // Action: a click of one's own.
        StageFixtures.tap(session, 100, 100)
        session.history.finish()

        // Assertion: the banner no longer names the lesson's command as the picture.
        let input = try #require(session.frame.lessonInput)
        #expect(input.isShowingOwnInput)
        let banner = LessonBannerPainter.text(for: input)
        #expect(banner.what == "Your own input, not the lesson's")
        #expect(banner.keys == "Enter: lesson input 2 of 4")
    }
}
