import Foundation
import Testing

/// The shape of the sources, checked as the code is: files a reader can take in whole, a
/// session that routes, a stage whose root lists its rooms, painters that see only the
/// frame they are given, and a map (docs/ARCHITECTURE.md's layout) that names every folder.
@Suite("Source structure: file sizes, the stage's rooms, painters fed a frame")
struct SourceStructureTests {
    /// The package's root, found from this file: Tests/SandboxStageTests/Structure/….
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let stage = root.appendingPathComponent("Sources/SandboxStage")

    /// Every Swift file under `folder`, as paths relative to the package's root.
    static func swiftFiles(under folder: URL) -> [URL] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    static func relative(_ url: URL) -> String {
        String(url.path.dropFirst(root.path.count + 1))
    }

    @Test func noSourceFileIsOver400Lines() throws {
        // Precondition: the sources are where this file expects them.
        let files = Self.swiftFiles(under: Self.root.appendingPathComponent("Sources"))
        try #require(files.count > 100)
        // Action: count each file's lines.
        let long = try files.compactMap { file -> String? in
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count - 1
            return lines > 400 ? "\(Self.relative(file)): \(lines) lines" : nil
        }
        // Assertion: none is longer than 400 lines.
        #expect(long.isEmpty, "\(long)")
    }

    @Test func theSessionAndItsExtensionsStayWithin300Lines() throws {
        // Precondition: SandboxSession.swift and every SandboxSession+….swift of the stage.
        let files = Self.swiftFiles(under: Self.stage).filter { $0.lastPathComponent.hasPrefix("SandboxSession") }
        try #require(files.contains { $0.lastPathComponent == "SandboxSession.swift" })
        // Action: count their lines together.
        let lines = try files.reduce(0) { total, file in
            total + (try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count - 1)
        }
        // Assertion: the session routes; the rooms keep the state and the work.
        #expect(lines <= 300, "\(files.map(Self.relative)): \(lines) lines")
    }

    /// Each room's folder, its type and the name the session reaches it by.
    static let rooms = [("History", "InputHistory", "history"), ("Viewer", "Viewer", "viewer"),
                        ("Studio", "Studio", "studio"), ("Devices", "Devices", "devices")]

    /// The lines of a file's code (comments left out) that name one of `types` as a whole word
    /// (not `StudioPalette`) or reach one of `instances` as a member (`session.viewer`).
    static func mentions(in text: String, types: [String], instances: [String]) throws -> [String] {
        let pattern = try NSRegularExpression(pattern: "\\b(\(types.joined(separator: "|")))\\b|\\.(\(instances.joined(separator: "|")))\\b")
        return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
            let code = line.components(separatedBy: "//")[0]
            return pattern.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) == nil ? nil : line.trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func noRoomNamesASibling() throws {
        // Precondition: every room's folder has files, and the rule catches a sibling by type and by the session's name for it.
        #expect(try Self.mentions(in: "guard session.viewer.explode == 0", types: ["Viewer"], instances: ["viewer"]).count == 1)
        #expect(try Self.mentions(in: "let page: StudioPalette // the Viewer's", types: ["Studio", "Viewer"], instances: ["viewer"]).isEmpty)
        // Action: in each room's files, the lines naming another room.
        let found = try Self.rooms.flatMap { room in
            let files = Self.swiftFiles(under: Self.stage.appendingPathComponent(room.0))
            #expect(files.count > 2, "\(room.0)")
            let siblings = Self.rooms.filter { $0.0 != room.0 }
            return try files.flatMap { file in
                try Self.mentions(in: String(contentsOf: file, encoding: .utf8), types: siblings.map(\.1), instances: siblings.map(\.2))
                    .map { "\(Self.relative(file)): \($0)" }
            }
        }
        // Assertion: a room reads its siblings only through the values the session gives it
        // (its `Surroundings`, the snapshot's parameters) and asks them only through `RoomEffect`.
        #expect(found.isEmpty, "\(found)")
    }

    /// The properties of a room's class that code outside its file could set: each `var`
    /// member declared in the class's file that is neither `private` nor `private(set)` and is
    /// stored, or computed with a setter.
    static func settableProperties(in text: String) throws -> [String] {
        let declaration = try NSRegularExpression(pattern: "^    (?:@\\w+ )*((?:\\w+(?:\\(set\\))? )*)var (\\w+)")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.indices.compactMap { index -> String? in
            let code = lines[index].components(separatedBy: "//")[0]
            guard let match = declaration.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)),
                  let modifiers = Range(match.range(at: 1), in: code), let name = Range(match.range(at: 2), in: code) else { return nil }
            guard !code[modifiers].contains("private") else { return nil }
            guard code.contains("{") else { return String(code[name]) }
            // Computed: settable when its body, up to the member's closing brace, has a setter.
            let body = code.hasSuffix("{") ? lines[(index + 1)...].prefix { $0 != "    }" }.joined(separator: "\n") : code
            return body.contains("set {") || body.contains("set(") ? String(code[name]) : nil
        }
    }

    /// What the window and the command line set on a room from outside, as settings given
    /// once or on a resize: not state a room changes for another.
    static let roomSettings: Set = ["Viewer.viewportSize", "Viewer.zoom", "Viewer.whyOffTheFrameFromViews", "Devices.status",
                                    "Studio.saveDirectory", "Studio.lastResortFolders", "Studio.recordingURL"]

    @Test func everyRoomsStateChangesOnlyInItsOwnFile() throws {
        // Precondition: the rule catches a stored var, an internal(set) one and a computed one with a setter, and passes the rest.
        let sample = """
                public private(set) var a = 0
                public internal(set) var b = 0
                var c: Int { 1 }
                var d: Int {
                    get { 1 }
                    set { }
                }
                private var e = 0
                public var f = 0
            """
        #expect(try Self.settableProperties(in: sample) == ["b", "d", "f"])
        // Action: the settable properties of each room's class, in the file that declares it.
        let found = try Set(Self.rooms.flatMap { room in
            let file = Self.stage.appendingPathComponent("\(room.0)/\(room.1).swift")
            return try Self.settableProperties(in: String(contentsOf: file, encoding: .utf8)).map { "\(room.1).\($0)" }
        })
        // Assertion: a room's state is `private(set)`, changed only by its own file's methods,
        // but for the window's settings.
        #expect(found.subtracting(Self.roomSettings).isEmpty, "settable from outside its file: \(found.subtracting(Self.roomSettings).sorted())")
        #expect(Self.roomSettings.subtracting(found).isEmpty, "no longer settable, to take off the list: \(Self.roomSettings.subtracting(found).sorted())")
    }

    /// The value types a room keeps a part of its state in, whose own methods are the only
    /// changes of their fields (the room calls them from its file).
    static let roomStateValues = ["Viewer/WhyInquiry", "Viewer/LessonInput", "History/TouchMarks", "Studio/EditDrag"]

    @Test func everyRoomStateValueChangesOnlyByItsOwnMethods() throws {
        // Precondition: each file declares its type.
        let files = try Self.roomStateValues.map { path in
            let text = try String(contentsOf: Self.stage.appendingPathComponent("\(path).swift"), encoding: .utf8)
            #expect(text.range(of: "struct \(path.split(separator: "/").last!)\\b", options: .regularExpression) != nil, "\(path)")
            return (path, text)
        }
        // Action: the fields code outside each file could set.
        let found = try files.flatMap { path, text in try Self.settableProperties(in: text).map { "\(path).\($0)" } }
        // Assertion: none; a room changes them only through their methods.
        #expect(found.isEmpty, "\(found)")
    }

    /// The rows of docs/ARCHITECTURE.md's layout table (its section "The layout"): each row's
    /// first cell, the path it is about without backticks, and the whole row's text.
    static func layoutRows() throws -> [(path: String, text: String)] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        guard let start = text.range(of: "\n## The layout\n") else { return [] }
        let section = text[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].split(separator: "\n").compactMap { line -> (String, String)? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: true)
            guard line.hasPrefix("| `"), let first = cells.first else { return nil }
            let path = first.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`/"))
            return (path, String(line))
        }
    }

    @Test func everyFolderOfSourcesIsInTheArchitecturesLayoutTable() throws {
        // Precondition: the folders under Sources/, at any depth, and the table's rows.
        let sources = Self.root.appendingPathComponent("Sources")
        let folders = (FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.isDirectoryKey])?.compactMap { $0 as? URL } ?? [])
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .map(Self.relative).sorted()
        let rows = try Self.layoutRows()
        try #require(folders.count > 10 && rows.count > 5)
        // Action: each folder's row is the one about it, or about its nearest folder above,
        // which must then name it as `REST/` (`Canvas/` in the row of Sources/SandboxStage).
        let missing = folders.filter { folder in
            guard let row = rows.filter({ folder == $0.path || folder.hasPrefix($0.path + "/") }).max(by: { $0.path.count < $1.path.count }) else {
                return true
            }
            return row.path != folder && !row.text.contains("`" + folder.dropFirst(row.path.count + 1) + "/`")
        }
        // Assertion: the map has every room of the house.
        #expect(missing.isEmpty, "folders docs/ARCHITECTURE.md's layout table does not name: \(missing)")
    }

    @Test func atMostTwelveFilesStayAtTheStagesRoot() throws {
        // Precondition and action: the files directly in Sources/SandboxStage.
        let loose = try FileManager.default.contentsOfDirectory(atPath: Self.stage.path).filter { $0.hasSuffix(".swift") }
        // Assertion: the rest are in the rooms' folders.
        #expect(!loose.isEmpty)
        #expect(loose.count <= 12, "\(loose.sorted())")
    }

    @Test func noPainterSectionOrLayoutMentionsTheSession() throws {
        // Precondition: the stage's painters, panel sections and layouts, by their names.
        let drawing = Self.swiftFiles(under: Self.stage).filter { file in
            let name = file.lastPathComponent
            return name.contains("Painter") || name.hasSuffix("Section.swift") || name.contains("Layout")
        }
        try #require(drawing.count > 20)
        // Action: look for the session's name in each.
        let mentioning = try drawing.filter { try String(contentsOf: $0, encoding: .utf8).contains("SandboxSession") }
        // Assertion: they draw from a StageFrame and never see the session.
        #expect(mentioning.isEmpty, "\(mentioning.map(Self.relative))")
    }

    /// The live core's objects a painter could reach into, by type name.
    static let liveTypes = ["UIView", "UIWindow", "UIScrollView", "UIControl", "UIApplication"]

    /// The places in a file's code (comments left out) that name a live type other than to
    /// read one of its constants: `UIWindow.windowName` and `UIControl.touchSlop` are values,
    /// a `UIView` parameter, cast (`as? UIControl`) or property is a live object.
    static func liveTypeMentions(in text: String) throws -> [String] {
        let names = liveTypes.joined(separator: "|")
        // The whole name, not UIViewController or UIScrollViewPanGestureRecognizer, and not followed by `.`.
        let pattern = try NSRegularExpression(pattern: "\\b(\(names))\\b(?!\\.)")
        return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
            let code = line.components(separatedBy: "//")[0]
            let range = NSRange(code.startIndex..., in: code)
            return pattern.firstMatch(in: code, range: range) == nil ? nil : line.trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func theCanvasPanelAndChromeSeeNoLiveCoreObject() throws {
        // Precondition: every file under Canvas/, Panel/ and Chrome/, and the rule catching a live type.
        let folders = ["Canvas", "Panel", "Chrome"].map { Self.stage.appendingPathComponent($0) }
        let files = folders.flatMap(Self.swiftFiles(under:))
        try #require(files.count > 30)
        #expect(try Self.liveTypeMentions(in: "let view: UIView").count == 1)
        #expect(try Self.liveTypeMentions(in: "if view == UIWindow.windowName { } // a UIView").isEmpty)
        // Action: the lines of each that name a live type.
        let found = try files.flatMap { file in
            try Self.liveTypeMentions(in: String(contentsOf: file, encoding: .utf8)).map { "\(Self.relative(file)): \($0)" }
        }
        // Assertion: painters, sections and layouts read the frame's values (ViewPlacement,
        // StageFrame); only the LiveScene folder takes those values from the live views.
        #expect(found.isEmpty, "\(found)")
    }
}
