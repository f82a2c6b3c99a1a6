import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// A final picture's tag on a responder names every event phase of the input it handled and
/// every one that stopped at it, no more and no fewer, as the trace tells them.
@Suite("Final pictures: a handler's tag names exactly its phases")
struct InputTagTests {
    private static func finalPicture(_ session: SandboxSession) -> (canvas: CanvasPainter, texts: [String]) {
        let canvas = CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer())
        var list = DisplayList()
        canvas.paint(into: &list)
        return (canvas, StageFixtures.texts(in: list))
    }

    /// The methods a tag's lines say its responder handled, and those that stopped at it.
    private static func phasesSaid(by lines: [String], responder: String) -> (handled: Set<String>, stopped: Set<String>)? {
        var handled: Set<String> = [], stopped: Set<String> = []
        for (index, line) in lines.enumerated() {
            var text = Substring(line)
            if index == 0 {
                guard text.hasPrefix("\(responder): ") else { return nil }
                text = text.dropFirst(responder.count + 2)
            }
            if text.hasPrefix("HANDLED "), text.hasSuffix(" ★") {
                handled = Set(text.dropFirst(8).dropLast(2).components(separatedBy: " · "))
            } else if let end = text.range(of: " stops here: touchesBegan was not passed on"), end.upperBound == text.endIndex {
                stopped = Set(text[..<end.lowerBound].components(separatedBy: " · "))
            } else {
                return nil
            }
        }
        return (handled, stopped)
    }

    @Test(arguments: StageFixtures.catalog.lessons.map(\.id))
    func eachTagNamesExactlyThePhasesTheTraceSaysItsResponderTook(id: String) throws {
        // Precondition: the lesson played through its own input, its final picture painted.
        let session = try StageFixtures.session(id)
        session.viewer.viewportSize = CGSize(width: 1280, height: 800)
        session.viewer.playLessonEvents()
        session.finishAnimations()
        let (canvas, texts) = Self.finalPicture(session)
        guard let shown = canvas.shown, shown.isWholeInput, let result = shown.result,
              !result.message.isAction, !result.message.isKeyCommandSearch else { return }

        // Action: read the input's own trace steps: who handled which event method, and
        // where a phase stopped unhandled.
        var handled: [String: Set<String>] = [:], stopped: [String: Set<String>] = [:]
        for step in session.history.timeline.steps {
            switch step {
            case .deliver(.event(let method), let responder, true): handled[responder, default: []].insert(method.rawValue)
            case .result(let result):
                if result.stopWording != nil, let stop = result.stoppedAt { stopped[stop, default: []].insert(result.event) }
            default: break
            }
        }

        // Assertion: each such responder's tag is in the picture and names exactly those phases,
        // and no other responder carries a HANDLED tag.
        let words = texts.joined(separator: " ")
        let responders = Set(handled.keys).union(stopped.keys)
        for responder in responders.sorted() {
            let lines = HopWording.inputTagLines(for: responder, phases: canvas.episode.phases)
            let said = try #require(Self.phasesSaid(by: lines, responder: responder), "\(id): \(responder)'s tag reads \(lines)")
            #expect(said.handled == handled[responder] ?? [], "\(id): \(responder)'s tag says it handled \(said.handled.sorted())")
            #expect(said.stopped == stopped[responder] ?? [], "\(id): \(responder)'s tag says \(said.stopped.sorted()) stopped there")
            #expect(words.contains(lines.joined(separator: " ")), "\(id): \(responder)'s tag \(lines) is on the canvas")
        }
        for text in texts {
            guard let colon = text.range(of: ": HANDLED ") else { continue }
            #expect(responders.contains(String(text[..<colon.lowerBound])), "\(id): \(text)")
        }
    }

    @Test func aShakeOneResponderTookIsOneTagNamingBothHalves() throws {
        // Precondition: lesson 18's scene, the canvas first responder; nobody before the view controller handles motion.
        let session = try StageFixtures.session("18-shake")
        session.viewer.viewportSize = CGSize(width: 1280, height: 800)

        // Action: a whole shake, played to its end.
        session.run(.shake(.whole))
        session.finishAnimations()
        let (_, texts) = Self.finalPicture(session)

        // Assertion: the view controller's tag names motionBegan and motionEnded.
        #expect(texts.contains("ViewController: HANDLED motionBegan · motionEnded ★"), "\(texts.filter { $0.contains("HANDLED") })")
        #expect(!texts.contains("ViewController: HANDLED motionBegan ★"))
    }

    @Test func lessonOnesTagSaysTouchesBeganWasTakenAndTouchesEndedStopped() throws {
        // Precondition: lesson 01 played through; its second tap lands on B.
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.viewer.viewportSize = CGSize(width: 1280, height: 800)
        session.viewer.playLessonEvents()
        session.finishAnimations()

        // Action: its final picture.
        let (_, texts) = Self.finalPicture(session)

        // Assertion: B's tag tells both phases, each as it went.
        #expect(texts.joined(separator: " ").contains("B: HANDLED touchesBegan ★ touchesEnded stops here: touchesBegan was not passed on"))
    }
}
