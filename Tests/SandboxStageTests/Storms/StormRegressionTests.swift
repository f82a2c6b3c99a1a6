import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// Cases the event storm found, reduced to their smallest input and kept.
@Suite("Event storm: reduced cases")
struct StormRegressionTests {
    /// A session on the scene, with the storm's checker reading it from the start.
    static func checkedSession(_ text: String) throws -> (SandboxSession, SessionInvariantChecker) {
        let session = SandboxSession(scene: LoadedScene(document: try SceneParser.parse(text, file: "reduced.yaml")),
                                     url: URL(fileURLWithPath: "/tmp/reduced.yaml"), name: "reduced", catalog: nil)
        return (session, SessionInvariantChecker(seed: 0, session: session))
    }

    /// A view whose double tap holds back the first tap's touchesEnded while it waits for a
    /// second tap (delaysTouchesEnded, UIKit's default).
    static let doubleTapScene = """
    root:
      controller: ViewController
      actions: ["gestured:"]
      view:
        name: root
        frame: [0, 0, 800, 600]
        subviews:
          - name: card
            frame: [100, 100, 300, 200]
            handles: [touches]
            gestures:
              - {name: doubleTap, kind: tap, taps: 2, action: "gestured:", target: ViewController}
    """

    /// Seed 3, once hover recognizers were among the storm scenes' kinds (which changed its
    /// scene): an events-file `move` of a touch whose lift the double tap holds back. The core
    /// rightly says the touch is not down (it lifted); the view has not had its touchesEnded
    /// yet. The checker took the touch for one still down and reported the core wrong.
    @Test func aMoveOfALiftedTouchWhoseEndIsHeldIsNotDownAndBreaksNothing() throws {
        // Precondition: a fresh session on the scene; the runner's first tap is touch 1.
        let (session, checker) = try Self.checkedSession(Self.doubleTapScene)
        let play: (ScriptCommand, Int) -> Void = { command, index in
            session.run(command)
            checker.check(session, after: .script(command), index: index)
        }

        // Action: a tap on the card, then a move of its touch before the double tap decides.
        play(.tap(at: CGPoint(x: 200, y: 200)), 0)
        let endHeld = session.history.recorder.steps(from: 0).contains {
            if case .touchDelayed(.touchesEnded, 1, "card", "doubleTap") = $0 { return true }
            return false
        }
        play(.move(id: 1, to: CGPoint(x: 250, y: 250)), 1)
        let moveNote = session.history.recorder.steps(from: 0).last?.deliveryResult?.note

        // Assertion: the lift is held back and the touch is no longer down, so the move is
        // refused as 'not down'; the checker accepts that, and once the double tap fails the
        // card gets the held touchesEnded and nothing is left open.
        #expect(endHeld)
        #expect(!session.application.isTouchDown(1) && session.application.gestureEnvironment.isFollowing(touchIdentifier: 1))
        #expect(moveNote == .touchNotDown(touch: 1))
        session.passRealTime(1)
        checker.check(session, after: .tick(1), index: 2)
        checker.checkAllFinished(session)
        #expect(checker.violationCount == 0, "\(checker.report)")
        #expect(session.history.recorder.steps(from: 0).compactMap(\.deliveryResult).filter { $0.touch == 1 && $0.note == nil }.map(\.event)
                == ["touchesBegan", "touchesEnded"])
    }

    /// The storm's events-file fingers give their small numbers again: a `down 1` while touch 1
    /// has lifted but the double tap holds back its touchesEnded made a second touch 1, which
    /// began while the first was still open in the trace. The finger goes on as touch 2, and is
    /// drawn as touch 2.
    @Test func aFingerGivenTheNumberOfATouchWhoseEndIsHeldIsANewTouch() throws {
        // Precondition: a tap on the card with finger 1; the double tap holds back its lift.
        let (session, checker) = try Self.checkedSession(Self.doubleTapScene)
        let lines: [ScriptCommand] = [.down(id: 1, at: CGPoint(x: 200, y: 200)), .up(id: 1, at: CGPoint(x: 200, y: 200)),
                                      .down(id: 1, at: CGPoint(x: 200, y: 200))]
        for (index, command) in lines.enumerated() {
            session.run(command)
            checker.check(session, after: .script(command), index: index)
        }

        // Action: finger 1 is down again while touch 1's touchesEnded is held.
        let fingers = session.history.fingers.keys.sorted()
        session.run(.up(id: 1, at: CGPoint(x: 200, y: 200)))
        checker.check(session, after: .script(.up(id: 1, at: CGPoint(x: 200, y: 200))), index: 3)

        // Assertion: it is touch 2, drawn as touch 2; the double tap recognizes and no rule breaks.
        #expect(fingers == [2])
        #expect(session.history.recorder.steps(from: 0).contains(.gesture(recognizer: "doubleTap", view: "card", state: .recognized)))
        checker.checkAllFinished(session)
        #expect(checker.violationCount == 0, "\(checker.report)")
    }

    /// Seed 5: lesson 23's own `remove C` line, played by N (the lesson's next command) while
    /// C was first responder during a shake. UIKit cancels the shake on C as it leaves; the
    /// checker knew only of removals the storm itself made, and took the motionCancelled for
    /// an event sent to a view outside the window.
    @Test func aViewAnEventsLineRemovesGetsItsCancellationsAsItLeaves() throws {
        // Precondition: C, first responder, in the middle of a shake.
        let (session, checker) = try Self.checkedSession("""
        root:
          controller: ViewController
          view:
            name: root
            frame: [0, 0, 800, 600]
            subviews:
              - {name: C, frame: [100, 100, 200, 200], canBecomeFirstResponder: true, firstResponder: true, handles: [motion]}
        """)
        session.run(.shake(.begin))
        checker.check(session, after: .script(.shake(.begin)), index: 0)

        // Action: an events-file line removes C (no `removed:` from the storm's driver).
        session.run(.remove("C"))
        checker.check(session, after: .script(.remove("C")), index: 1)

        // Assertion: C got motionCancelled as it left, and that breaks no rule.
        #expect(session.history.recorder.steps(from: 0).contains(.deliver(message: .event(.motionCancelled), responder: "C", handled: true)))
        #expect(checker.violationCount == 0, "\(checker.report)")
    }
}
