import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// A recording that cannot be written (a full disk) ends loudly instead of leaving a silent,
/// empty file.
@Suite("A recording on a full disk")
struct RecordingFailureTests {
    @Test func aFullDiskAtTheStartRefusesTheRecording() throws {
        // Precondition: /dev/full answers every write with "no space left on device".
        let session = try StageFixtures.session("01-hit-testing-basics")

        // Action and assertion
        #expect {
            try session.studio.startRecording(to: URL(fileURLWithPath: "/dev/full"), replacing: true)
        } throws: { error in
            "\(error)" == "/dev/full: cannot write the recording (No space left on device)"
        }
        #expect(!session.studio.isRecording)
    }

    @Test func aDiskFillingUpDuringTheRecordingStopsItAndSaysSo() throws {
        // Precondition: a recording under way, whose file then runs out of room (its
        // descriptor pointed at /dev/full).
        let session = try StageFixtures.session("01-hit-testing-basics")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("full-\(UUID().uuidString).events")
        defer { try? FileManager.default.removeItem(at: url) }
        try session.studio.startRecording(to: url)
        let recording = try #require(session.studio.recording)
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        dup2(full, recording.handle.fileDescriptor)
        close(full)

        // Action
        StageFixtures.tap(session, 350, 350)

        // Assertion: the recording ended, and the window says why.
        #expect(!session.studio.isRecording)
        #expect(recording.failure == "\(url.path): cannot write the recording (No space left on device)")
        #expect(session.viewer.statusMessage?.hasPrefix("Recording stopped: \(url.path): cannot write the recording") == true)
    }
}
