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
        #expect(run.stderr.hasPrefix("responder-sandbox: --title cannot contain control characters (line breaks, tabs, escapes)\n"))
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test func aPathEndingInASlashIsRefusedRatherThanWrittenAsAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("new-\(UUID().uuidString)").path

        let run = try CommandLineTests.run(["new", folder + "/"])

        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("responder-sandbox: \(folder)/ names a folder; give the scene file's name, such as \(folder)/scene.yaml\n"))
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func anAssetsFolderWhoseLessonsFolderIsEmptyIsAnError() throws {
        // Precondition: ASSETS/Lessons exists and holds no lesson.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Lessons", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        // Action
        let run = try CommandLineTests.run(["lessons"], environment: ["RESPONDER_SANDBOX_ASSETS": folder])

        // Assertion: not an empty list and success.
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "responder-sandbox: RESPONDER_SANDBOX_ASSETS=\(folder): its Lessons folder holds no lessons (.yaml files); set it to the folder that holds the lessons, or unset it\n")
    }
}
