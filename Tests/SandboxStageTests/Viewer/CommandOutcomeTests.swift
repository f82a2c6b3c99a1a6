import Foundation
import Testing
@testable import SandboxStage

/// Each kind of command's outcome line, read from the steps it recorded.
@Suite("What each lesson command did, in one line")
struct CommandOutcomeTests {
    private func outcomes(_ lesson: String) throws -> [String] {
        let session = try StageFixtures.session(lesson)
        session.perform(.playLessonEvents)
        session.finishAnimations()
        return try #require(session.viewer.lessonInput).entries.map { $0.outcome ?? "(not run)" }
    }

    @Test func aButtonsNilTargetedActionNamesItsControlEventsAndTheController() throws {
        let lines = try outcomes("14-nil-targeted-button")

        #expect(lines[0].contains("save: → nobody"), "\(lines)")
        #expect(lines[1].contains("touchUpInside"), "\(lines)")
        #expect(lines[1].contains("buttonPressed: → ViewController ★"), "\(lines)")
    }

    @Test func keyCommandsAndShakesWithNoFirstResponderReachNobody() throws {
        let keys = try outcomes("17-key-commands")
        let shakes = try outcomes("19-shake-no-first-responder")

        // No first responder: the key window's chain has no Cmd-C, so the key arrives as presses nobody handles.
        #expect(keys[1] == "pressesBegan, pressesEnded → nobody", "\(keys)")
        #expect(keys[5].contains("copy: → note ★"), "\(keys)")
        #expect(shakes.last == "motionBegan, motionEnded → nobody", "phases that ended alike read once: \(shakes)")
        #expect(shakes[0] == "first responder: canvas", "\(shakes)")
    }

    @Test func aDragIsOneMoveNotOnePerStepAndALiftOutsideSaysSo() throws {
        let lines = try outcomes("24-button-touch-up-outside")

        #expect(lines.last?.hasPrefix("touchUpOutside") == true, "\(lines)")
        #expect(lines.allSatisfy { $0.components(separatedBy: "touchesMoved").count <= 2 })
    }

    @Test func aRemovedViewsCancelledTouchIsItsOutcome() throws {
        let lines = try outcomes("23-remove-during-touch")

        #expect(lines[2].hasPrefix("C.removeFromSuperview()"), "\(lines)")
        #expect(lines[2].contains("touchesCancelled"), "\(lines)")
    }
}
