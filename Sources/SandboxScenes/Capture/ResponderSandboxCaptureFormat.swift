import Foundation

/// The capture format this sandbox reads (the capture file's `formatVersion`).
enum ResponderSandboxCaptureFormat {
    static let version = 1
}
