import Foundation
import Testing
@testable import SandboxPlatform

/// `--statistics` names the slowest frames and what each did, so that the frame that showed
/// Y's answer is told from the window's first frame. Times here are made up: no test times anything.
@Suite("The slowest frames in --statistics")
struct SlowestFramesTests {
    static func frame(_ number: Int, whole: Double, causes: [FrameRecord.Cause] = [.clock], showsWhy: Bool = false) -> FrameRecord {
        FrameRecord(number: number, causes: causes, showsWhy: showsWhy, input: 0.001,
                    draw: DrawTimes(frameValue: 0.002, painting: 0.010, primitives: 0.003, submitting: 0.004), present: 0.020, whole: whole)
    }

    @Test func keepsTheSlowestFramesSlowestFirstAndTheEarlierOfEqualOnes() {
        // Precondition: eight frames, two of them equally slow.
        var slowest = SlowestFrames(count: 3)
        let wholes = [0.050, 0.020, 0.090, 0.010, 0.070, 0.090, 0.030, 0.060]

        // Action
        for (index, whole) in wholes.enumerated() { slowest.add(Self.frame(index + 1, whole: whole)) }

        // Assertion: frames 3 and 6 (90 ms, 3 first), then 5 (70 ms).
        #expect(slowest.frames.map(\.number) == [3, 6, 5])
    }

    @Test func namesTheSlowestFrameWithYsAnswerWhenItIsNotAmongTheSlowest() {
        // Precondition: the first frame and a hover are slower than the frames with Y's answer.
        var slowest = SlowestFrames(count: 2)
        slowest.add(Self.frame(1, whole: 0.300, causes: [.sceneShown]))
        slowest.add(Self.frame(2, whole: 0.040, causes: [.key("Y")]))
        slowest.add(Self.frame(3, whole: 0.060, causes: [.whyAnswerArrived], showsWhy: true))
        slowest.add(Self.frame(4, whole: 0.050, causes: [.key("Escape")], showsWhy: true))
        slowest.add(Self.frame(5, whole: 0.080, causes: [.pointerMoved]))

        // Action
        let lines = slowest.lines

        // Assertion: the two slowest, then frame 3, the slowest that showed the answer.
        #expect(lines.count == 5)
        #expect(lines[0] == "slowest frames (whole frame = its parts; what the frame did):")
        #expect(lines[1].hasPrefix("  frame 1: 300.0 ms") && lines[1].hasSuffix("; the scene's first frame"))
        #expect(lines[2].hasPrefix("  frame 5: 80.0 ms") && lines[2].hasSuffix("; a pointer move"))
        #expect(lines[3] == "slowest frame with Y's answer on screen:")
        #expect(lines[4].hasPrefix("  frame 3: 60.0 ms") && lines[4].hasSuffix("; Y's answer arrived"))
    }

    @Test func theSlowestFrameWithYsAnswerIsNotRepeatedWhenItIsAmongTheSlowest() {
        // Precondition
        var slowest = SlowestFrames(count: 2)
        slowest.add(Self.frame(1, whole: 0.100, causes: [.sceneShown]))
        slowest.add(Self.frame(2, whole: 0.120, causes: [.whyAnswerArrived], showsWhy: true))

        // Action
        let lines = slowest.lines

        // Assertion
        #expect(lines.count == 3)
        #expect(!lines.contains("slowest frame with Y's answer on screen:"))
    }

    @Test func aFrameSaysItsPartsAndEverythingItDid() {
        // Precondition: a key's frame with Y's answer still on screen.
        let frame = FrameRecord(number: 12, causes: [.key("Y"), .animation], showsWhy: true, input: 0.0153,
                                draw: DrawTimes(frameValue: 0.0021, painting: 0.0302, primitives: 0.0100, submitting: 0.0048),
                                present: 0.0501, whole: 0.1125)

        // Action
        let line = frame.line

        // Assertion: the parts in the order the frame spends them, then what it did.
        #expect(line == "frame 12: 112.5 ms = input and model 15.3, draw 47.1 (frame value 2.1, painting 30.2, SDL primitives 10.0, "
                + "SDL calls 4.8), present 50.1; key Y, an animation step, Y's answer on screen")
    }

    @Test func noFramesNoLines() {
        // Precondition / action: nothing drawn.
        let slowest = SlowestFrames()

        // Assertion
        #expect(slowest.lines.isEmpty)
    }
}
