import Foundation

/// A folder of one test's files, removed with everything in it when the test's suite value
/// goes away (Swift Testing makes a new one for every test), so no run leaves files behind.
final class TemporaryFolder: Sendable {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// A path in the folder for a file the test has a command write.
    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// A file in the folder holding `text`; its path.
    func file(_ name: String, _ text: String) throws -> String {
        let path = path(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
