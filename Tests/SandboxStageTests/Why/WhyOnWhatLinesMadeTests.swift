import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// Y after a lesson's script made a button and a recognizer with events lines (`control`,
/// `connect`, `gesture`): `why`'s copy of the scene has them, so the answer names them, on
/// the window's thread and off it, and agrees with what the same tap then does.
@Suite("Why on what the lines made")
struct WhyOnWhatLinesMadeTests {
    static let sceneText = """
    title: Made by the script
    size: [400, 400]
    root:
      controller: VC
      view:
        name: root
        frame: [0, 0, 400, 400]
        color: white
        subviews:
          - {name: A, frame: [20, 20, 160, 160], color: blue}
          - {name: B, frame: [220, 20, 160, 160], color: green}
    events: |
      control B button
      connect B saved: to VC for touchUpInside
      set VC actions saved:,aTapped:
      gesture A {name: ATap, kind: tap, target: VC, action: "aTapped:"}

    """

    static let onA = CGPoint(x: 100, y: 100), onB = CGPoint(x: 300, y: 100)

    /// A session on the scene with its lesson's script played to its end, as L and Enter play it.
    static func playedSession() throws -> (SandboxSession, URL) {
        let (session, sceneFile) = try EditModeSessionTests.session(sceneText)
        session.viewer.playLessonEvents()
        while let input = session.viewer.lessonInput, !input.isFinished { session.viewer.runNextLessonCommand() }
        return (session, sceneFile)
    }

    /// Y on `view` at `point`, answered on the window's thread or off it.
    static func ask(_ session: SandboxSession, _ view: String, at point: CGPoint, offTheFrame: Bool) throws -> WhyAnswer {
        session.viewer.whyOffTheFrameFromViews = offTheFrame ? 0 : nil
        session.viewer.select(view, pointedAt: point)
        session.perform(.askWhy)
        if offTheFrame {
            let question = try #require(session.viewer.whyQuestion)
            question.wait()
            _ = session.tick(0)
        }
        return try #require(session.viewer.why)
    }

    @Test(arguments: [false, true])
    func yNamesTheButtonAndTheRecognizerTheScriptMade(offTheFrame: Bool) throws {
        // Precondition: the script made B a button sending saved: to VC, and ATap on A.
        let (session, sceneFile) = try Self.playedSession()
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        #expect(session.scene.view(named: "B") is UIButton && session.scene.recognizers["ATap"] != nil)

        // Action: Y on B, then on A, each at a point inside it.
        let onB = try Self.ask(session, "B", at: Self.onB, offTheFrame: offTheFrame)
        let onA = try Self.ask(session, "A", at: Self.onA, offTheFrame: offTheFrame)

        // Assertion: B's answer has the button's action performed by VC; A's, ATap's.
        #expect(onB.outcome?.actions == [WhyOutcome.Action(action: "saved:", target: "VC", handledBy: "VC", sender: "B")], "\(onB.text)")
        #expect(onA.outcome?.actions == [WhyOutcome.Action(action: "aTapped:", target: "VC", handledBy: "VC", sender: "ATap")], "\(onA.text)")
        #expect(onA.outcome?.takenBy == "ATap", "\(onA.text)")
    }

    @Test func whyAgreesWithTheSameTapOnTheSession() throws {
        // Precondition: the played session and Y's answers at a point on A and on B.
        let (session, sceneFile) = try Self.playedSession()
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        for (view, point) in [("A", Self.onA), ("B", Self.onB)] {
            let answer = try Self.ask(session, view, at: point, offTheFrame: false)

            // Action: the same tap on the session itself.
            let start = session.history.recorder.total
            StageFixtures.tap(session, point.x, point.y)
            let steps = Array(session.history.recorder.steps(from: start))

            // Assertion: the actions the tap performed are the answer's, in order.
            var performed: [String] = []
            for step in steps {
                if case .gestureAction(_, let action, _, _) = step { performed.append(action) }
                if case .result(let result) = step, case .action(let selector) = result.message, result.handledBy != nil { performed.append(selector.name) }
            }
            #expect(!performed.isEmpty)
            #expect(answer.outcome?.performed.map(\.action) == performed, "\(view): \(answer.text)")
            #expect(answer.gets == true)
            session.passRealTime(1)
        }
    }
}
