#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#else
import Darwin
private let systemWrite = Darwin.write
#endif
import ResponderCore

/// What `trace` prints: trace lines gathered as bytes and written in large blocks, one
/// `write` per 64 KiB rather than a `print` (with its locking and String conversion) per line.
/// As a recorder it writes each step as the core records it, so no log is kept in between.
public final class TraceOutput: TraceRecorder {
    public enum Format: Sendable {
        case text, json
    }

    public let format: Format
    /// Touched only by this object's own methods, one at a time: no exclusivity check per step.
    @exclusivity(unchecked) private var writer = TraceLineWriter(capacity: TraceOutput.blockSize + 4096)
    private let fileDescriptor: Int32
    static let blockSize = 1 << 16

    public init(fileDescriptor: Int32, format: Format) {
        self.fileDescriptor = fileDescriptor
        self.format = format
    }

    /// Appends the steps, one line each; full blocks are written as they fill.
    public func write<Steps: Sequence<TraceStep>>(_ steps: Steps) {
        for step in steps { record(step) }
    }

    public func record(_ step: TraceStep) {
        switch format {
        case .json: step.writeJSON(to: &writer)
        case .text: step.writeText(to: &writer)
        }
        writer.newline()
        if writer.count >= Self.blockSize { flush() }
    }

    /// Writes what is still buffered.
    public func flush() {
        writer.withBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // A closed pipe (`| head`): nothing more can be written.
                }
                offset += written
            }
        }
        writer.removeAll()
    }
}
