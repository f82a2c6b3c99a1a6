import Foundation
import Testing

/// `scripts/try` from another folder, without a display: it runs where it was called from.
/// A stand-in `swift` on PATH answers the build with the binary the tests already built, so
/// no second build runs inside the test run.
@Suite("scripts/try")
struct TryScriptTests {
    /// Runs scripts/try in `folder` with no display.
    static func runTry(_ arguments: [String], in folder: URL) throws -> CommandLineTests.Run {
        let fakeBin = folder.appendingPathComponent(".fake-bin")
        try FileManager.default.createDirectory(at: fakeBin, withIntermediateDirectories: true)
        let swift = fakeBin.appendingPathComponent("swift")
        let binFolder = CommandLineTests.binary.deletingLastPathComponent().path
        try """
        #!/bin/sh
        case "$*" in *--show-bin-path*) echo '\(binFolder)';; esac
        exit 0

        """.write(to: swift, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["PATH"] = fakeBin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [ConventionsTests.repository.appendingPathComponent("scripts/try").path] + arguments
        process.currentDirectoryURL = folder
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandLineTests.Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                    stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dpkg-query")))
    func withoutADisplayTheLessonAskedForIsTraced() throws {
        let folder = try ConventionsTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }

        // Action: lesson 05 asked for, no display.
        let run = try Self.runTry(["05"], in: folder)

        // Assertion: lesson 05's example input (a touch on E among A–E), not lesson 01's.
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("example input of '05'"))
        #expect(run.stdout.contains("E --- hitTest"))
        #expect(run.stdout.contains("hit-test view E"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dpkg-query")))
    func aRelativeScenePathIsReadFromTheCallersFolder() throws {
        // Precondition: a scene with an example input, in a folder that is not the checkout.
        let folder = try ConventionsTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        events: |
          tap 50 50
        root:
          controller: ViewController
          view: {name: mine, frame: [0, 0, 100, 100], handles: [touches]}

        """.write(to: folder.appendingPathComponent("mine.yaml"), atomically: true, encoding: .utf8)

        // Action: the relative path, from that folder.
        let run = try Self.runTry(["mine.yaml"], in: folder)

        // Assertion: the file was found and traced.
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("hit-test view mine"))
    }

    @Test func installDepsSaysWhatToInstallWhereItKnowsNoPackageManager() throws {
        // Precondition: a PATH with neither apt, dpkg, Homebrew nor pkg-config on it.
        let folder = try ConventionsTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }

        // Action: install-deps there.
        let run = try ConventionsTests.run([ConventionsTests.repository.appendingPathComponent("scripts/install-deps").path], in: folder,
                                           environment: ["PATH": folder.path], executable: URL(fileURLWithPath: "/bin/bash"))

        // Assertion: a failure that says which package managers it knows and what to install.
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("install-deps: neither apt (Debian, Ubuntu) nor Homebrew (macOS) was found."))
        #expect(run.stderr.contains("SDL2, SDL2_ttf and SDL2_image"))
    }
}
