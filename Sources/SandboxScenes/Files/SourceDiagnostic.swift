import Foundation

/// One problem in a scene, events or IMU file, printed as
/// `FILE:LINE:COLUMN: key path: what is wrong`.
public struct SourceDiagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    /// Where in the document: `root.view.subviews[0].frame`; empty for the file as a whole.
    public var path: String
    public var message: String

    public init(file: String, line: Int, column: Int, path: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    public var description: String {
        let location = "\(file.pathShownInMessage):\(line):\(column)"
        // A message quoting a huge value (a 2 MB word on one line) stays a line one can read.
        let message = message.count > Self.longestMessage
            ? String(message.prefix(Self.longestMessage)) + "… (\(message.count - Self.longestMessage) more characters)" : message
        let text = path.isEmpty ? "\(location): \(message)" : "\(location): \(path): \(message)"
        // One problem, one line: a quoted key or value may itself hold a line break or
        // another control character, shown escaped.
        var shown = ""
        for scalar in text.unicodeScalars {
            switch (scalar, scalar.properties.generalCategory) {
            case ("\t", _): shown.unicodeScalars.append(scalar)
            case ("\n", _): shown += "\\n"
            case ("\r", _): shown += "\\r"
            case (_, .control), (_, .lineSeparator), (_, .paragraphSeparator):
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// The longest message shown, in characters: room for any the loaders write, with the
    /// input they quote cut there.
    public static let longestMessage = 1_000
}
