import Foundation
import Testing
@testable import ResponderCore
@testable import SandboxScenes
import SeededRandom

/// The trace never names a recognizer as the cause of a dropped or cancelled phase unless that
/// recognizer recognized (began, changed or recognized) while the touch was down, or held one
/// of the touch's phases back (delaysTouchesBegan, delaysTouchesEnded). Checked over every
/// lesson with its own input, and over random scenes carrying recognizers of every kind, with
/// every switch and delegate key, played by random multi-finger input.
@Suite("A recognizer is named as a cause only when it recognized or held the touch")
struct RecognizerCauseTests {
    static let catalog = LessonCatalog.locate()!

    @Test(arguments: catalog.lessons.map(\.id))
    func everyLessonNamesOnlyRecognizersThatTookOrHeldTheTouch(id: String) throws {
        // Precondition: the lesson and its own input.
        let lesson = try #require(Self.catalog.lesson(id: id))
        let scene = try LoadedScene.load(contentsOf: lesson.url)
        let script = try EventScript.parse(scene.document.events ?? "", file: id)
        let checker = RecognizerCauseChecker(scene: scene)
        scene.attach(checker)
        let runner = ScriptRunner(scene: scene)

        // Action: its commands, one input at a time.
        for line in script.lines {
            runner.run(line.command, line: line.line)
            checker.inputEnded()
        }

        // Assertion: every discard or cancel that names a recognizer names one that took or held the touch.
        #expect(checker.violations.isEmpty, "\(checker.violations.prefix(3))")
    }

    @Test func randomScenesNameOnlyRecognizersThatTookOrHeldTheTouch() throws {
        var scenesWithRecognitions = 0
        for seed in UInt64(0)..<40 {
            // Precondition: a random scene with recognizers of every kind and every switch.
            var rng = SplitMix64(seed: 0xCA05E &+ seed)
            let text = RandomRecognizerScene.make(using: &rng)
            let scene = try LoadedScene.load(text: text, file: "random-\(seed).yaml")
            let checker = RecognizerCauseChecker(scene: scene)
            scene.attach(checker)
            let runner = ScriptRunner(scene: scene)

            // Action: random input from up to four fingers, with waits, recognizers switched and views removed.
            for _ in 0..<500 {
                guard let command = RandomRecognizerScene.nextInput(for: scene, using: &rng) else { continue }
                runner.run(command)
                checker.inputEnded()
            }
            runner.run(.wait(10))
            checker.inputEnded()

            // Assertion: no cause names a recognizer that neither took nor held the touch.
            #expect(checker.violations.isEmpty, "seed \(seed): \(checker.violations.prefix(3))\n\(text)")
            if checker.recognitions > 0 { scenesWithRecognitions += 1 }
        }
        // Recognizers did take touches in most scenes, or the sequence tested nothing.
        #expect(scenesWithRecognitions >= 30)
    }

    /// One view per case named in the issue: each recognizer kind failing while another is
    /// possible, the switches, the delegate's answers, a scroll view's delay and refusal.
    static let cases = """
    size: [800, 600]
    root:
      controller: ViewController
      actions: ["act:"]
      view:
        name: root
        frame: [0, 0, 800, 600]
        gestures:
          - {name: edge, kind: screenEdgePan, edges: [left], action: "act:", target: ViewController}
        subviews:
          - name: tapOrPan
            frame: [20, 20, 150, 150]
            handles: [touches]
            gestures:
              - {name: slowTap, kind: tap, delaysTouchesBegan: true, action: "act:", target: ViewController}
              - {name: drag, kind: pan, action: "act:", target: ViewController}
          - name: pressOrTap
            frame: [200, 20, 150, 150]
            handles: [touches]
            gestures:
              - {name: press, kind: longPress, action: "act:", target: ViewController}
              - {name: quickTap, kind: tap, cancelsTouchesInView: false, action: "act:", target: ViewController}
          - name: swipeOrPan
            frame: [380, 20, 150, 150]
            handles: [touches]
            gestures:
              - {name: swipeRight, kind: swipe, direction: [right], delaysTouchesBegan: true, action: "act:", target: ViewController}
              - {name: swipePan, kind: pan, requiresToFail: [swipeRight], action: "act:", target: ViewController}
          - name: doubleCard
            frame: [560, 20, 150, 150]
            gestures:
              - {name: double, kind: tap, taps: 2, action: "act:", target: ViewController}
              - {name: single, kind: tap, requiresToFail: [double], action: "act:", target: ViewController}
            subviews:
              - {name: inner, frame: [20, 20, 100, 100], handles: [touches], exclusiveTouch: true}
          - name: zeroPress
            frame: [20, 200, 150, 150]
            handles: [touches]
            gestures:
              - {name: instant, kind: longPress, minimumPressDuration: 0, action: "act:", target: ViewController}
          - name: refused
            frame: [200, 200, 150, 150]
            handles: [touches]
            gestures:
              - {name: picky, kind: tap, shouldReceive: {startsInArea: [0, 0, 10, 10]}, action: "act:", target: ViewController}
              - {name: twoFingers, kind: pinch, delaysTouchesEnded: true, action: "act:", target: ViewController}
          - name: list
            frame: [380, 200, 300, 150]
            scroll: {contentSize: [300, 600], touchesShouldBegin: false}
            subviews:
              - {name: row, frame: [0, 0, 300, 100], handles: [touches]}
          - name: lateView
            frame: [560, 400, 150, 150]
            handles: [touches]
            gestures:
              - {name: lateTap, kind: tap, delaysTouchesBegan: true, action: "act:", target: ViewController}
          - name: keeper
            frame: [20, 400, 300, 150]
            scroll: {contentSize: [300, 600]}
            subviews:
              - {name: keptRow, frame: [0, 0, 300, 100], handles: [touches], exclusiveTouch: true}
    """

    /// Each case's input, named after what it tries.
    static let inputs: [(String, String)] = [
        ("tap moved too far while a pan is possible", "down 1 60 60\nmove 1 70 60\nmove 1 120 60\nup 1 120 60"),
        ("tap held back, then failed by a long hold", "down 1 60 60\nwait 1\nup 1 60 60"),
        ("tap held back, then failed by moving", "down 1 600 450\nmove 1 640 450\nup 1 640 450"),
        ("long press released early, tap not cancelling", "down 1 260 60\nwait 0.2\nup 1 260 60"),
        ("long press held, tap not cancelling", "down 1 260 60\nwait 0.6\nup 1 260 60"),
        ("swipe the wrong way, the pan waiting for it", "down 1 450 60\nmove 1 450 90\nmove 1 450 140\nup 1 450 140"),
        ("swipe the right way", "down 1 400 60\nmove 1 440 60\nmove 1 520 60\nup 1 520 60"),
        ("single tap waiting for the double", "tap 620 80\nwait 0.5"),
        ("double tap on the ancestor's recognizers", "tap 620 80\ntap 620 80\nwait 0.5"),
        ("two fingers, the second on the exclusive inner view", "down 1 600 50\ndown 2 620 80\nup 2 620 80\nup 1 600 50\nwait 0.5"),
        ("zero-duration long press", "down 1 60 260\nmove 1 70 260\nup 1 70 260"),
        ("shouldReceive false, then a pinch holding the lift back", "down 1 260 260\ndown 2 300 300\nmove 1 250 250\nmove 2 320 320\nup 1 250 250\nup 2 320 320"),
        ("edge pan ignores the second finger", "down 1 5 300\ndown 2 100 100\nmove 1 60 300\nmove 1 120 300\nup 2 100 100\nup 1 120 300"),
        ("a recognizer disabled mid-gesture", "down 1 60 60\nset slowTap enabled false\nup 1 60 60\nset slowTap enabled true"),
        ("a pan disabled while it pans", "down 1 60 60\nmove 1 100 60\nmove 1 130 60\nset drag enabled false\nmove 1 140 60\nup 1 140 60"),
        ("refused content lifted within the delay", "down 1 500 250\nwait 0.05\nup 1 500 250"),
        ("refused content held past the delay", "down 1 500 250\nwait 0.2\nmove 1 500 240\nup 1 500 240"),
        ("scroll view pans away a held row", "down 1 100 450\nwait 0.05\nmove 1 100 430\nmove 1 100 400\nup 1 100 400"),
        ("exclusive row in a scroll view with a second finger", "down 1 100 450\nwait 0.2\ndown 2 250 500\nmove 1 100 420\nmove 1 100 380\nup 1 100 380\nup 2 250 500"),
    ]

    @Test(arguments: inputs.map(\.0))
    func eachCaseNamesOnlyRecognizersThatTookOrHeldTheTouch(name: String) throws {
        // Precondition: the scene of cases and one case's input.
        let scene = try LoadedScene.load(text: Self.cases, file: "cases.yaml")
        let input = try #require(Self.inputs.first { $0.0 == name }?.1)
        let checker = RecognizerCauseChecker(scene: scene)
        scene.attach(checker)
        let runner = ScriptRunner(scene: scene)

        // Action: the case's input, one command at a time.
        for line in try EventScript.parse(input, file: "case").lines {
            runner.run(line.command, line: line.line)
            checker.inputEnded()
        }

        // Assertion: every recognizer named as a cause recognized while the touch was down or held it.
        #expect(checker.violations.isEmpty, "\(checker.violations)")
    }

    @Test func aHeldTouchWhoseRecognizerFailsArrivesLateNotDiscarded() throws {
        // Precondition: lateTap holds touchesBegan back (delaysTouchesBegan), and nothing else follows the touch.
        let scene = try LoadedScene.load(text: Self.cases, file: "cases.yaml")
        let log = TraceLog()
        scene.attach(log)

        // Action: the finger moves too far for a tap, then lifts.
        ScriptRunner(scene: scene).run(try EventScript.parse("down 1 600 450\nmove 1 604 450\nmove 1 640 450\nup 1 640 450", file: "case"))

        // Assertion: the view gets every phase, the first two late, and none is discarded naming lateTap.
        #expect(log.steps.contains(.touchDelayed(method: .touchesBegan, touch: 1, view: "lateView", recognizer: "lateTap")))
        #expect(log.results.map(\.event) == ["touchesBegan", "touchesMoved", "touchesMoved", "touchesEnded"])
        #expect(log.results.allSatisfy { $0.note == nil && $0.cause == nil && $0.handledBy == "lateView" })
    }

    @Test func theCheckerCatchesARecognizerNamedWithoutARecognition() throws {
        // Precondition: a checker over a scene with one tap recognizer that never recognized.
        let scene = try LoadedScene.load(text: RandomRecognizerScene.minimal, file: "minimal.yaml")
        let checker = RecognizerCauseChecker(scene: scene)

        // Action: a touchesEnded discarded "because" the tap, which stayed possible.
        checker.record(.result(DeliveryResult(message: .event(.touchesBegan), touch: 1, hitTestView: "box",
                                              firstResponder: nil, chain: ["box"], handledBy: "box")))
        var discarded = DeliveryResult(message: .event(.touchesEnded), touch: 1, hitTestView: "box",
                                       firstResponder: nil, note: .recognized(by: "boxTap"))
        discarded.cause = "boxTap"
        checker.record(.result(discarded))

        // Assertion: the checker says so, so a real failure would show.
        #expect(checker.violations.count == 1)
    }
}

/// Watches the trace: which recognizers recognized while each touch was down and which held
/// which touch, and every result whose cause or note names a recognizer.
final class RecognizerCauseChecker: TraceRecorder {
    /// The traced recognizers' names (a scroll view's pan as `NAME.pan`).
    private let recognizerNames: Set<String>
    /// Recognizers recognizing now (began or changed).
    private var active: Set<String> = []
    /// Recognizers that recognized during the input being played: a touch that begins in the
    /// same input may be taken by them before its own began step.
    private var recognizedThisInput: Set<String> = []
    /// For each touch ID, since its touchesBegan: who recognized while it was down, or held it.
    private var entitled: [Int: Set<String>] = [:]
    private(set) var violations: [String] = []
    private(set) var recognitions = 0

    init(scene: LoadedScene) {
        var names: Set<String> = []
        var views = scene.application.windows.map { $0 as UIView }
        while let view = views.popLast() {
            for recognizer in view.attachedRecognizers + view.privateRecognizers where recognizer.isTraced { names.insert(recognizer.name) }
            views += view.subviews
        }
        recognizerNames = names
    }

    func inputEnded() {
        recognizedThisInput = active
    }

    func record(_ step: TraceStep) {
        switch step {
        case .gesture(let recognizer, _, let state, _):
            switch state {
            case .began, .changed, .recognized, .ended:
                if state == .began || state == .recognized { recognitions += 1 }
                if state == .began || state == .changed { active.insert(recognizer) } else { active.remove(recognizer) }
                recognizedThisInput.insert(recognizer)
                for touch in entitled.keys { entitled[touch]!.insert(recognizer) }
            case .possible, .failed, .cancelled:
                active.remove(recognizer)
            }
        case .touchDelayed(let method, let touch, _, let recognizer):
            if method == .touchesBegan {
                began(touch)
                heldBegan.insert(touch)
            }
            entitled[touch, default: []].insert(recognizer)
        case .result(let result):
            guard let touch = result.touch else { break }
            // A touchesBegan after its own touchDelayed step is that touch's, released or dropped late.
            if result.event == ResponderMethod.touchesBegan.rawValue, heldBegan.remove(touch) == nil { began(touch) }
            check(result, touch: touch)
        default:
            break
        }
    }

    /// Touches whose touchesBegan was held back and has not been released or dropped yet.
    private var heldBegan: Set<Int> = []

    private func began(_ touch: Int) {
        entitled[touch] = recognizedThisInput.union(active)
    }

    private func check(_ result: DeliveryResult, touch: Int) {
        var named: [String] = []
        switch result.note {
        case .recognized(let recognizer)?, .touchTaken(let recognizer, _)?: named.append(recognizer)
        default: break
        }
        if let cause = result.cause, recognizerNames.contains(cause), !named.contains(cause) { named.append(cause) }
        for name in named where !(entitled[touch]?.contains(name) ?? false) {
            let note = result.note.map { ": \($0.text)" } ?? ""
            violations.append("\(result.event) of touch \(touch) names \(name)\(note), which neither recognized while it was down nor held it")
        }
    }
}
