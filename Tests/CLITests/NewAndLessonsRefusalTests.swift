import Foundation
import Testing

/// `new` never writes a file its own loader refuses or one named after a folder, and a
/// lessons folder that holds nothing is an error rather than an empty list.
@Suite("new and lessons refuse what they cannot do")
struct NewAndLessonsRefusalTests {
    @Test(arguments: ["a\tb", "line\nbreak", "bell\u{7}", "escape\u{1B}[31m"])
    func aTitleWithControlCharactersIsRefusedBeforeWriting(title: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("new-\(UUID().uuidString).yaml").path

        let run = try CommandLineTests.run(["new", file, "--title", title])

        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: --title cannot contain control characters (line breaks, tabs, escapes)\n"))
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test func aPathEndingInASlashIsRefusedRatherThanWrittenAsAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("new-\(UUID().uuidString)").path

        let run = try CommandLineTests.run(["new", folder + "/"])

        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: \(folder)/ names a folder; give the scene file's name, such as \(folder)/scene.yaml\n"))
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func anAssetsFolderWithoutLessonsIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)").path

        let run = try CommandLineTests.run(["lessons"], environment: ["RESPONDER_SANDBOX_ASSETS": folder])

        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "RESPONDER_SANDBOX_ASSETS=\(folder): no lessons in \(folder)/Lessons; set it to the Assets folder, which holds Lessons\n")
    }
}
