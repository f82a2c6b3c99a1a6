import Foundation
import Testing

/// `render` replaces its output only with a whole file: a full disk or a stop by SIGTERM
/// leaves the previous file of that name as it was, and nothing half-written beside it.
@Suite("render's output on failure and on SIGTERM")
struct RenderOutputTests {
    /// A fresh folder holding `picture.png` with known old contents.
    static func folderWithOldPicture(extension ext: String = "png") throws -> (folder: String, picture: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-out-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let picture = folder + "/picture." + ext
        try "the previous picture".write(toFile: picture, atomically: false, encoding: .utf8)
        return (folder, picture)
    }

    /// Runs the binary through bash, with its file size limited to `kilobytes` and SIGXFSZ
    /// ignored: each write past the limit fails (EFBIG) as a write to a full disk does.
    static func runWithFileSizeLimit(kilobytes: Int, _ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
        process.arguments = ["-c", "trap '' XFSZ; ulimit -f \(kilobytes); exec '\(CommandLineTests.binary.path)' \(quoted)"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stderr)
    }

    static func leftovers(in folder: String, besides picture: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { folder + "/" + $0 != picture }
    }

    @Test func aPNGCutShortByAFullDiskFailsAndKeepsThePreviousFile() throws {
        // Precondition: the old picture, and room for 8 KiB (the PNG needs far more).
        let (folder, picture) = try Self.folderWithOldPicture()
        defer { try? FileManager.default.removeItem(atPath: folder) }

        // Action
        let run = try Self.runWithFileSizeLimit(kilobytes: 8, ["render", "01-hit-testing-basics", "--out", picture])

        // Assertion: a failure in one line, the old file untouched, no partial file left.
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("responder-sandbox: \(picture): cannot write the PNG"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(try String(contentsOfFile: picture, encoding: .utf8) == "the previous picture")
        #expect(try Self.leftovers(in: folder, besides: picture).isEmpty)
    }

    @Test(.enabled(if: AnimatedExportTests.hasFFmpeg))
    func aGIFCutShortByAFullDiskFailsAndKeepsThePreviousFile() throws {
        let (folder, picture) = try Self.folderWithOldPicture(extension: "gif")
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let run = try Self.runWithFileSizeLimit(kilobytes: 8, ["render", "01-hit-testing-basics", "--tap", "350,350", "--out", picture])

        #expect(run.status == 1)
        #expect(run.stderr.contains("responder-sandbox: "), "\(run.stderr)")
        #expect(!run.stderr.contains("wrote"))
        #expect(try String(contentsOfFile: picture, encoding: .utf8) == "the previous picture")
        #expect(try Self.leftovers(in: folder, besides: picture).isEmpty)
    }

    @Test func aWholePNGReplacesTheFileThroughItsSymbolicLink() throws {
        // Precondition: picture.png is a link to a file in another folder.
        let (folder, target) = try Self.folderWithOldPicture()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let link = folder + "/link.png"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

        // Action
        let run = try CommandLineTests.run(["render", "01-hit-testing-basics", "--out", link])

        // Assertion: the link is still a link, and its target is the new picture.
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: target))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test(.enabled(if: AnimatedExportTests.hasFFmpeg))
    func sigtermStopsAnExportAndLeavesNoFileBehind() throws {
        // Precondition: a long export (a lesson's whole script, at 60 frames a second and a
        // quarter of the speed), with its own temporary folder for ffmpeg's palette and log.
        let (folder, picture) = try Self.folderWithOldPicture(extension: "gif")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let temporary = folder + "/tmp"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
        let process = Process()
        process.executableURL = CommandLineTests.binary
        process.arguments = ["render", "05", "--lesson-events", "--fps", "60", "--speed", "0.25", "--out", picture]
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary]) { $1 }
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Once ffmpeg writes the partial file, the export is under way.
        let partial = folder + "/picture.partial-\(process.processIdentifier).gif"
        while process.isRunning, !FileManager.default.fileExists(atPath: partial) { usleep(10_000) }
        try #require(process.isRunning, "the export ended before it could be stopped")

        // Action
        process.terminate()
        // A process that ignores SIGTERM would hold the suite for ever: a minute is far more
        // than ending takes, and only then is it killed (and the test fails below).
        for _ in 0..<6_000 where process.isRunning { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()

        // Assertion: ended by the signal, the old file kept, no partial file, palette or log.
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGTERM)
        #expect(try String(contentsOfFile: picture, encoding: .utf8) == "the previous picture")
        #expect(try Self.leftovers(in: folder, besides: picture) == ["tmp"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
    }
}
