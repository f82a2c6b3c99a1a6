import Foundation
import Testing
@testable import SandboxPlatform

/// An animation written to a disk that fills before ffmpeg has written its end (an MP4's
/// index, a GIF's trailer): ffmpeg 5.1 still exits 0, so the encoder must notice, say so and
/// leave the previous file as it was, in every format.
@Suite("Animation export on a full disk", .serialized,
       .enabled(if: FullDisk.canMount && AnimationEncoder.ffmpegPath() != nil, "needs root and Linux to mount a tmpfs, and ffmpeg"))
struct AnimationOnAFullDiskTests {
    /// Frames of noise, which no encoder can shrink: 12 of them fill far more than the disk.
    static func noise(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<width * height * 4).map { index in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return index % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    @Test(arguments: AnimationFormat.allCases)
    func theDiskFillingLeavesThePreviousFileAsItWas(format: AnimationFormat) throws {
        // Precondition: a previous animation on a disk with 64 KiB, mostly free.
        let disk = try FullDisk(kilobytes: 64)
        let path = disk.url.appendingPathComponent("lesson.\(format.rawValue)").path
        let previous = Data(repeating: 7, count: 8_192)
        try previous.write(to: URL(fileURLWithPath: path))
        let (width, height) = (160, 120)
        let frames = (0..<12).map { Self.noise(width: width, height: height, seed: UInt64($0 + 1)) }

        // Action: an animation far larger than the room left.
        let encoder = try AnimationEncoder(path: path, format: format, width: width, height: height, fps: 10,
                                           paletteFrames: [frames[0]])
        var failure: Error?
        do {
            for frame in frames { try encoder.write(frame: frame) }
            try encoder.finish()
        } catch {
            failure = error
        }

        // Assertion: refused with a reason, the previous file untouched, no partial file left.
        #expect(failure != nil, "the \(format.rawValue) was reported written")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == previous)
        let left = try FileManager.default.contentsOfDirectory(atPath: disk.url.path).filter { $0.contains(".partial-") }
        #expect(left.isEmpty, "left \(left)")
    }

    @Test func aFileHoldingFewerFramesThanWrittenIsNotWhole() throws {
        // Precondition: a GIF of 3 frames, well formed.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("read-back-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("three.gif").path
        let frame = Self.noise(width: 32, height: 24, seed: 9)
        let encoder = try AnimationEncoder(path: path, format: .gif, width: 32, height: 24, fps: 10, paletteFrames: [frame])
        for _ in 0..<3 { try encoder.write(frame: frame) }
        try encoder.finish()

        // Action and assertion: read back against 3 frames, 4 frames and an empty file.
        #expect(AnimationEncoder.readBackProblem(URL(fileURLWithPath: path), frames: 3) == nil)
        #expect(AnimationEncoder.readBackProblem(URL(fileURLWithPath: path), frames: 4) == "it holds 3 frames of the 4 written")
        try Data().write(to: URL(fileURLWithPath: path))
        #expect(AnimationEncoder.readBackProblem(URL(fileURLWithPath: path), frames: 3) == "the file is empty")
    }
}
