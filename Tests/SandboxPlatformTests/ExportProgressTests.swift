import Foundation
import Testing
@testable import SandboxPlatform

/// A long export's progress on standard error, on the test's own clock: nothing in the first
/// second, then a line at each tenth of the frames in a log, or one line rewritten in place
/// on a terminal.
@Suite("Export progress")
struct ExportProgressTests {
    /// What the progress wrote, and a clock that stands still until the test moves it.
    final class Output {
        var now = 100.0
        var written: [String] = []
    }

    static func progress(total: Int, isTerminal: Bool, output: Output) -> ExportProgress {
        ExportProgress(file: "out.gif", total: total, isTerminal: isTerminal,
                       seconds: { output.now }, write: { output.written.append($0) })
    }

    @Test func aLogGetsNothingInTheFirstSecondThenALineAtEachTenth() {
        // Precondition: 100 frames written to a log.
        let output = Output()
        var progress = Self.progress(total: 100, isTerminal: false, output: output)

        // Action: frames 1–5 within the first second, then 6–100 after it.
        for done in 1...5 { output.now += 0.1; progress.show(done: done) }
        let inFirstSecond = output.written
        output.now += 1
        for done in 6...100 { progress.show(done: done) }
        progress.end()

        // Assertion: silent at first, then the frame that crossed the second and each tenth
        // once; no line ending of a rewritten line, since none was rewritten.
        #expect(inFirstSecond.isEmpty)
        #expect(output.written == [6, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map {
            "responder-sandbox: exporting out.gif: frame \($0)/100\n"
        })
    }

    @Test func aLongExportIsSeenToMoveBeforeItsFirstQuarter() {
        // Precondition: 1,000 slow frames, a second for every 32 (a step exact in binary).
        let output = Output()
        var progress = Self.progress(total: 1_000, isTerminal: false, output: output)

        // Action: the first 200 frames.
        for done in 1...200 { output.now += 1.0 / 32; progress.show(done: done) }

        // Assertion: a line as soon as the first second has passed, the next at the tenth.
        #expect(output.written == ["responder-sandbox: exporting out.gif: frame 33/1000\n",
                                   "responder-sandbox: exporting out.gif: frame 100/1000\n",
                                   "responder-sandbox: exporting out.gif: frame 200/1000\n"])
    }

    @Test func aTerminalGetsOneLineRewrittenAndEndedOnce() {
        // Precondition
        let output = Output()
        var progress = Self.progress(total: 3, isTerminal: true, output: output)

        // Action: three frames after the first second, then the end.
        output.now += 2
        for done in 1...3 { progress.show(done: done) }
        progress.end()

        // Assertion: each frame over the last (a carriage return), one line ending after them.
        #expect(output.written == (1...3).map { "\rresponder-sandbox: exporting out.gif: frame \($0)/3" } + ["\n"])
    }

    @Test func aQuickExportLeavesTheTerminalAlone() {
        let output = Output()
        var progress = Self.progress(total: 3, isTerminal: true, output: output)

        for done in 1...3 { output.now += 0.2; progress.show(done: done) }
        progress.end()

        #expect(output.written.isEmpty)
    }
}
