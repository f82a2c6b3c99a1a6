import Foundation
import SeededRandom

/// What the fuzz tests share: inputs made by mutating valid or broken text, a check of
/// error lines against the `FILE:LINE:COLUMN:` shape, and a small stack with a deadline to parse on.
enum FuzzSupport {
    // MARK: - Inputs

    /// Scalars chosen to upset a YAML scanner or a line parser.
    static let awkward = Array("-:[]{}#&*!|>'\"%@`,? \n\t\r\u{0}\u{FEFF}\u{2028}0123456789.eé😀abcxyz".unicodeScalars)

    /// YAML that makes a value or key out of the ordinary: escapes that put line breaks and
    /// control characters in it, block scalars, anchors, aliases, tags, merge keys.
    static let awkwardSnippets = [
        #""x\ny""#, #""\r\u2028\t\u0007""#, #""\x00""#, "'it''s'", "|\n  a\n  b\n", ">-\n  a\n\n  b\n", "&a ", "*a", "*b ",
        "!!str ", "!!binary ", "? ", "<<: *a\n", "~", "null", ".nan", "-.inf", "0x1F", "1e309", "{}", "[]", "\\", "--- ", "...\n",
    ]

    /// Fields that a number parser may read in a surprising way, or not at all.
    static let awkwardNumbers = [
        "nan", "NaN", "-nan", "inf", "-inf", "+inf", "infinity", "1e309", "-1e309", "1e-400", "-0", "+0", "-0.0",
        "0x1p-2", "0x", "1_000", "1e", ".", "0.", ".5", "+", "-", "", " ", "١٢", "１", "1 2", "1\u{0}", "0.1.2",
        String(repeating: "9", count: 400), String(repeating: "7", count: 5_000), "0." + String(repeating: "0", count: 2_000) + "1",
        "-" + String(repeating: "1", count: 1_200), "99999999999999999999999999", "-1", "-0.001",
    ]

    /// Random bytes, or a random string of awkward scalars.
    static func garbage(_ random: inout SplitMix64) -> String {
        let count = Int.random(in: 0...400, using: &random)
        if Bool.random(using: &random) {
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            return String(decoding: bytes, as: UTF8.self)
        }
        var scalars = String.UnicodeScalarView()
        for _ in 0..<count { scalars.append(awkward.randomElement(using: &random)!) }
        return String(scalars)
    }

    /// The text with a few random cuts, copies, insertions (of scalars or YAML snippets) and
    /// indentation changes.
    static func mutate(_ text: String, _ random: inout SplitMix64) -> String {
        var scalars = Array(text.unicodeScalars)
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let at = Int.random(in: 0...scalars.count, using: &random)
            let length = Int.random(in: 0...min(40, scalars.count - at), using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: scalars.removeSubrange(at..<(at + length))
            case 1: scalars.insert(contentsOf: scalars[at..<(at + length)], at: Int.random(in: 0...scalars.count, using: &random))
            case 2: scalars.insert(contentsOf: (0..<Int.random(in: 1...6, using: &random)).map { _ in awkward.randomElement(using: &random)! }, at: at)
            case 3: scalars.insert(contentsOf: Array(repeating: " ", count: Int.random(in: 1...3, using: &random)), at: at)
            case 4: scalars.insert(contentsOf: awkwardSnippets.randomElement(using: &random)!.unicodeScalars, at: at)
            default: scalars.removeSubrange(at...)
            }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// The text with whole lines cut, copied, moved, repeated many times or re-indented, or
    /// the file's ends changed: CRLF, a lone CR, a byte-order mark, a line of binary, nothing.
    static func mutateLines(_ text: String, _ random: inout SplitMix64) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var separator = "\n"
        var prefix = ""
        func anyLine(_ random: inout SplitMix64) -> Int { Int.random(in: 0..<lines.count, using: &random) }
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            if lines.isEmpty { lines = [""] }
            let at = anyLine(&random)
            switch Int.random(in: 0..<11, using: &random) {
            case 0: lines.removeSubrange(at..<min(lines.count, at + Int.random(in: 1...5, using: &random)))
            case 1: lines.insert(contentsOf: Array(repeating: lines[at], count: Int.random(in: 1...3, using: &random)), at: at)
            case 2: lines.swapAt(at, anyLine(&random))
            case 3: lines.insert(contentsOf: Array(repeating: lines[at], count: Int.random(in: 20...120, using: &random)), at: at)
            case 4:
                let indent = ["", " ", "  ", "    ", "\t", " \t"].randomElement(using: &random)!
                lines[at] = Bool.random(using: &random) ? indent + lines[at] : String(lines[at].drop { $0 == " " })
            case 5:
                lines.removeSubrange((at + 1)...)
                lines[at] = String(lines[at].prefix(Int.random(in: 0...lines[at].count, using: &random)))
            case 6: separator = ["\r\n", "\r", "\u{2028}", "\n\n"].randomElement(using: &random)!
            case 7: prefix = "\u{FEFF}"
            case 8: lines.insert(garbage(&random), at: at)
            case 9: lines = [["", " ", "\n", "\u{FEFF}", "#"].randomElement(using: &random)!]
            default:
                let line = lines.remove(at: at)
                lines.insert(line, at: Int.random(in: 0...lines.count, using: &random))
            }
        }
        return prefix + lines.joined(separator: separator)
    }

    /// An IMU trace with rows and fields spoiled: columns swapped, repeated or cut, awkward
    /// numbers, time going back, the header missing or wrong, separators changed; or any of
    /// the line and scalar mutations.
    static func mutateCSV(_ text: String, _ random: inout SplitMix64) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            guard !lines.isEmpty else { break }
            // The header and the first rows are where a parser decides the most.
            let at = Bool.random(using: &random) ? Int.random(in: 0..<min(4, lines.count), using: &random)
                                                 : Int.random(in: 0..<lines.count, using: &random)
            var fields = lines[at].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let field = Int.random(in: 0..<max(1, fields.count), using: &random)
            switch Int.random(in: 0..<10, using: &random) {
            case 0 where fields.count > 1: fields.swapAt(field, Int.random(in: 0..<fields.count, using: &random))
            case 1: fields.insert(fields[field], at: field)
            case 2: fields.remove(at: field)
            case 3, 4: fields[field] = awkwardNumbers.randomElement(using: &random)!
            case 5:
                // Time going back, or before the start.
                fields[0] = ["0", "-1", "-0.0001", "0.0001", "1e-9"].randomElement(using: &random)!
            case 6:
                let header = ["", "time,sensor,x,y,z", "t;sensor;x;y;z", "T,SENSOR,X,Y,Z", "t,sensor,x,y", "t,sensor,x,y,z,w",
                              "sensor,t,x,y,z", "# t,sensor,x,y,z", "t,sensor,x,y,z\r"].randomElement(using: &random)!
                lines[0] = header
                continue
            case 7:
                fields = [fields.joined(separator: [";", "\t", ", ", " ,", ",,"].randomElement(using: &random)!)]
            case 8:
                lines = mutateLines(lines.joined(separator: "\n"), &random).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                continue
            default:
                lines = mutate(lines.joined(separator: "\n"), &random).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                continue
            }
            lines[at] = fields.joined(separator: ",")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: - Checks

    /// The lines not in the `FILE:LINE:COLUMN:` shape, FILE:LINE:COLUMN: with both numbers from 1.
    static func linesOutOfShape(_ lines: String, file: String) -> [String] {
        // Scalar semantics: a combining mark after ": " would otherwise merge with the space.
        let shape = #/(?<file>[^:]+):(?<line>[0-9]+):(?<column>[0-9]+): .+/#.matchingSemantics(.unicodeScalar)
        return lines.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            guard let match = line.wholeMatch(of: shape) else { return true }
            return match.file != file || Int(match.line)! < 1 || Int(match.column)! < 1
        }.map { String($0) }
    }

    /// What is wrong with a refusal's error text: empty if it is one or more well-formed
    /// lines, at most `maximumLines` of them.
    static func problems(inErrorText text: String, file: String, maximumLines: Int) -> [String] {
        guard !text.isEmpty else { return ["the error text is empty"] }
        var problems = linesOutOfShape(text, file: file).prefix(3).map { "line out of shape: \(String(reflecting: $0.prefix(200)))" }
        let count = text.split(separator: "\n", omittingEmptySubsequences: false).count
        if count > maximumLines { problems.append("\(count) lines, more than \(maximumLines)") }
        return problems
    }

    // MARK: - Running

    /// The size of a secondary thread's stack on Apple platforms (Linux gives 8 MiB), so that
    /// a loader needing more crashes here too.
    static let smallStackSize = 512 << 10

    /// Runs the body on a thread with a small stack and waits for it.
    static func onSmallStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        onSmallStack(within: nil, body)!
    }

    /// Runs the body on a thread with a small stack; nil if it has not finished within the
    /// deadline, counted in the thread's own CPU time: a busy machine that starves the
    /// thread does not make a quick parse look like a hang. A thread cannot be stopped, so
    /// one that hangs goes on running: the caller should stop there rather than start more.
    static func onSmallStack<T: Sendable>(within seconds: TimeInterval?, _ body: @escaping @Sendable () -> T) -> T? {
        let outcome = Outcome<T>()
        let done = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        let thread = Thread {
            outcome.cpuClock = threadCPUClock()
            started.signal()
            outcome.value = body()
            done.signal()
        }
        thread.stackSize = smallStackSize
        thread.start()
        started.wait()
        guard let seconds else {
            done.wait()
            return outcome.value
        }
        // Looks every few milliseconds of wall time; the deadline itself is CPU time.
        while done.wait(timeout: .now() + .milliseconds(20)) != .success {
            if cpuSeconds(of: outcome.cpuClock) >= seconds { return nil }
        }
        return outcome.value
    }

    /// The calling thread's CPU-time clock, readable from another thread.
    private static func threadCPUClock() -> clockid_t {
        var clock = clockid_t()
        pthread_getcpuclockid(pthread_self(), &clock)
        return clock
    }

    private static func cpuSeconds(of clock: clockid_t) -> TimeInterval {
        var time = timespec()
        clock_gettime(clock, &time)
        return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9
    }

    /// Written by the thread before it signals, read only after a successful wait.
    private final class Outcome<T>: @unchecked Sendable {
        var value: T?
        /// Written by the thread before it signals that it started.
        var cpuClock = clockid_t()
    }
}
