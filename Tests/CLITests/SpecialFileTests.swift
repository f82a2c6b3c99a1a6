import Foundation
import Testing

/// Paths that are not files of text: a folder, a device that never ends, a named pipe. Each
/// is refused at once in one line naming what it is, rather than read for gigabytes or
/// reported as a permission problem.
@Suite("Folders, devices and pipes given as files")
struct SpecialFileTests {
    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cli-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        return url.path
    }

    @Test func eventsFromADeviceAreRefusedBeforeReading() throws {
        // Action
        let run = try CommandLineTests.run(["trace", "01-hit-testing-basics", "--events", "/dev/zero"])

        // Assertion
        #expect(run.status == 2)
        #expect(run.stderr == "/dev/zero:1:1: cannot read the events file (it is a device, not a regular file)\n")
    }

    @Test func anIMUTraceFromADeviceIsRefusedBeforeReading() throws {
        let run = try CommandLineTests.run(["trace", "01-hit-testing-basics", "--imu", "/dev/zero"])

        #expect(run.status == 2)
        #expect(run.stderr == "/dev/zero:1:1: cannot read the IMU file (it is a device, not a regular file)\n")
    }

    @Test func eventsFromAFolderAreRefused() throws {
        // Precondition
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }

        // Action
        let run = try CommandLineTests.run(["trace", "01-hit-testing-basics", "--events", folder])

        // Assertion: not "no input given" and success.
        #expect(run.status == 2)
        #expect(run.stderr == "\(folder):1:1: cannot read the events file (it is a folder, not a file)\n")
    }

    @Test func eventsThroughAPipeThatNeverEndsAreRefusedAtTheLimit() throws {
        // Precondition: a pipe of taps that never ends, as `<(yes 'tap 10 10')` gives.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "exec \"$0\" trace 01-hit-testing-basics --events <(yes 'tap 10 10') 2>&1 >/dev/null",
                             CommandLineTests.binary.path]
        let output = Pipe()
        process.standardOutput = output

        // Action
        try process.run()
        let stderr = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        // Assertion: refused after 4 MiB, like an events file of that size.
        #expect(process.terminationStatus == 2)
        #expect(stderr.hasSuffix(":1:1: the file is larger than 4 MiB\n"), "\(stderr)")
    }

    @Test func aSceneThatIsAFolderSaysSo() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let run = try CommandLineTests.run(["trace", folder, "--tap", "10,10"])

        #expect(run.status == 2)
        #expect(run.stderr == "\(folder):1:1: cannot read the file (it is a folder, not a file)\n")
    }

    @Test func aSceneThatIsANamedPipeSaysSoWithoutWaitingForAWriter() throws {
        // Precondition: a FIFO no one writes to (opening it to read would wait for ever).
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/scene.yaml"
        try #require(mkfifo(fifo, 0o600) == 0)

        // Action
        let run = try CommandLineTests.run(["trace", fifo, "--tap", "10,10"])

        // Assertion
        #expect(run.status == 2)
        #expect(run.stderr == "\(fifo):1:1: cannot read the file (it is a pipe, not a regular file)\n")
    }
}
