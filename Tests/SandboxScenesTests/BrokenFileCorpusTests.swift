import Foundation
import Testing
@testable import SandboxScenes
import SeededRandom

/// Broken scene, events and IMU files, each beside a NAME.expected that holds its exact error
/// lines (scene, events and IMU files), plus the inputs too big, too deep or too random to commit.
@Suite("Broken files and their error lines")
struct BrokenFileCorpusTests {
    static let corpus = Bundle.module.url(forResource: "BrokenFiles", withExtension: nil)!

    static let extensions = ["yaml", "events", "csv"]

    /// The corpus's scene, events and IMU files, by name (the test's argument).
    static let fileNames: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return files.filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension) }.sorted()
    }()

    /// Parses the text as a scene, an events file or an IMU trace, by the name's extension;
    /// the error lines, or nil if it parsed.
    static func errorLines(of text: String, file: String) -> String? {
        do {
            if file.hasSuffix(".events") {
                _ = try EventScript.parse(text, file: file)
            } else if file.hasSuffix(".csv") {
                _ = try IMUTrace.parse(text, file: file)
            } else {
                _ = try SceneParser.parse(text, file: file)
            }
            return nil
        } catch {
            return error.description
        }
    }

    /// Reads and builds a scene file; its error lines, or nil if it loaded.
    static func loadErrorLines(_ url: URL, displayName: String) -> String? {
        do {
            _ = try LoadedScene.load(contentsOf: url, displayName: displayName)
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: - The corpus

    @Test func theCorpusCoversScenesEventsAndIMUFiles() {
        // Precondition: the resource folder was copied into the test bundle.
        let names = Self.fileNames

        // Action: count each kind.
        let scenes = names.filter { $0.hasSuffix(".yaml") }.count
        let events = names.filter { $0.hasSuffix(".events") }.count
        let traces = names.filter { $0.hasSuffix(".csv") }.count
        let baseNames = Set(names.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent })

        // Assertion: enough of each, and no two sharing one NAME.expected.
        #expect(scenes >= 30)
        #expect(events >= 15)
        #expect(traces >= 8)
        #expect(baseNames.count == names.count)
    }

    @Test(arguments: fileNames)
    func brokenFileGivesItsExpectedErrorLines(name: String) throws {
        // Precondition: the file and its expected lines.
        let url = Self.corpus.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let expectedURL = url.deletingPathExtension().appendingPathExtension("expected")
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(!expected.isEmpty, "\(name) needs a \(expectedURL.lastPathComponent)")

        // Action
        let lines = Self.errorLines(of: text, file: name)

        // Assertion: refused, with exactly the expected lines.
        #expect(lines?.trimmingCharacters(in: .whitespacesAndNewlines) == expected)
    }

    @Test func everyExpectedFileHasItsBrokenFile() throws {
        // Precondition
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)

        // Action: the .expected files without a file to parse.
        let orphans = files.filter { $0.hasSuffix(".expected") }.filter { expected in
            let base = String(expected.dropLast(".expected".count))
            return !Self.extensions.contains { files.contains(base + "." + $0) }
        }

        // Assertion
        #expect(orphans.isEmpty)
    }

    // MARK: - Size and depth

    @Test func sceneOverTheSizeLimitIsRefusedInOneLine() {
        // Precondition: a comment line one byte over the limit.
        let text = "#" + String(repeating: "x", count: SceneParser.maximumFileSize)
        #expect(text.utf8.count == SceneParser.maximumFileSize + 1)

        // Action
        let lines = Self.errorLines(of: text, file: "huge.yaml")

        // Assertion
        #expect(lines == "huge.yaml:1:1: the file is larger than 4 MiB")
    }

    @Test func eventsFileOverTheSizeLimitIsRefusedInOneLine() {
        // Precondition
        let text = String(repeating: "tap 1 1\n", count: EventScript.maximumFileSize / 8 + 1)
        #expect(text.utf8.count > EventScript.maximumFileSize)

        // Action
        let lines = Self.errorLines(of: text, file: "huge.events")

        // Assertion
        #expect(lines == "huge.events:1:1: the file is larger than 4 MiB")
    }

    @Test func sceneJustUnderTheSizeLimitIsRead() {
        // Precondition: a valid scene padded with a comment to exactly the limit.
        let scene = "root: {controller: C, view: {name: r, frame: [0, 0, 10, 10]}}\n#"
        let text = scene + String(repeating: "x", count: SceneParser.maximumFileSize - scene.utf8.count)
        #expect(text.utf8.count == SceneParser.maximumFileSize)

        // Action
        let lines = Self.errorLines(of: text, file: "big.yaml")

        // Assertion
        #expect(lines == nil)
    }

    @Test func sceneFileThatIsNotUTF8IsRefusedInOneLineThatSaysSo() throws {
        // Precondition: a scene whose title holds a Latin-1 'é' (0xE9), not UTF-8.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("latin1-\(UUID().uuidString).yaml")
        let bytes = Data("title: \"Caf".utf8) + [0xE9] + Data("\"\nroot: {controller: C, view: {name: r, frame: [0, 0, 1, 1]}}\n".utf8)
        try bytes.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(String(data: bytes, encoding: .utf8) == nil)

        // Action
        let lines = Self.loadErrorLines(url, displayName: "latin1.yaml")

        // Assertion: not Linux's "The operation could not be completed".
        #expect(lines == "latin1.yaml:1:1: cannot read the file (not UTF-8 text)")
    }

    @Test(arguments: ["[", "{a: "])
    func hundredThousandDeepFlowNestingIsOneLineNotACrash(opener: String) {
        // Precondition: 100,000 unclosed brackets.
        let text = String(repeating: opener, count: 100_000)

        // Action
        let lines = Self.errorLines(of: text, file: "deep.yaml")

        // Assertion: one line, at the first bracket past the limit.
        let column = (SceneParser.maximumDepth * 2 + 1) * opener.count - opener.count + 1
        #expect(lines == "deep.yaml:1:\(column): nesting is deeper than 64 levels")
    }

    @Test func tooDeepBracketsAreFoundAtLibYAMLsLineAndColumnPastAnyBreakOrScalar() {
        // Precondition: two-byte, three-byte and four-byte scalars, brackets in quotes and in a
        // comment (not counted), then CR LF, NEL, LS and PS line breaks before 129 brackets.
        let text = "title: \"é☕️𝄞 [[[[\"\r\n# [[[[\u{85}x: '{{{{'\u{2028}y: 1\u{2029}é: " + String(repeating: "[", count: 129)

        // Action
        let lines = Self.errorLines(of: text, file: "deep.yaml")

        // Assertion: line 5, and a column per scalar ("é: " takes three).
        #expect(lines == "deep.yaml:5:132: nesting is deeper than 64 levels")
    }

    @Test func hundredThousandDeepBlockSequenceIsOneLineNotACrash() throws {
        // Precondition: '- - - … x', a list in a list 100,000 times on one line.
        let text = String(repeating: "- ", count: 100_000) + "x\n"

        // Action: on a small stack, as in an app's background thread.
        let lines = try #require(FuzzSupport.onSmallStack { Self.errorLines(of: text, file: "deep.yaml") })

        // Assertion
        #expect(!lines.contains("\n"))
        #expect(lines.hasPrefix("deep.yaml:1:"))
        #expect(lines.hasSuffix(": nesting is deeper than 64 levels"))
    }

    @Test func treeJustUnderLibYAMLsLimitIsReadAndFreedWithoutACrash() throws {
        // Precondition: 990 lists in lists (YAMLComposer refuses 1000) where a view belongs,
        // so the whole tree is built and the loader must walk and free it.
        let text = """
            root:
              controller: C
              view:
                name: r
                frame: [0, 0, 1, 1]
                subviews:
                  - \(String(repeating: "- ", count: 990))x
            """

        // Action
        let lines = try #require(FuzzSupport.onSmallStack { Self.errorLines(of: text, file: "deep.yaml") })

        // Assertion
        #expect(lines == "deep.yaml:7:9: root.view.subviews[0]: expected a mapping (key: value pairs), found a list of 1")
    }

    @Test func deeplyIndentedBlockMappingIsOneLineNotACrash() throws {
        // Precondition: 2,000 mappings, each indented one space more than its parent.
        let text = (0..<2_000).map { String(repeating: " ", count: $0) + "a:" }.joined(separator: "\n") + " x\n"

        // Action
        let lines = try #require(FuzzSupport.onSmallStack { Self.errorLines(of: text, file: "deep.yaml") })

        // Assertion
        #expect(!lines.contains("\n"))
        #expect(lines.hasSuffix(": nesting is deeper than 64 levels"))
    }

    @Test func viewsNestedExactlyToTheLimitAreRead() throws {
        // Precondition: the root controller is level 1, so its view and 62 nested subviews
        // reach level 64; one more subview goes past it.
        func scene(views: Int) -> String {
            var view = "{name: v\(views), frame: [0, 0, 1, 1]}"
            for level in stride(from: views - 1, through: 1, by: -1) {
                view = "{name: v\(level), frame: [0, 0, 1, 1], subviews: [\(view)]}"
            }
            return "root: {controller: C, view: \(view)}"
        }

        // Action
        let atLimit = Self.errorLines(of: scene(views: 63), file: "limit.yaml")
        let pastLimit = try #require(Self.errorLines(of: scene(views: 64), file: "limit.yaml"))

        // Assertion
        #expect(atLimit == nil)
        #expect(!pastLimit.contains("\n"))
        #expect(pastLimit.hasSuffix(": nesting is deeper than 64 levels"))
    }

    @Test func nestedAliasesDoNotExpandIntoMillionsOfViews() throws {
        // Precondition: each list holds two views whose subviews are the list before it, so
        // the last one stands for 2^25 views in a few lines of text.
        var lines = ["l0: &l0 [{name: v, frame: [0, 0, 1, 1]}, {name: v, frame: [0, 0, 1, 1]}]"]
        for level in 1...24 {
            let view = "{name: w\(level), frame: [0, 0, 1, 1], subviews: *l\(level - 1)}"
            lines.append("l\(level): &l\(level) [\(view), \(view)]")
        }
        lines.append("root: {controller: C, view: {name: r, frame: [0, 0, 1, 1], subviews: *l24}}")
        let text = lines.joined(separator: "\n")

        // Action: within the fuzzers' deadline (CPU time of the parsing thread).
        let outcome = FuzzSupport.onSmallStack(within: FuzzBudget.deadline) { Self.errorLines(of: text, file: "aliases.yaml") }

        // Assertion: refused quickly, with a line for each repeated view rather than millions.
        let finished = try #require(outcome, "the loader did not finish within \(FuzzBudget.deadline) s of CPU time")
        let errors = try #require(finished)
        #expect(errors.split(separator: "\n").count < 200)
        #expect(errors.contains("a YAML alias repeats"))
    }

    // MARK: - Random input

    /// A valid scene with most keys in use, so mutations reach most of the loader.
    static let validScene = """
        title: "Three nested views"
        size: [800, 600]
        window: {handles: [], actions: []}
        application: {handles: [remoteControlReceived], actions: ["copy:"]}
        delegate: {name: AppDelegate, responder: true, handles: [motion], actions: []}
        explanation: |
          Tap B, then tap outside it.
        events: |
          tap 350 350
          shake
        root:
          controller: ViewController
          keyCommands:
            - {input: c, modifiers: [cmd], action: "copy:"}
          view:
            name: root
            frame: [0, 0, 800, 600]
            color: orange
            subviews:
              - name: A
                frame: [100, 100, 300, 300]
                color: blue
                alpha: 0.9
                hitArea: -4
                handles: [touchesBegan]
                callsSuper: true
                subviews:
                  - {name: B, frame: [100, 100, 200, 200], color: green, hidden: false, passthrough: true}
              - name: button
                frame: [420, 20, 100, 44]
                control: {action: "buttonPressed:", target: ViewController, event: touchUpInside}
              - controller: DetailController # a child view controller
                actions: ["applyFilter:"]
                firstResponder: true
                view: {name: detail, frame: [450, 100, 300, 300], color: "#3366cc", exclusiveTouch: true}
        """

    static let validEvents = """
        # A script that uses every command.
        down 1 100 100
        move 1 120 120
        up 1 120 120
        down 2 5 5
        cancel 2
        tap 350 350
        shake
        press a
        remote play
        action copy: from A
        become A
        resign
        set A alpha 0.5
        set A frame 1,2,3,4
        remove B
        wait 0.25
        key c cmd
        """

    @Test func validSceneAndEventsUsedForMutationParse() {
        // Precondition, action and assertion in one: the mutations start from valid text.
        #expect(Self.errorLines(of: Self.validScene, file: "valid.yaml") == nil)
        #expect(Self.errorLines(of: Self.validEvents, file: "valid.events") == nil)
    }

    @Test(arguments: ["yaml", "events"])
    func randomGarbageParsesOrGivesWellFormedErrors(kind: String) {
        // Precondition: seeded random bytes and YAML punctuation.
        var random = SplitMix64(seed: kind == "yaml" ? 1 : 2)
        let file = "garbage.\(kind)"

        for index in 0..<FuzzBudget.garbageInputs {
            let text = FuzzSupport.garbage(&random)

            // Action
            let lines = Self.errorLines(of: text, file: file)

            // Assertion: no crash (we got here), and any error lines have the `FILE:LINE:COLUMN:` shape.
            if let lines {
                #expect(FuzzSupport.linesOutOfShape(lines, file: file).isEmpty, "input \(index)")
            }
        }
    }

    @Test(arguments: ["yaml", "events"])
    func mutatedValidFilesParseOrGiveWellFormedErrors(kind: String) {
        // Precondition: seeded mutations of a valid scene or events script.
        var random = SplitMix64(seed: kind == "yaml" ? 3 : 4)
        let file = "mutated.\(kind)"
        let original = kind == "yaml" ? Self.validScene : Self.validEvents
        var refused = 0

        for index in 0..<FuzzBudget.mutationsOfTheValidFiles {
            let text = FuzzSupport.mutate(original, &random)

            // Action
            let lines = Self.errorLines(of: text, file: file)

            // Assertion
            if let lines {
                refused += 1
                #expect(FuzzSupport.linesOutOfShape(lines, file: file).isEmpty, "mutation \(index)")
            }
        }
        // The mutations are not all harmless: most of them must be caught.
        #expect(refused > FuzzBudget.mutationsOfTheValidFiles / 4)
    }
}

extension BrokenFileCorpusTests {
    @Test func aHugeValueIsQuotedInAnErrorLineOfReadableLength() throws {
        // Precondition: one events line whose value is 2 MB of digits and commas.
        let value = String(repeating: "1,", count: 1 << 20)
        let text = "set A frame \(value)\n"

        // Action
        let errors = try #require(Self.errorLines(of: text, file: "huge-value.events"))

        // Assertion: one line, the value shortened as every message shortens a word, saying how long it was.
        #expect(!errors.contains("\n"))
        #expect(errors.count < SourceDiagnostic.longestMessage + 80)
        #expect(errors.hasPrefix("huge-value.events:1:1: set: frame takes X,Y,WIDTH,HEIGHT with no spaces, found '1,1,1,"))
        #expect(errors.hasSuffix("… (\(value.count) characters)'"))
    }
}
