import Foundation
import ResponderCore
import SandboxScenes
import Testing
@testable import SandboxStage

/// The frames of an animated export: the timeline's own durations at teaching speed, each
/// input after the one before has ended, the final picture held for a second.
@Suite("Playing input frame by frame for an export")
struct AnimationPlayerTests {
    /// Seconds the timeline of one input takes to play at speed 1.
    static func duration(_ timeline: Timeline) -> Double {
        timeline.steps.indices.map(timeline.duration(of:)).reduce(0, +)
    }

    @Test func oneTapTakesItsAnimationsLengthThenASecond() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        let reference = try StageFixtures.session("01-hit-testing-basics")
        reference.run(.tap(at: CGPoint(x: 350, y: 350)))
        let seconds = Self.duration(reference.history.timeline)

        let frames = AnimationPlayer.frameCount(session: session, fps: 10, inputs: [{ session.run(.tap(at: CGPoint(x: 350, y: 350))) }])

        // One frame at the start, one per tenth of a second of animation, then ten more held.
        #expect(abs(Double(frames) - (seconds * 10 + 1 + 9)) <= 1.5, "\(frames) frames for \(seconds) s")
    }

    @Test func speedShortensTheAnimationNotTheHold() throws {
        let slow = try StageFixtures.session("01-hit-testing-basics")
        let fast = try StageFixtures.session("01-hit-testing-basics")
        fast.history.setSpeed(4)

        let slowFrames = AnimationPlayer.frameCount(session: slow, fps: 20, inputs: [{ slow.run(.tap(at: CGPoint(x: 350, y: 350))) }])
        let fastFrames = AnimationPlayer.frameCount(session: fast, fps: 20, inputs: [{ fast.run(.tap(at: CGPoint(x: 350, y: 350))) }])

        let ratio = Double(slowFrames - 20) / Double(fastFrames - 20)
        #expect((3.5...4.5).contains(ratio), "\(slowFrames) frames at ×1, \(fastFrames) at ×4")
    }

    @Test func eachInputPlaysAfterTheOneBeforeHasEnded() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        var ran: [String] = []
        let player = AnimationPlayer(session: session, fps: 15, inputs: [
            { ran.append("first"); session.run(.tap(at: CGPoint(x: 250, y: 250))) },
            { ran.append("second"); session.run(.tap(at: CGPoint(x: 350, y: 350))) },
        ])
        #expect(ran == ["first"])

        while ran.count == 1 {
            #expect(!session.history.timeline.isFinished || ran.count == 1)
            let wasFinished = session.history.timeline.isFinished
            #expect(player.advance())
            if ran.count == 2 { #expect(wasFinished, "the second tap ran only once the first one's animation had ended") }
        }
        while player.advance() {}

        #expect(session.history.timeline.isFinished)
        #expect(session.viewer.statusMessage == nil)
    }

    @Test func aLessonPlaysEveryCommandAndEndsWhereRenderEnds() throws {
        let session = try StageFixtures.session("14-nil-targeted-button")
        let rendered = try StageFixtures.session("14-nil-targeted-button")
        rendered.viewer.playLessonEvents()
        rendered.finishAnimations()

        let player = AnimationPlayer(session: session, fps: 15, inputs: [{ session.viewer.playLessonEvents() }])
        while player.advance() {}

        #expect(session.viewer.lessonInput?.isFinished == true)
        #expect(session.viewer.lessonInput == rendered.viewer.lessonInput)
        #expect(session.history.timeline.steps == rendered.history.timeline.steps)
        #expect(session.history.timeline.current == rendered.history.timeline.current)
    }

    @Test func noInputIsTheSceneHeldForASecond() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")

        #expect(AnimationPlayer.frameCount(session: session, fps: 12, inputs: []) == 12)
    }
}

extension AnimationPlayerTests {
    /// Text as wide as DejaVu Sans Bold at its widest: labels crowd a small window most.
    struct WideMeasurer: TextMeasuring {
        func width(of text: String, size: Double, bold: Bool) -> Double { Double(text.count) * size * 0.75 }
        func lineHeight(size: Double) -> Double { size * 1.4 }
    }

    static func isFinite(_ command: DrawCommand) -> Bool {
        func finite(_ points: [CGPoint]) -> Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
        func finite(_ rect: CGRect) -> Bool { finite([rect.origin, CGPoint(x: rect.maxX, y: rect.maxY)]) }
        switch command {
        case .fill(let rect, _), .outline(let rect, _, _, _), .hatch(let rect, _, _), .clip(let rect): return finite(rect)
        case .line(let from, let to, _, _): return finite([from, to])
        case .polygon(let points, _), .polyline(let points, _, _, _): return finite(points)
        case .text(_, let point, _, _, _, _): return finite([point])
        case .unclip: return true
        }
    }

    /// Every frame of every lesson's export in the smallest window `render` takes: nothing is
    /// drawn at an infinite place (SDL's conversion to pixels traps on one).
    @Test func everyFrameOfEveryLessonAtTheSmallestSizeIsDrawable() throws {
        let painter = StagePainter(measurer: WideMeasurer())
        for lesson in StageFixtures.catalog.lessons {
            let session = try StageFixtures.session(lesson.id)
            guard session.scene.document.events != nil else { continue }
            session.viewer.viewportSize = CGSize(width: 320, height: 240)
            let player = AnimationPlayer(session: session, fps: 4, inputs: [{ session.viewer.playLessonEvents() }])
            var frame = 0
            repeat {
                let bad = painter.paint(session.frame).commands.first { !Self.isFinite($0) }
                #expect(bad == nil, "\(lesson.id) frame \(frame): \(String(describing: bad))")
                if bad != nil { break }
                frame += 1
            } while player.advance()
        }
    }
}
