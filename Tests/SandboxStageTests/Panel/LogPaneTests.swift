import Foundation
import ResponderCore
import SandboxScenes
import Testing
@testable import SandboxStage

/// The LOG pane following the newest step starts at a step's first line, never with the
/// tail of a wrapped one.
@Suite("The log starts at a step's first line")
struct LogPaneTests {
    static func texts(_ row: PanelRow) -> [String] {
        var list = DisplayList()
        for command in row.commands { list.append(command) }
        return StageFixtures.texts(in: list)
    }

    @Test(arguments: PredictFirstTests.lessonsWithInput, AboveTheFoldTests.sizes)
    func theLogsFirstLineBeginsAStep(lesson: String, size: CGSize) throws {
        // Precondition: the lesson after its input, the log following the newest step.
        let session = try PanelLayoutTests.playedLesson(lesson, size: size, zoom: 1)
        let frame = session.frame
        let layout = PanelLayout(frame: frame, measurer: FixedWidthMeasurer())

        // Action: the first line the log pane draws.
        let log = try #require(layout.pane(.log))
        let first = try #require(log.visibleRows.lazy.flatMap { Self.texts($0.row) }.first)

        // Assertion: it is the first line of one of the steps shown.
        let starts = Set(frame.visibleLog.compactMap { step in
            layout.style.paragraph(step.textLine, size: layout.style.logSize, hangingIndent: layout.style.layout.size(18)).first.flatMap { Self.texts($0).first }
        })
        #expect(starts.contains(first), "\(lesson) at \(Int(size.width))×\(Int(size.height)): the log starts with '\(first)'")
    }
}
