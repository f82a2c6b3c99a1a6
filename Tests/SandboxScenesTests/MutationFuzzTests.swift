import Foundation
import Testing
@testable import SandboxScenes
import SeededRandom

/// Every lesson, every lesson's script, every broken file and every IMU trace, mutated and
/// fed to the scene loader (parse and build) and the events and IMU parsers: nothing may
/// crash or hang, and every refusal must be error lines in the `FILE:LINE:COLUMN:` shape (
/// §1, §3 and §5). The counts are in `FuzzBudget`; RESPONDER_SANDBOX_LONG_TESTS=1 runs more.
@Suite("Mutated files through the loaders")
struct MutationFuzzTests {
    static let catalog = LessonCatalog.locate()!
    static let lessonIDs = catalog.lessons.map(\.id)

    static let imuFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets/IMU")

    /// Every trace under Assets/IMU, by its path there; labels.csv describes them and is not one.
    static let imuTraces: [String] = {
        let files = FileManager.default.enumerator(atPath: imuFolder.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".csv") && $0 != "labels.csv" }.sorted()
    }()

    /// Each loader lists at most its maximum of problems, then says so in one more line.
    static let maximumLines = max(SceneParser.maximumDiagnostics, EventScript.maximumDiagnostics, IMUTrace.maximumDiagnostics) + 1

    // MARK: - The parsers, each giving its error text or nil

    static func loadScene(_ text: String, file: String) -> String? {
        do {
            _ = try LoadedScene.load(text: text, file: file)
            return nil
        } catch {
            return error.description
        }
    }

    /// Parses an events file and, if a scene is given, checks the names it uses against it,
    /// as `trace SCENE --events FILE` does.
    static func parseEvents(_ text: String, file: String, against scene: SceneForChecks? = nil) -> String? {
        do {
            let script = try EventScript.parse(text, file: file)
            guard let scene else { return nil }
            let unknown = script.diagnostics(against: scene.scene, file: file)
            return unknown.isEmpty ? nil : SourceDiagnostics(unknown).description
        } catch {
            return error.description
        }
    }

    static func parseIMU(_ text: String, file: String) -> String? {
        do {
            _ = try IMUTrace.parse(text, file: file)
            return nil
        } catch {
            return error.description
        }
    }

    /// The IMU parser quotes at most 60 characters of a field (and its length), so no line of it is long; the
    /// scene and events loaders do not promise that yet.
    static func overlongLine(in errors: String) -> String? {
        errors.split(separator: "\n").first { $0.count > 300 }.map { "a line of \($0.count) characters: \($0.prefix(100))…" }
    }

    /// A built scene that the worker threads only read (its responders by name).
    struct SceneForChecks: @unchecked Sendable {
        let scene: LoadedScene
    }

    // MARK: - The driver

    /// How a run went: inputs that finished, and how many of them were refused.
    struct Tally {
        var finished = 0
        var refused = 0
        var refusedShare: Double { Double(refused) / Double(max(1, finished)) }
    }

    /// Makes `count` inputs from a generator seeded by `seed`, parses each on a small stack
    /// within the deadline and records an issue, naming the seed and the input's index, for
    /// each that hangs or is refused in malformed lines, or that `check` finds wrong. Stops at
    /// a hang: its thread cannot be stopped, and more hangs beside it would only slow the run.
    static func fuzz(_ count: Int, seed: String, file: String, sourceLocation: SourceLocation = #_sourceLocation,
                     make: (inout SplitMix64) -> Data, parse: @escaping @Sendable (Data) -> String?,
                     check: (Data, String) -> String? = { _, _ in nil }) -> Tally {
        var random = SplitMix64(name: seed)
        var tally = Tally()
        for index in 0..<count {
            let input = make(&random)
            let name = "input \(index) of SplitMix64(name: \"\(seed)\")"
            guard let outcome = FuzzSupport.onSmallStack(within: FuzzBudget.deadline, { parse(input) }) else {
                Issue.record("\(name) did not finish within \(FuzzBudget.deadline) s (saved as \(save(input, seed: seed, index: index, file: file)))",
                             sourceLocation: sourceLocation)
                return tally
            }
            tally.finished += 1
            guard let errors = outcome else { continue }
            tally.refused += 1
            let problems = FuzzSupport.problems(inErrorText: errors, file: file, maximumLines: maximumLines)
                + [check(input, errors)].compactMap { $0 }
            if !problems.isEmpty {
                Issue.record("\(name): \(problems.joined(separator: "; ")) (saved as \(save(input, seed: seed, index: index, file: file)))",
                             sourceLocation: sourceLocation)
            }
        }
        return tally
    }

    /// The same for text, which every parser but the file loader takes.
    static func fuzz(_ count: Int, seed: String, file: String, sourceLocation: SourceLocation = #_sourceLocation,
                     make: (inout SplitMix64) -> String, parse: @escaping @Sendable (String) -> String?,
                     check: (String, String) -> String? = { _, _ in nil }) -> Tally {
        fuzz(count, seed: seed, file: file, sourceLocation: sourceLocation,
             make: { Data(make(&$0).utf8) }, parse: { parse(String(decoding: $0, as: UTF8.self)) },
             check: { check(String(decoding: $0, as: UTF8.self), $1) })
    }

    /// Keeps a failing input where a person can feed it to the sandbox.
    static func save(_ input: Data, seed: String, index: Int, file: String) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("responder-fuzz")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let safe = seed.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }
        let url = folder.appendingPathComponent("\(String(safe))-\(index)-\(file)")
        try? input.write(to: url)
        return url.path
    }

    /// Scene and events text: scalar edits, line edits, or both.
    static func mutateText(_ text: String, _ random: inout SplitMix64) -> String {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: FuzzSupport.mutate(text, &random)
        case 1: FuzzSupport.mutateLines(text, &random)
        default: FuzzSupport.mutate(FuzzSupport.mutateLines(text, &random), &random)
        }
    }

    // MARK: - The starting points

    @Test func everyStartingPointIsThereAndTheValidOnesAreValid() throws {
        // Precondition: the lessons, the IMU traces and the broken files were found.
        #expect(Self.lessonIDs.count >= 20)
        #expect(Self.imuTraces.count >= 30)
        #expect(BrokenFileCorpusTests.fileNames.count >= 60)

        for id in Self.lessonIDs {
            // Action: load each lesson as the fuzz tests do, from its text.
            let text = try String(contentsOf: try #require(Self.catalog.lesson(id: id)).url, encoding: .utf8)
            let scene = try LoadedScene.load(text: text, file: "\(id).yaml")

            // Assertion: mutations start from a lesson that loads, with a script that parses
            // and names only the scene's responders, so a refusal is the mutation's doing.
            let script = try #require(scene.document.events, "\(id) has an events: script")
            #expect(Self.parseEvents(script, file: "\(id).events", against: SceneForChecks(scene: scene)) == nil, "\(id)")
        }
        for path in Self.imuTraces {
            let text = try String(contentsOf: Self.imuFolder.appendingPathComponent(path), encoding: .utf8)
            #expect(Self.parseIMU(text, file: "trace.csv") == nil, "\(path)")
        }
    }

    // MARK: - Lessons

    @Test(arguments: lessonIDs)
    func mutatedLessonLoadsOrIsRefusedInWellFormedLines(id: String) throws {
        // Precondition: the lesson's text.
        let text = try String(contentsOf: try #require(Self.catalog.lesson(id: id)).url, encoding: .utf8)
        let file = "\(id).yaml"

        // Action: mutations of it through the whole loader, parse and build.
        let tally = Self.fuzz(FuzzBudget.mutationsPerLesson, seed: "lesson \(id)", file: file,
                              make: { Self.mutateText(text, &$0) }, parse: { Self.loadScene($0, file: file) })

        // Assertion: beyond the per-input checks in fuzz, the mutations were not all harmless.
        #expect(tally.refusedShare >= 0.5, "only \(tally.refused) of \(tally.finished) refused")
    }

    @Test(arguments: lessonIDs)
    func mutatedLessonScriptParsesOrIsRefusedInWellFormedLines(id: String) throws {
        // Precondition: the lesson, built, and its events: script.
        let url = try #require(Self.catalog.lesson(id: id)).url
        let scene = SceneForChecks(scene: try LoadedScene.load(contentsOf: url))
        let script = try #require(scene.scene.document.events)
        let file = "\(id).events"

        // Action: mutations of the script, parsed and checked against the scene.
        let tally = Self.fuzz(FuzzBudget.mutationsPerLessonScript, seed: "script \(id)", file: file,
                              make: { Self.mutateText(script, &$0) }, parse: { Self.parseEvents($0, file: file, against: scene) })

        // Assertion
        #expect(tally.refusedShare >= 0.3, "only \(tally.refused) of \(tally.finished) refused")
    }

    @Test func byteMutatedLessonFilesLoadOrAreRefusedInWellFormedLines() throws {
        // Precondition: a folder for the mutated files; bytes rather than scalars, so that
        // some of them are not UTF-8 at all.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var notUTF8 = 0

        for lesson in Self.catalog.lessons {
            let bytes = [UInt8](try Data(contentsOf: lesson.url))
            let file = "\(lesson.id).yaml"
            let url = folder.appendingPathComponent(file)

            // Action: each mutation written to a file and loaded from it.
            let tally = Self.fuzz(FuzzBudget.byteMutationsPerLesson, seed: "bytes \(lesson.id)", file: file, make: { random in
                var mutated = bytes
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let at = Int.random(in: 0..<mutated.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: mutated[at] = UInt8.random(in: 0...255, using: &random)
                    case 1: mutated.insert(contentsOf: [0xC3, 0x28, 0xFF, 0xE2, 0x82].shuffled(using: &random).prefix(2), at: at)
                    default: mutated.removeSubrange(at..<min(mutated.count, at + Int.random(in: 1...8, using: &random)))
                    }
                }
                if String(data: Data(mutated), encoding: .utf8) == nil { notUTF8 += 1 }
                return Data(mutated)
            }, parse: { data in
                do {
                    try data.write(to: url)
                    _ = try LoadedScene.load(contentsOf: url)
                    return nil
                } catch let error as SourceDiagnostics {
                    return error.description
                } catch {
                    // Not the loader's doing, but line 0 fails the shape check, so it is seen.
                    return "\(file):0:0: cannot write the input (\(error))"
                }
            }, check: { data, errors in
                // Linux's own message for this was "The operation could not be completed".
                let notUTF8 = "\(file):1:1: cannot read the file (not UTF-8 text)"
                return String(data: data, encoding: .utf8) == nil && errors != notUTF8 ? "not UTF-8, but refused with: \(errors)" : nil
            })

            // Assertion: each finished (the per-input checks are in fuzz).
            #expect(tally.finished == FuzzBudget.byteMutationsPerLesson)
        }
        // Some inputs were not UTF-8, so that path of the loader was taken.
        #expect(notUTF8 > 0)
    }

    // MARK: - The broken-file corpus

    @Test(arguments: BrokenFileCorpusTests.fileNames)
    func mutatedBrokenFileIsHandledInWellFormedLines(name: String) throws {
        // Precondition: the broken file, and the parser its extension calls for.
        let text = try String(contentsOf: BrokenFileCorpusTests.corpus.appendingPathComponent(name), encoding: .utf8)
        let parse: @Sendable (String) -> String? = switch URL(fileURLWithPath: name).pathExtension {
        case "events": { Self.parseEvents($0, file: name) }
        case "csv": { Self.parseIMU($0, file: name) }
        default: { Self.loadScene($0, file: name) }
        }
        let isTrace = name.hasSuffix(".csv")

        // Action
        let tally = Self.fuzz(FuzzBudget.mutationsPerBrokenFile, seed: "broken \(name)", file: name, make: { random in
            isTrace ? FuzzSupport.mutateCSV(text, &random) : Self.mutateText(text, &random)
        }, parse: parse, check: { _, errors in isTrace ? Self.overlongLine(in: errors) : nil })

        // Assertion: most of a broken file's mutations are still broken.
        #expect(tally.refusedShare >= 0.5, "only \(tally.refused) of \(tally.finished) refused")
    }

    // MARK: - IMU traces

    @Test(arguments: imuTraces)
    func mutatedIMUTraceParsesOrIsRefusedInWellFormedLines(path: String) throws {
        // Precondition: the trace, and its opening: the header and the first rows are where
        // the parser decides the most, and a whole trace is slow to parse in a debug build.
        let text = try String(contentsOf: Self.imuFolder.appendingPathComponent(path), encoding: .utf8)
        let opening = text.split(separator: "\n", maxSplits: 80).dropLast().joined(separator: "\n") + "\n"
        let file = URL(fileURLWithPath: path).lastPathComponent

        // Action
        let tally = Self.fuzz(FuzzBudget.mutationsPerIMUTrace, seed: "imu \(path)", file: file, make: { random in
            FuzzSupport.mutateCSV(Int.random(in: 0..<4, using: &random) == 0 ? text : opening, &random)
        }, parse: { Self.parseIMU($0, file: file) }, check: { Self.overlongLine(in: $1) })

        // Assertion
        #expect(tally.refusedShare >= 0.5, "only \(tally.refused) of \(tally.finished) refused")
    }

    @Test func randomGarbageIMUFileIsRefusedInWellFormedLines() {
        // Precondition: seeded random bytes and punctuation, and the same after a header.
        let file = "garbage.csv"

        // Action
        let tally = Self.fuzz(FuzzBudget.garbageInputs, seed: "garbage csv", file: file, make: { random in
            (Bool.random(using: &random) ? IMUTrace.header + "\n" : "") + FuzzSupport.garbage(&random)
        }, parse: { Self.parseIMU($0, file: file) }, check: { Self.overlongLine(in: $1) })

        // Assertion: garbage is never a trace.
        #expect(tally.refused == tally.finished)
    }

    // MARK: - The driver's own deadline

    @Test func aBodyThatDoesNotFinishInTimeIsCaught() {
        // Precondition: a body that spins until it is released, far longer than it is given.
        let release = Flag()

        // Action
        let outcome = FuzzSupport.onSmallStack(within: 0.05) { () -> String? in
            while !release.isSet {}
            return "finished"
        }
        let stillRunning = !release.isSet
        release.set()

        // Assertion: given up on at the deadline while the body was still running.
        #expect(outcome == nil)
        #expect(stillRunning)
    }

    /// Set once by the test, read by a spinning thread.
    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }

    // MARK: - Found by fuzzing (the corpus holds the scene and events files that were)

    @Test func eventsCheckedAgainstASceneListAtMostFiftyUnknownNames() throws {
        // Precondition: a script naming a missing view on 60 lines: the flood of input 16 of
        // SplitMix64(name: "script 07-chain-child-controllers"), but of lines that parse.
        let scene = try LoadedScene.load(text: "root: {controller: C, view: {name: r, frame: [0, 0, 1, 1]}}", file: "s.yaml")
        let script = try EventScript.parse(String(repeating: "become ghost\n", count: 60), file: "s.events")

        // Action
        let lines = script.diagnostics(against: scene, file: "s.events").map(\.description)

        // Assertion: 50 problems, then where the rest begin.
        #expect(lines.count == 51)
        #expect(lines.first == "s.events:1:1: become: the scene has no responder named 'ghost'")
        #expect(lines.last == "s.events:51:1: too many problems; the 10 from here on are not listed")
    }

    @Test func imuErrorsQuoteAtMostSixtyCharactersOfAField() {
        // Precondition: a number of 1,200 digits (input 0 of SplitMix64(name: "imu
        // shake/z-4hz-25ms2-250hz-accel-only.csv") had one, and its error line 1,200
        // characters), and times that are long, going back, or negative.
        let ones = "-" + String(repeating: "1", count: 1_200)
        let zeros = String(repeating: "0", count: 100)
        let text = "t,sensor,x,y,z\n0.5,accel,0,9.81,\(ones)\n0.\(zeros)1,gyro,0,0,0\n-0.\(zeros)1,gyro,0,0,0\n"

        // Action
        let lines = Self.parseIMU(text, file: "long.csv")?.split(separator: "\n").map(String.init)

        // Assertion
        let shown = { (text: String) in String(text.prefix(60)) + "… (\(text.count) characters)" }
        #expect(lines == [
            "long.csv:2:18: z: expected a finite number, found '\(shown(ones))'",
            "long.csv:3:1: t: time goes back: \(shown("0.\(zeros)1")) after 0.5 on line 2",
            "long.csv:4:1: t: time must not be negative, found \(shown("-0.\(zeros)1"))",
        ])
    }
}
