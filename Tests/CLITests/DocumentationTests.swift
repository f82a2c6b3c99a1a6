import Foundation
import Testing

/// The README and docs/ kept true: every `responder-sandbox` command in their `sh` and
/// `console` blocks and inline runs (a `console` block's shown output is compared), the figures are
/// what scripts/make-figures draws, and the repository cites no document a visitor lacks.
@Suite("The README and docs/, kept true", .serialized)
struct DocumentationTests {
    static let repository = ConventionsTests.repository

    /// README.md, CONTRIBUTING.md and every docs/*.md, by path from the repository.
    static func documents() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
        return ["README.md", "CONTRIBUTING.md"] + docs
    }

    struct Command: CustomStringConvertible {
        var document: String
        var line: String
        /// A `console` block's lines under the command, when it shows them.
        var output: String?
        var description: String { "\(document): \(line)" }
    }

    /// Fenced `sh` and `console` blocks' commands that call responder-sandbox.
    static func commands() throws -> [[Command]] {
        try documents().flatMap { document -> [[Command]] in
            let text = try String(contentsOf: repository.appendingPathComponent(document), encoding: .utf8)
            return blocks(in: text).compactMap { language, lines in
                let commands = language == "console" ? consoleCommands(lines, document: document) : shellCommands(lines, document: document)
                return commands.isEmpty ? nil : commands
            }
        }
    }

    static func blocks(in text: String, languages: Set<String> = ["sh", "console"]) -> [(language: String, lines: [String])] {
        var result: [(String, [String])] = []
        var current: (language: String, lines: [String])?
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                if let open = current { result.append((open.language, open.lines)); current = nil }
                else { current = (String(line.dropFirst(3)), []) }
            } else {
                current?.lines.append(line)
            }
        }
        return result.filter { languages.contains($0.0) }
    }

    static func shellCommands(_ lines: [String], document: String) -> [Command] {
        lines.compactMap { line in
            // A comment after two spaces is the document's, not the shell's.
            let command = (line.range(of: "  #").map { String(line[..<$0.lowerBound]) } ?? line).trimmingCharacters(in: .whitespaces)
            let callsBinary = command.hasPrefix("responder-sandbox") || command.contains("| responder-sandbox")
                || command.hasPrefix("source <(responder-sandbox")
            return callsBinary ? Command(document: document, line: command) : nil
        }
    }

    static func consoleCommands(_ lines: [String], document: String) -> [Command] {
        var commands: [Command] = []
        for line in lines {
            if line.hasPrefix("$ ") {
                commands.append(Command(document: document, line: String(line.dropFirst(2)), output: ""))
            } else if !commands.isEmpty {
                commands[commands.count - 1].output! += line + "\n"
            }
        }
        return commands
    }

    /// A folder with what the documents' commands name: a scene, a dump, events files, the assets.
    static func workFolder() throws -> URL {
        let folder = try ConventionsTests.temporaryFolder()
        let manager = FileManager.default
        try manager.copyItem(at: repository.appendingPathComponent("Assets/Lessons/01-hit-testing-basics.yaml"),
                             to: folder.appendingPathComponent("my-scene.yaml"))
        // The dump docs/import.md's commands read, as lldb printed it.
        try manager.copyItem(at: repository.appendingPathComponent("Tests/Dumps/done-sticks-out.txt"), to: folder.appendingPathComponent("dump.txt"))
        for events in ["my-events.txt", "demo.events", "taps.txt"] {
            try "tap 350 350\n".write(to: folder.appendingPathComponent(events), atomically: true, encoding: .utf8)
        }
        try manager.createSymbolicLink(at: folder.appendingPathComponent("Assets"), withDestinationURL: repository.appendingPathComponent("Assets"))
        for sub in ["docs", "home/.zfunc", "home/.config/fish/completions"] {
            try manager.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        return folder
    }

    /// Runs one line with bash in `folder`, the binary first on PATH, and no display.
    static func run(_ line: String, in folder: URL) throws -> CommandLineTests.Run {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = CommandLineTests.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = folder.appendingPathComponent("home").path
        environment["COLUMNS"] = "100"
        for key in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[key] = nil }
        return try ConventionsTests.run(["-c", line], in: folder, environment: environment, executable: URL(fileURLWithPath: "/bin/bash"),
                                        replacingEnvironment: true)
    }

    /// The binary's commands, as its help lists them (so commands added later are known too).
    static let commandNames: Set<String> = {
        let help = (try? CommandLineTests.run(["--help"], environment: ["COLUMNS": "200"]).stdout) ?? ""
        let listed = help.components(separatedBy: "SUBCOMMANDS:").dropFirst().first ?? ""
        return Set(listed.split(separator: "\n").compactMap { line in
            line.hasPrefix("  ") && !line.hasPrefix("   ") ? line.split(separator: " ").first.map(String.init) : nil
        })
    }()

    /// Whether the line opens the window: no command word, or `open`, and no `--help`.
    static func opensTheWindow(_ line: String) -> Bool {
        guard let range = line.range(of: "responder-sandbox"), !line.contains("--help") else { return false }
        let first = line[range.upperBound...].split(separator: " ").first.map(String.init) ?? ""
        return first == "open" || (!first.hasPrefix("-") && !commandNames.contains(first) && first != "help")
    }

    @Test func theDocumentsShowCommands() throws {
        #expect(Self.commandNames.isSuperset(of: ["open", "lessons", "trace", "render", "new"]))
        let commands = try Self.commands().flatMap { $0 }
        #expect(commands.count >= 20)
        #expect(commands.contains { $0.output != nil })
    }

    /// Commands written inline (`` `responder-sandbox trace 31 --lesson-events` ``), leaving out
    /// templates (`responder-sandbox trace SCENE …`) and a bare command's name.
    static func inlineCommands() throws -> [Command] {
        try documents().flatMap { document -> [Command] in
            let text = try String(contentsOf: repository.appendingPathComponent(document), encoding: .utf8)
            let spans = text.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            return spans.filter { span in
                let words = span.split(separator: " ")
                return span.hasPrefix("responder-sandbox ") && !span.contains("…") && !span.contains("[")
                    && span.range(of: #"\b[A-Z]{2,}"#, options: .regularExpression) == nil
                    && !(words.count == 2 && ["trace", "render", "new", "open"].contains(words[1]))
            }.map { Command(document: document, line: $0) }
        }
    }

    /// The scene docs/studio.md shows as saved by its steps.
    static func studioScene() throws -> String {
        let studio = try String(contentsOf: repository.appendingPathComponent("docs/studio.md"), encoding: .utf8)
        return try #require(blocks(in: studio, languages: ["yaml"]).first { $0.lines.first?.contains("responder-sandbox new") == true })
            .lines.joined(separator: "\n") + "\n"
    }

    @Test(.enabled(if: AnimatedExportTests.hasFFmpeg))
    func everyCommandTheDocumentsShowRuns() throws {
        // Inline commands share a folder that also holds the studio's saved scene.
        let inline = try Self.inlineCommands()
        #expect(inline.count >= 8)
        for block in try Self.commands() + [inline] {
            // Precondition: a fresh folder per block, so a block's commands may build on each other.
            let folder = try Self.workFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            if block.first?.output == nil, block.contains(where: { $0.line.contains("my-lesson.yaml") && !$0.line.contains(" new ") }) {
                try Self.studioScene().write(to: folder.appendingPathComponent("my-lesson.yaml"), atomically: true, encoding: .utf8)
            }
            for command in block {
                // Action: the line as a reader would type it.
                let run = try Self.run(command.line, in: folder)

                // Assertion: done, or for the window without a display, the one line saying so;
                // and the output a console block shows, exactly.
                if command.line.contains("trcae") {
                    #expect(run.status == 64, "\(command)")
                } else if Self.opensTheWindow(command.line) {
                    #expect(run.status == 1 && run.stderr.hasPrefix("responder-sandbox: cannot open a window"), "\(command): \(run.stderr)")
                } else {
                    #expect(run.status == 0, "\(command): \(run.stderr)")
                }
                if let output = command.output {
                    #expect(run.stdout + run.stderr == output, "\(command)")
                }
            }
        }
    }

    @Test(.enabled(if: AnimatedExportTests.hasFFmpeg))
    func theFiguresAreWhatMakeFiguresDraws() throws {
        // Precondition: an empty folder.
        let folder = try ConventionsTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }

        // Action: scripts/make-figures into it, with the binary the tests built.
        let run = try ConventionsTests.run([Self.repository.appendingPathComponent("scripts/make-figures").path, folder.path], in: folder,
                                           environment: ["RESPONDER_SANDBOX_BINARY": CommandLineTests.binary.path],
                                           executable: URL(fileURLWithPath: "/bin/bash"))

        // Assertion: the PNG byte for byte; the GIF with the committed size and frame count.
        #expect(run.status == 0, "\(run.stderr)")
        let docs = Self.repository.appendingPathComponent("docs")
        let png = try Data(contentsOf: folder.appendingPathComponent("screenshot-lesson05.png"))
        #expect(png == (try Data(contentsOf: docs.appendingPathComponent("screenshot-lesson05.png"))),
                "docs/screenshot-lesson05.png is stale: run scripts/make-figures")
        let drawn = try GIFShape(Data(contentsOf: folder.appendingPathComponent("lesson01-hit-testing.gif")))
        let committed = try GIFShape(Data(contentsOf: docs.appendingPathComponent("lesson01-hit-testing.gif")))
        #expect(drawn == committed, "docs/lesson01-hit-testing.gif is stale: run scripts/make-figures")
        #expect(committed.width == 960 && committed.height == 600)
    }

    /// Patterns that point at documents a visitor of the repository does not have.
    static let outsideReferences = [#"CONTRACT"#, #"\b[Cc]ontract(s|'s)?\b"#, #"\b[Ss]eed (0\d\d|article)"#, #"shared/seeds"#, #"\bseed articles?\b"#,
                                    #"\b[Ii]ssues? \d+\b"#]

    @Test func noFileCitesADocumentOutsideTheRepository() throws {
        // Precondition: every tracked text file but the licence (whose "action of contract" is law).
        let files = try Self.trackedFiles().filter { file in
            file != "LICENSE" && !file.hasPrefix("Tests/SandboxScenesTests/Golden/")
                && [".swift", ".md", ".yaml", ".py", ".txt", ".sh", ".json", ""].contains(where: { file.hasSuffix($0) })
        }

        // Action and assertion: none of the patterns in any of them.
        for file in files {
            guard let text = try? String(contentsOf: Self.repository.appendingPathComponent(file), encoding: .utf8) else { continue }
            for pattern in Self.outsideReferences where file != "Tests/CLITests/DocumentationTests.swift" {
                let hit = text.range(of: pattern, options: .regularExpression)
                #expect(hit == nil, "\(file) mentions \(hit.map { String(text[$0]) } ?? "")")
            }
        }
    }

    /// Calls that exist only on Linux, and the conditions that may guard them.
    static let linuxOnly = [#"import Glibc"#, #"Glibc\."#, #""/proc/"#, #""mallinfo"#, #"/dev/hidraw"#]
    static let linuxGuards = ["os(Linux)", "canImport(Glibc)"]

    @Test func linuxOnlyCallsAreInsideAnIfOSLinux() throws {
        // Precondition: every Swift file of the package.
        let files = try Self.trackedFiles().filter { $0.hasSuffix(".swift") && ($0.hasPrefix("Sources/") || $0.hasPrefix("Tests/")) }
        #expect(files.count > 50)

        // Action and assertion: each Linux-only line sits in the Linux branch of an #if.
        for file in files where file != "Tests/CLITests/DocumentationTests.swift" {
            let text = try String(contentsOf: Self.repository.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in Self.unguardedLines(text) where Self.linuxOnly.contains(where: { line.range(of: $0, options: .regularExpression) != nil }) {
                Issue.record("\(file):\(number): Linux-only outside #if os(Linux): \(line)")
            }
        }
    }

    @Test func theLinuxCheckSeesThroughElse() {
        let text = """
        #if os(Linux)
        import Glibc
        #else
        import Glibc
        #endif
        import Glibc
        """
        #expect(Self.unguardedLines(text).filter { $0.line.contains("Glibc") }.map(\.number) == [4, 6])
    }

    /// The lines not in the Linux branch of an `#if os(Linux)` or `#if canImport(Glibc)`.
    static func unguardedLines(_ text: String) -> [(number: Int, line: String)] {
        var stack: [Bool] = []   // per open #if: is this branch Linux-only?
        var result: [(Int, String)] = []
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#if ") {
                stack.append(linuxGuards.contains { trimmed.contains($0) } && !trimmed.contains("!"))
            } else if trimmed.hasPrefix("#elseif") || trimmed.hasPrefix("#else") {
                if !stack.isEmpty { stack[stack.count - 1] = false }
            } else if trimmed.hasPrefix("#endif") {
                _ = stack.popLast()
            } else if !stack.contains(true), !trimmed.hasPrefix("//") {
                result.append((index + 1, line))
            }
        }
        return result
    }

    static func trackedFiles() throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", repository.path, "ls-files"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git ls-files")
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { FileManager.default.fileExists(atPath: repository.appendingPathComponent($0).path) }
    }
}

/// A GIF's logical screen size and its number of frames (image descriptors), read from its blocks.
struct GIFShape: Equatable {
    var width = 0, height = 0, frames = 0

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        try #require(bytes.count > 13 && bytes.starts(with: Array("GIF89a".utf8)))
        width = Int(bytes[6]) | Int(bytes[7]) << 8
        height = Int(bytes[8]) | Int(bytes[9]) << 8
        var index = 13 + (bytes[10] & 0x80 != 0 ? 3 << (Int(bytes[10] & 7) + 1) : 0)
        while index < bytes.count {
            switch bytes[index] {
            case 0x21:   // extension: label, then sub-blocks
                index = Self.skipSubBlocks(bytes, from: index + 2)
            case 0x2C:   // image: descriptor, optional local table, LZW size, sub-blocks
                frames += 1
                let packed = bytes[index + 9]
                index += 10 + (packed & 0x80 != 0 ? 3 << (Int(packed & 7) + 1) : 0) + 1
                index = Self.skipSubBlocks(bytes, from: index)
            default:     // 0x3B, the trailer
                return
            }
        }
    }

    private static func skipSubBlocks(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != 0 { index += Int(bytes[index]) + 1 }
        return index + 1
    }
}
