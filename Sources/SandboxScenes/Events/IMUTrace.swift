import Foundation
import ResponderCore

/// An IMU trace file: the header `t,sensor,x,y,z`, then one sensor sample a
/// line, `t` in seconds from the start (never negative, never going back), `sensor` accel or
/// gyro, x, y and z in SDL's units. Checked as a whole, so that every bad line is reported.
///
/// Beyond the header and the samples: lines whose first character (after spaces) is `#` are
/// comments, blank lines are skipped wherever they are, Windows line ends are accepted and
/// spaces around a field are ignored.
public struct IMUTrace: Sendable {
    public var samples: [IMUSample]

    public init(samples: [IMUSample]) {
        self.samples = samples
    }

    public static let header = "t,sensor,x,y,z"
    /// About four minutes of both sensors at 1000 Hz.
    public static let maximumFileSize = 16 << 20
    /// A file of garbage would otherwise print one line per line of garbage.
    public static let maximumDiagnostics = 50

    public static func parse(_ text: String, file: String) throws(SourceDiagnostics) -> IMUTrace {
        try SourceFile.checkSize(text.utf8.count, file: file, maximum: maximumFileSize)
        var parser = Parser(file: file)
        // Any line break ends a line: "\r\n" is one Character, as in events files.
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            guard parser.parse(line: line, number: index + 1) else { break }
        }
        parser.finish()
        guard parser.diagnostics.isEmpty else { throw SourceDiagnostics(parser.diagnostics) }
        return IMUTrace(samples: parser.samples)
    }

    /// Reads, checks and parses a trace file.
    public static func load(contentsOf url: URL, displayName: String? = nil) throws(SourceDiagnostics) -> IMUTrace {
        let name = displayName ?? url.lastPathComponent
        let text = try SourceFile.text(of: url, file: name, maximumSize: maximumFileSize)
        return try parse(text, file: name)
    }
}

extension IMUTrace {
    /// Reads lines one at a time: the header first, then rows, remembering the latest time
    /// so that a row going back can name the line it goes back from.
    struct Parser {
        let file: String
        private(set) var samples: [IMUSample] = []
        private(set) var diagnostics: [SourceDiagnostic] = []
        private var headerLine: Int?
        private var latest: (time: Double, line: Int)?

        init(file: String) {
            self.file = file
        }

        /// False once there are too many problems to be worth listing.
        mutating func parse(line text: Substring, number: Int) -> Bool {
            let content = text.drop { $0 == " " || $0 == "\t" }
            guard !content.isEmpty, content.first != "#" else { return true }
            guard diagnostics.count < IMUTrace.maximumDiagnostics else {
                report(number, 1, "", "too many problems; this line and the rest of the file were not checked")
                return false
            }
            let fields = Field.split(text)
            if headerLine == nil {
                headerLine = number
                guard fields.map(\.text) != IMUTrace.header.split(separator: ",") else { return true }
                guard looksLikeSample(fields) else {
                    report(number, 1, "", "expected the header '\(IMUTrace.header)', found '\(shown(text))'")
                    return true
                }
                report(number, 1, "", "the header '\(IMUTrace.header)' is missing before the first sample")
            }
            row(fields, line: number)
            // A row can have a problem in each field, and so pass the limit by up to five.
            if diagnostics.count > IMUTrace.maximumDiagnostics {
                let firstUnlisted = diagnostics[IMUTrace.maximumDiagnostics]
                diagnostics.removeSubrange(IMUTrace.maximumDiagnostics...)
                report(number, firstUnlisted.column, "", "too many problems; the rest of this line and of the file were not checked")
                return false
            }
            return true
        }

        mutating func finish() {
            if headerLine == nil {
                report(1, 1, "", "the file is empty; expected the header '\(IMUTrace.header)', then one sample a line")
            } else if let headerLine, samples.isEmpty, diagnostics.isEmpty {
                report(headerLine, 1, "", "there are no samples after the header")
            }
        }

        private func looksLikeSample(_ fields: [Field]) -> Bool {
            fields.count == 5 && Double(fields[0].text) != nil
        }

        private mutating func row(_ fields: [Field], line: Int) {
            guard fields.count == 5 else {
                return report(line, 1, "", "expected 5 comma-separated fields (\(IMUTrace.header)), found \(fields.count)")
            }
            let time = self.time(fields[0], line: line)
            let sensor = self.sensor(fields[1], line: line)
            let x = number(fields[2], "x", line: line)
            let y = number(fields[3], "y", line: line)
            let z = number(fields[4], "z", line: line)
            guard let time, let sensor, let x, let y, let z else { return }
            samples.append(IMUSample(time: time, sensor: sensor, x: x, y: y, z: z))
        }

        private mutating func time(_ field: Field, line: Int) -> Double? {
            guard let time = number(field, "t", line: line) else { return nil }
            guard time >= 0 else {
                report(line, field.column, "t", "time must not be negative, found \(shown(field.text))")
                return nil
            }
            if let latest, time < latest.time {
                report(line, field.column, "t", "time goes back: \(shown(field.text)) after \(latest.time.compact) on line \(latest.line)")
                return nil
            }
            latest = (time, line)
            return time
        }

        private mutating func sensor(_ field: Field, line: Int) -> IMUSample.Sensor? {
            switch field.text {
            case "accel": return .accelerometer
            case "gyro": return .gyroscope
            default:
                report(line, field.column, "sensor", "unknown sensor '\(shown(field.text))'; expected accel or gyro")
                return nil
            }
        }

        private mutating func number(_ field: Field, _ name: String, line: Int) -> Double? {
            // Swift's Double(_:) reads "1\0zz" as 1 (it stops at a NUL): such a field is no number.
            guard !field.text.contains("\u{0}"), let value = Double(field.text) else {
                report(line, field.column, name, "expected a number, found '\(shown(field.text))'")
                return nil
            }
            guard value.isFinite else {
                report(line, field.column, name, "expected a finite number, found '\(shown(field.text))'")
                return nil
            }
            return value
        }

        private mutating func report(_ line: Int, _ column: Int, _ path: String, _ message: String) {
            diagnostics.append(SourceDiagnostic(file: file, line: line, column: column, path: path, message: message))
        }

        /// A garbage field can be a whole line of binary, a number thousands of digits long;
        /// the error shows its start.
        private func shown(_ text: Substring) -> String {
            String(text).shownInMessage()
        }
    }

    /// One comma-separated field, without the spaces around it, and the column it starts at.
    struct Field {
        var text: Substring
        var column: Int

        static func split(_ line: Substring) -> [Field] {
            var fields: [Field] = []
            var column = 1
            for part in line.split(separator: ",", omittingEmptySubsequences: false) {
                let leading = part.prefix { $0 == " " || $0 == "\t" }.count
                var text = part.dropFirst(leading)
                while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
                fields.append(Field(text: text, column: column + leading))
                column += part.count + 1
            }
            return fields
        }
    }
}
