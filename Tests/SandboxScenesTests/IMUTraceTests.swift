import Foundation
import ResponderCore
import Testing
@testable import SandboxScenes

/// IMU trace files: what parses, and the exact error lines for what does not.
@Suite("IMU trace files")
struct IMUTraceTests {
    static func errorLines(_ text: String, file: String = "trace.csv") -> [String] {
        do {
            _ = try IMUTrace.parse(text, file: file)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    // MARK: - What parses

    @Test func aWellFormedFileParsesIntoSamples() throws {
        let text = "t,sensor,x,y,z\n0,accel,0.1,9.81,-0.2\n0,gyro,0,0.5,0\n0.005,accel,1e-3,9.8,0\n"

        let trace = try IMUTrace.parse(text, file: "trace.csv")

        #expect(trace.samples == [
            IMUSample(time: 0, sensor: .accelerometer, x: 0.1, y: 9.81, z: -0.2),
            IMUSample(time: 0, sensor: .gyroscope, x: 0, y: 0.5, z: 0),
            IMUSample(time: 0.005, sensor: .accelerometer, x: 0.001, y: 9.8, z: 0),
        ])
    }

    @Test func commentsBlankLinesCRLFAndSpacesAreAccepted() throws {
        let text = "# recorded with a DualSense\r\n\r\nt, sensor, x, y, z\r\n# at rest\r\n0, accel ,0,9.81,0\r\n\r\n  0.01,gyro,0,0,0\r\n\r\n\r\n"

        let trace = try IMUTrace.parse(text, file: "trace.csv")

        #expect(trace.samples.count == 2)
        #expect(trace.samples.last == IMUSample(time: 0.01, sensor: .gyroscope, x: 0, y: 0, z: 0))
    }

    @Test func equalTimesAreFineForTheTwoSensors() throws {
        let trace = try IMUTrace.parse("t,sensor,x,y,z\n1,accel,0,9.8,0\n1,gyro,0,0,0\n1,gyro,0,0,0\n", file: "t.csv")

        #expect(trace.samples.map(\.time) == [1, 1, 1])
    }

    // MARK: - Errors, each line exactly

    @Test func everyBadLineIsReportedWithItsLineAndColumn() {
        let text = """
        t,sensor,x,y,z
        0,accel,0,9.81,0
        0.01,accel,0,9.81
        0.02,magnet,0,0,0
        0.03,gyro,nan,0,0
        -1,gyro,0,0,0
        0.005,accel,0,9.8,0
        0.04,accel,1e999,0,abc
        0.05,gyro,0,0,0,0
        zero,gyro,0,,0
        """

        #expect(Self.errorLines(text) == [
            "trace.csv:3:1: expected 5 comma-separated fields (t,sensor,x,y,z), found 4",
            "trace.csv:4:6: sensor: unknown sensor 'magnet'; expected accel or gyro",
            "trace.csv:5:11: x: expected a finite number, found 'nan'",
            "trace.csv:6:1: t: time must not be negative, found -1",
            "trace.csv:7:1: t: time goes back: 0.005 after 0.03 on line 5",
            "trace.csv:8:12: x: expected a finite number, found '1e999'",
            "trace.csv:8:20: z: expected a number, found 'abc'",
            "trace.csv:9:1: expected 5 comma-separated fields (t,sensor,x,y,z), found 6",
            "trace.csv:10:1: t: expected a number, found 'zero'",
            "trace.csv:10:13: y: expected a number, found ''",
        ])
    }

    @Test func aMissingHeaderIsReportedAndTheRowsAreStillChecked() {
        #expect(Self.errorLines("0,accel,0,9.81,0\n0.01,gyro,0,0,inf\n") == [
            "trace.csv:1:1: the header 't,sensor,x,y,z' is missing before the first sample",
            "trace.csv:2:15: z: expected a finite number, found 'inf'",
        ])
    }

    @Test func aWrongHeaderIsShown() {
        #expect(Self.errorLines("# from a phone\ntime,kind,ax,ay,az\n0,accel,0,9.81,0\n") == [
            "trace.csv:2:1: expected the header 't,sensor,x,y,z', found 'time,kind,ax,ay,az'",
        ])
    }

    @Test(arguments: ["", "\n\n", "# only a comment\r\n", "   \n"])
    func anEmptyFileSaysWhatWasExpected(text: String) {
        #expect(Self.errorLines(text) == [
            "trace.csv:1:1: the file is empty; expected the header 't,sensor,x,y,z', then one sample a line",
        ])
    }

    @Test func aHeaderWithoutSamplesIsAnError() {
        #expect(Self.errorLines("# nothing yet\nt,sensor,x,y,z\n") == [
            "trace.csv:2:1: there are no samples after the header",
        ])
    }

    @Test func aFileOfGarbageStopsAfterFiftyProblems() {
        let text = "t,sensor,x,y,z\n" + String(repeating: "what,is,this,line,?\n", count: 200)

        let lines = Self.errorLines(text)

        #expect(lines.count == IMUTrace.maximumDiagnostics + 1)
        #expect(lines.last == "trace.csv:12:1: too many problems; this line and the rest of the file were not checked")
    }

    @Test func aLongGarbageFieldIsShortened() {
        let junk = String(repeating: "x", count: 100)

        #expect(Self.errorLines("t,sensor,x,y,z\n0,\(junk),0,0,0\n") == [
            "trace.csv:2:3: sensor: unknown sensor '\(String(repeating: "x", count: 60))… (100 characters)'; expected accel or gyro",
        ])
    }

    @Test func aFileOverTheSizeLimitIsRefusedUnread() {
        let text = "t,sensor,x,y,z\n" + String(repeating: "#", count: IMUTrace.maximumFileSize)

        #expect(Self.errorLines(text) == ["trace.csv:1:1: the file is larger than 16 MiB"])
    }

    @Test func aControlCharacterIsShownEscaped() {
        #expect(Self.errorLines("t,sensor,x,y,z\n0,acc\u{7}el,0,0,0\n") == [
            "trace.csv:2:3: sensor: unknown sensor 'acc\\u{7}el'; expected accel or gyro",
        ])
    }

    // MARK: - Files

    @Test func loadingReportsUnreadableFilesInTheSameStyle() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imu-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = folder.appendingPathComponent("binary.csv")
        try Data([0x74, 0x2C, 0xFF, 0xFE, 0x0A]).write(to: binary)
        let good = folder.appendingPathComponent("good.csv")
        try "t,sensor,x,y,z\n0,accel,0,9.81,0\n".write(to: good, atomically: true, encoding: .utf8)

        #expect(Self.loadError(binary) == "binary.csv:1:1: cannot read the file (not UTF-8 text)")
        #expect(Self.loadError(folder.appendingPathComponent("missing.csv")) == "missing.csv:1:1: cannot read the file (no such file)")
        #expect(try IMUTrace.load(contentsOf: good).samples.count == 1)
    }

    static func loadError(_ url: URL) -> String? {
        do {
            _ = try IMUTrace.load(contentsOf: url)
            return nil
        } catch {
            return error.description
        }
    }
}
