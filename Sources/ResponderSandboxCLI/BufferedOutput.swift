import Foundation
import ResponderCore

/// Trace lines gathered as bytes and written in large blocks: one `write` per 64 KiB rather
/// than a `print` (and its locking and String conversion) per line.
final class BufferedOutput {
    let writer = TraceLineWriter(capacity: BufferedOutput.blockSize + 4096)
    private let fileDescriptor: Int32
    static let blockSize = 1 << 16

    init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    func endLine() {
        writer.newline()
        if writer.bytes.count >= Self.blockSize { flush() }
    }

    func flush() {
        writer.bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
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
