import Foundation
import Testing
import SandboxScenes
@testable import SandboxStage

/// A dump dropped or pasted on the window: what its status line says of the lines the import
/// warned about. Debugger prompts, skipped by design, are only counted; the first other warning
/// is said in the window itself.
@Suite("Warnings of a dump that arrives in the window")
struct ArrivalWarningTests {
    static let dumps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Dumps")

    @Test func promptsAreCountedAsSkippedAndTheFirstOtherWarningIsSaidInTheWindow() throws {
        // Precondition: lesson 01 open; a console paste with lldb prompts, a stand-in controller and a sublayer.
        let session = try StageFixtures.session("01-hit-testing-basics")
        let url = Self.dumps.appendingPathComponent("console-paste.txt")
        let warnings = try LoadedScene.load(contentsOf: url).warnings
        #expect(warnings.filter(\.isSkippedPrompt).count == 3)

        // Action: the dump dropped on the window.
        #expect(session.studio.open(url, arrived: .dropped))

        // Assertion: three prompts counted as skipped, not as lines not understood; the first
        // other warning in words, with the count.
        let message = try #require(session.viewer.statusMessage)
        #expect(message.hasPrefix("Opened console-paste.txt, dropped on the window; 3 debugger prompts skipped; 2 warnings, the first line 4: no view controller is printed"), "\(message)")
        #expect(!message.contains("see the terminal"))
    }

    @Test func aDumpWithOnlyPromptsSaysNoWarning() {
        let prompt = SourceDiagnostic(file: "x", line: 1, column: 1, path: "", message: "warning: not a view line: skipped: (lldb) po self.view")
        let sublayer = SourceDiagnostic(file: "x", line: 2, column: 1, path: "", message: "warning: a sublayer, not a view: skipped")

        #expect(Studio.warningSummary([prompt]) == "; 1 debugger prompt skipped")
        #expect(Studio.warningSummary([prompt, sublayer]) == "; 1 debugger prompt skipped; 1 warning: line 2: a sublayer, not a view: skipped")
        #expect(Studio.warningSummary([]) == "")
    }
}
