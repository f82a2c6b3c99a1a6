import Foundation
import SandboxScenes

/// Writes frames to an animated file through ffmpeg (the `ffmpeg` package of Debian or Homebrew): raw BGRA
/// frames go to its standard input, so no frame touches the disk.
public final class AnimationEncoder {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public static let missingMessage = "animated output needs ffmpeg, which was not found: install the package 'ffmpeg' (apt-get install ffmpeg on Debian, brew install ffmpeg on macOS)"

    public let format: AnimationFormat
    public let width: Int
    public let height: Int
    private let process: Process
    private let input: FileHandle
    private let errorLog: URL
    private let palette: URL?
    /// The animation is written beside `path` and moved there only once ffmpeg has finished it.
    private let output: ReplacedFile
    public private(set) var framesWritten = 0

    /// Starts ffmpeg writing `path`. A GIF needs its palette first: `paletteFrames`, pictures
    /// holding the colours the animation uses (its first and final frames, say).
    public init(path: String, format: AnimationFormat, width: Int, height: Int, fps: Int, paletteFrames: [[UInt8]] = []) throws {
        guard let ffmpeg = Self.ffmpegPath() else { throw Failure(description: Self.missingMessage) }
        do {
            output = try ReplacedFile(path: path)
        } catch {
            throw Failure(description: "\(path.pathShownInMessage): cannot write the animation (\(error.reason))")
        }
        self.format = format
        self.width = width
        self.height = height
        // A reader that goes away must give an error here, not kill the process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let temporary = FileManager.default.temporaryDirectory
        let stamp = "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        errorLog = temporary.appendingPathComponent("responder-sandbox-ffmpeg-\(stamp).log")
        SignalCleanup.remove(onSignal: errorLog.path)
        if format == .gif {
            let paletteURL = temporary.appendingPathComponent("responder-sandbox-palette-\(stamp).png")
            SignalCleanup.remove(onSignal: paletteURL.path)
            do {
                try Self.makePalette(ffmpeg: ffmpeg, frames: paletteFrames, width: width, height: height, to: paletteURL, log: errorLog)
            } catch {
                // No deinit runs for an encoder that never started: its files go here.
                for file in [paletteURL, errorLog] {
                    try? FileManager.default.removeItem(at: file)
                    SignalCleanup.forget(file.path)
                }
                output.discard()
                throw error
            }
            palette = paletteURL
        } else {
            palette = nil
        }
        let pipe = Pipe()
        process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = Self.rawInput(width: width, height: height, fps: fps)
            + format.outputArguments(palette: palette?.path) + ["-y", output.temporary.path]
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errorLog)
        try process.run()
        SignalCleanup.stop(onSignal: process)
        input = pipe.fileHandleForWriting
    }

    deinit {
        if process.isRunning { process.terminate() }
        SignalCleanup.forget(process)
        try? FileManager.default.removeItem(at: errorLog)
        SignalCleanup.forget(errorLog.path)
        if let palette {
            try? FileManager.default.removeItem(at: palette)
            SignalCleanup.forget(palette.path)
        }
    }

    /// One frame: `width × height` pixels, 4 bytes each in B, G, R, A order.
    public func write(frame: [UInt8]) throws {
        precondition(frame.count == width * height * 4, "a frame is width × height × 4 bytes")
        do {
            try input.write(contentsOf: frame)
        } catch {
            // ffmpeg gave up (a full disk, say): its partial file goes now, not when the encoder does.
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            output.discard()
            throw failure("ffmpeg stopped reading frames")
        }
        framesWritten += 1
    }

    /// Ends the input, waits for ffmpeg to finish the file and checks it before it replaces
    /// the previous one: ffmpeg exits 0 even when the disk filled while it wrote an MP4's index
    /// or a GIF's trailer, so its own error lines count as a failure, and the file is read
    /// back (`ffprobe`) to hold every frame written.
    public func finish() throws {
        try? input.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            output.discard()
            throw failure("ffmpeg could not write the \(format.rawValue)")
        }
        // -loglevel error: any line ffmpeg wrote is an error (a write that failed, say).
        if !errorLines.isEmpty {
            output.discard()
            throw failure("ffmpeg could not write the \(format.rawValue)")
        }
        if let problem = Self.readBackProblem(output.temporary, frames: framesWritten) {
            output.discard()
            throw Failure(description: "the \(format.rawValue) written is not whole (\(problem)); the previous file is left as it was")
        }
        do {
            try output.commit()
        } catch {
            throw Failure(description: "\(error)")
        }
    }

    private var errorLines: [Substring] {
        let log = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
        return log.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
    }

    private func failure(_ what: String) -> Failure {
        Failure(description: what + (errorLines.last.map { ": \($0)" } ?? ""))
    }

    /// Why the finished file cannot be the animation of `frames` frames, or nil: it must not
    /// be empty, and ffprobe (installed with ffmpeg) must read it without an error and count
    /// that many frames in it. Without ffprobe only the size is checked.
    static func readBackProblem(_ file: URL, frames: Int) -> String? {
        var info = stat()
        guard stat(file.path, &info) == 0, info.st_size > 0 else { return "the file is empty" }
        guard let ffprobe = toolPath("ffprobe") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffprobe)
        // Packets are counted without decoding: a frame of a video is one packet.
        process.arguments = ["-v", "error", "-count_packets", "-select_streams", "v:0",
                             "-show_entries", "stream=nb_read_packets", "-of", "csv=p=0", file.path]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "ffprobe could not start" }
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaints = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if let complaint = complaints.split(separator: "\n").first(where: { !$0.allSatisfy(\.isWhitespace) }) {
            return "ffprobe: \(complaint)"
        }
        guard process.terminationStatus == 0 else { return "ffprobe cannot read it" }
        let count = Int(printed.trimmingCharacters(in: .whitespacesAndNewlines))
        guard count == frames else {
            return "it holds \(count.map(String.init) ?? "no") frames of the \(frames) written"
        }
        return nil
    }

    /// `ffmpeg` on the PATH, or nil.
    public static func ffmpegPath() -> String? { toolPath("ffmpeg") }

    static func toolPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func rawInput(width: Int, height: Int, fps: Int) -> [String] {
        ["-hide_banner", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)", "-r", "\(fps)", "-i", "-"]
    }

    /// ffmpeg's palettegen over a few pictures: the GIF's 256 colours, chosen from what it shows.
    private static func makePalette(ffmpeg: String, frames: [[UInt8]], width: Int, height: Int, to palette: URL, log: URL) throws {
        guard !frames.isEmpty else { throw Failure(description: "a GIF needs at least one picture to choose its colours from") }
        let pipe = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = rawInput(width: width, height: height, fps: 1)
            + ["-vf", "palettegen=max_colors=256:stats_mode=full:reserve_transparent=0", "-y", palette.path]
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        for frame in frames { try? pipe.fileHandleForWriting.write(contentsOf: frame) }
        try? pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw Failure(description: "ffmpeg could not choose the GIF's colours" + (text.split(separator: "\n").last.map { ": \($0)" } ?? ""))
        }
    }
}
