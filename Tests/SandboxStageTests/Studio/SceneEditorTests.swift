import Foundation
import Testing
import ResponderCore
import SandboxScenes
import SeededRandom
@testable import SandboxStage

/// Edits of a scene file's text (edit mode): each one does what the same edit
/// of the document model does, undo restores the exact text, and nothing else of the file
/// changes.
@Suite("Scene edits")
struct SceneEditorTests {
    /// Block and flow styles, comments everywhere, a child controller and a button.
    static let text = """
    # A scene with comments in every place an edit could disturb.
    title: "Edit me"   # the title
    size: [800, 600]
    root:
      controller: ViewController
      view:
        name: root
        frame: [0, 0, 800, 600]   # the whole window
        color: orange
        subviews:
          # A is the big one
          - name: A
            frame: [100, 100, 300, 300]  # x, y, w, h
            color: blue
            handles: [touchesBegan]
            subviews:
              - {name: B, frame: [20, 20, 100, 100], color: green}   # B on one line
              - {name: C, frame: [150, 20, 100, 100]}
          - controller: DetailController   # a child controller
            view:
              name: D
              frame: [450, 100, 300, 300]
              color: "#3366cc"
          - name: E
            frame: [450, 450, 100, 100]
            control: {action: "buttonPressed:"}
    # the end
    """

    static func editor(_ text: String = Self.text) throws -> SceneEditor {
        try SceneEditor(text: text, fileName: "edit.yaml", savedText: text)
    }

    static let commands: [EditCommand] = [
        .setFrame(view: "A", frame: CGRect(x: 110, y: 90.5, width: 280, height: 310)),
        .setFrame(view: "B", frame: CGRect(x: 0, y: 0, width: 50, height: 60)),
        .addSubview(parent: "A", name: "F", frame: CGRect(x: 10, y: 200, width: 50, height: 50), color: "yellow"),
        .addSubview(parent: "B", name: "F", frame: CGRect(x: 10, y: 10, width: 20, height: 20), color: "skyblue"),
        .addSubview(parent: "C", name: "F", frame: CGRect(x: 10, y: 10, width: 20, height: 20), color: "white"),
        .addSubview(parent: "D", name: "F", frame: CGRect(x: 10, y: 10, width: 20, height: 20), color: "vermillion"),
        .addSubview(parent: "E", name: "F", frame: CGRect(x: 10, y: 10, width: 20, height: 20), color: "purple"),
        .addSubview(parent: "root", name: "F", frame: CGRect(x: 0, y: 0, width: 20, height: 20), color: "gray"),
        .delete(view: "A"), .delete(view: "B"), .delete(view: "C"), .delete(view: "D"), .delete(view: "E"),
        .moveAmongSiblings(view: "A", by: 1), .moveAmongSiblings(view: "E", by: -1), .moveAmongSiblings(view: "B", by: 1),
        .reparent(view: "B", into: "root", frame: CGRect(x: 5, y: 5, width: 100, height: 100)),
        .reparent(view: "A", into: "E", frame: CGRect(x: 5, y: 5, width: 300, height: 300)),
        .reparent(view: "E", into: "A", frame: CGRect(x: 5, y: 5, width: 100, height: 100)),
        .reparent(view: "D", into: "E", frame: CGRect(x: 5, y: 5, width: 30, height: 30)),
        .reparent(view: "C", into: "D", frame: CGRect(x: 5, y: 5, width: 30, height: 30)),
        .reparent(view: "D", into: "C", frame: CGRect(x: 5, y: 5, width: 30, height: 30)),
        .reparent(view: "E", into: "D", frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
        .rename(view: "A", to: "Card"), .rename(view: "B", to: "B2"), .rename(view: "D", to: "Detail"),
        .recolor(view: "A", color: "vermillion"), .recolor(view: "C", color: "yellow"),
        .recolor(view: "D", color: "bluishgreen"), .recolor(view: "E", color: "skyblue"),
        .setProperty(view: "A", key: "handles", value: "[touchesBegan, touchesEnded]"),
        .setProperty(view: "B", key: "hidden", value: "true"), .setProperty(view: "D", key: "alpha", value: "0.0099"),
        .setProperty(view: "E", key: "exclusiveTouch", value: "true"),
    ]

    @Test(arguments: commands)
    func eachEditAndItsUndoRestoreTheExactScene(_ command: EditCommand) throws {
        let editor = try Self.editor()
        let before = editor.document

        try editor.apply(command)
        let edited = editor.text
        #expect(editor.document == DocumentEdits.applying(command, to: before), "the text says what the edit did")
        #expect(try SceneParser.parse(edited, file: "edit.yaml") == editor.document)
        #expect(edited.hasPrefix("# A scene with comments in every place an edit could disturb.\ntitle: \"Edit me\"   # the title\n"))
        #expect(edited.hasSuffix("# the end"))

        #expect(editor.undo() == command)
        #expect(editor.text == Self.text)
        #expect(editor.document == before)
        #expect(editor.redo() == command)
        #expect(editor.text == edited)
    }

    @Test func aFrameThatIsAYAMLAliasIsNotMovedThroughItsAnchor() throws {
        // Precondition: B's frame is an alias of A's anchored frame.
        let text = """
        root:
          controller: ViewController
          view:
            name: root
            frame: [0, 0, 800, 600]
            subviews:
              - {name: A, frame: &card [10, 10, 100, 100]}
              - {name: B, frame: *card}
        """
        let editor = try SceneEditor(text: text, fileName: "alias.yaml", savedText: text)

        // Action and assertion: the drag of B is refused, A's frame and the text untouched.
        #expect {
            try editor.apply(.setFrame(view: "B", frame: CGRect(x: 300, y: 300, width: 100, height: 100)))
        } throws: { error in
            "\(error)".contains("B.frame is a YAML alias of a value written elsewhere")
        }
        #expect(editor.text == text)
    }

    @Test func movingAViewChangesOnlyTheNumbersOfItsFrame() throws {
        let editor = try Self.editor()

        try editor.apply(.setFrame(view: "A", frame: CGRect(x: 120, y: 80, width: 250.5, height: 300)))

        let expected = Self.text.replacingOccurrences(of: "frame: [100, 100, 300, 300]  # x, y, w, h",
                                                      with: "frame: [120, 80, 250.5, 300]  # x, y, w, h")
        #expect(editor.text == expected)
        // Byte for byte: the same before the brackets and after them.
        let before = Array(Self.text.utf8), after = Array(editor.text.utf8)
        let prefix = zip(before, after).prefix { $0 == $1 }.count
        let suffix = zip(before.reversed(), after.reversed()).prefix { $0 == $1 }.count
        let brackets = try #require(Self.text.range(of: "[100, 100, 300, 300]"))
        let opening = Self.text.utf8.distance(from: Self.text.startIndex, to: brackets.lowerBound)
        #expect(prefix > opening, "nothing changes before the frame's numbers")
        #expect(suffix >= before.count - (opening + 20) + 1, "nothing changes after them")
    }

    @Test func aBlockFrameKeepsItsLayout() throws {
        let text = Self.text.replacingOccurrences(of: "frame: [450, 450, 100, 100]", with: "frame:\n        - 450\n        - 450   # y\n        - 100\n        - 100")
        let editor = try Self.editor(text)

        try editor.apply(.setFrame(view: "E", frame: CGRect(x: 1, y: 2, width: 3, height: 4)))

        #expect(editor.text == text.replacingOccurrences(of: "- 450\n        - 450   # y\n        - 100\n        - 100",
                                                         with: "- 1\n        - 2   # y\n        - 3\n        - 4"))
    }

    @Test func anAddedViewIsOneLineAtTheEndOfItsParentsList() throws {
        let editor = try Self.editor()

        try editor.apply(.addSubview(parent: "A", name: "F", frame: CGRect(x: 10, y: 20, width: 30, height: 40), color: "yellow"))

        #expect(editor.text == Self.text.replacingOccurrences(
            of: "          - {name: C, frame: [150, 20, 100, 100]}\n",
            with: "          - {name: C, frame: [150, 20, 100, 100]}\n          - {name: F, frame: [10, 20, 30, 40], color: yellow}\n"))
    }

    @Test func aViewWithoutSubviewsGetsTheKey() throws {
        let editor = try Self.editor()

        try editor.apply(.addSubview(parent: "D", name: "F", frame: CGRect(x: 1, y: 2, width: 3, height: 4), color: "white"))
        try editor.apply(.addSubview(parent: "B", name: "G", frame: CGRect(x: 1, y: 2, width: 3, height: 4), color: "white"))

        #expect(editor.text.contains("""
                  color: "#3366cc"
                  subviews:
                    - {name: F, frame: [1, 2, 3, 4], color: white}
              - name: E
        """))
        #expect(editor.text.contains("- {name: B, frame: [20, 20, 100, 100], color: green, subviews: [{name: G, frame: [1, 2, 3, 4], color: white}]}   # B on one line"))
    }

    @Test func aOneLineViewGettingItsFirstSubviewIsWrittenOutAsABlock() throws {
        let editor = try Self.editor()

        try editor.apply(.addSubview(parent: "C", name: "F", frame: CGRect(x: 1, y: 2, width: 3, height: 4), color: "white"))

        #expect(editor.text == Self.text.replacingOccurrences(of: "          - {name: C, frame: [150, 20, 100, 100]}\n", with: """
                  - name: C
                    frame: [150, 20, 100, 100]
                    subviews:
                      - {name: F, frame: [1, 2, 3, 4], color: white}

        """))
    }

    @Test func deletingTheOnlySubviewLeavesAnEmptyList() throws {
        let text = "root:\n  controller: VC\n  view:\n    name: root\n    frame: [0, 0, 10, 10]\n    subviews:\n      - name: A   # only child\n        frame: [0, 0, 5, 5]\n# after\n"
        let editor = try Self.editor(text)

        try editor.apply(.delete(view: "A"))

        #expect(editor.text == "root:\n  controller: VC\n  view:\n    name: root\n    frame: [0, 0, 10, 10]\n    subviews: []\n# after\n")
    }

    @Test func reorderingSwapsTheTwoItemsOnly() throws {
        let editor = try Self.editor()

        try editor.apply(.moveAmongSiblings(view: "B", by: 1))

        #expect(editor.text == Self.text.replacingOccurrences(
            of: "- {name: B, frame: [20, 20, 100, 100], color: green}   # B on one line\n          - {name: C, frame: [150, 20, 100, 100]}",
            with: "- {name: C, frame: [150, 20, 100, 100]}\n          - {name: B, frame: [20, 20, 100, 100], color: green}   # B on one line"))
    }

    @Test func refusedEditsLeaveTheTextAlone() throws {
        let editor = try Self.editor()
        let refused: [EditCommand] = [
            .delete(view: "root"), .rename(view: "A", to: "B"), .rename(view: "A", to: "two words"),
            .reparent(view: "A", into: "B", frame: .zero), .moveAmongSiblings(view: "E", by: 1), .setFrame(view: "Z", frame: .zero),
            // A view of several lines cannot go inside a view written on one line with a comment after it.
            .reparent(view: "D", into: "B", frame: .zero),
            .addSubview(parent: "A", name: "B", frame: .zero, color: "red"),
        ]

        for command in refused {
            #expect(throws: SceneEditError.self, "\(command)") { try editor.apply(command) }
            #expect(editor.text == Self.text)
        }
        #expect(!editor.canUndo)
    }

    /// Random edits and undos: the text always parses to the editor's document, which is
    /// what the same edits of the model give; undoing everything gives back the file.
    @Test func randomEditsAndUndosNeverLeaveAnInvalidScene() throws {
        var random = SplitMix64(name: "scene edits")
        for _ in 0..<12 {
            let editor = try Self.editor()
            var expected = [editor.document]
            for _ in 0..<25 {
                if random.chance(25), editor.canUndo {
                    _ = editor.undo()
                    expected.removeLast()
                } else {
                    let command = Self.randomCommand(for: editor.document, using: &random)
                    do {
                        try editor.apply(command)
                        expected.append(DocumentEdits.applying(command, to: expected.last!))
                    } catch {}
                }
                #expect(try SceneParser.parse(editor.text, file: "edit.yaml") == editor.document)
                #expect(editor.document == expected.last!)
            }
            while editor.undo() != nil {}
            #expect(editor.text == Self.text)
        }
    }

    /// The lessons are written in every style a teacher might copy: the same holds there.
    @Test func randomEditsOfEveryLessonKeepItValid() throws {
        var random = SplitMix64(name: "lesson edits")
        var applied = 0
        for lesson in StageFixtures.catalog.lessons {
            let text = try String(contentsOf: lesson.url, encoding: .utf8)
            let editor = try Self.editor(text)
            var expected = editor.document
            for _ in 0..<15 {
                let command = Self.randomCommand(for: editor.document, using: &random)
                guard (try? editor.apply(command)) != nil else { continue }
                applied += 1
                expected = DocumentEdits.applying(command, to: expected)
                #expect(editor.document == expected, "\(lesson.id): \(command)")
                #expect(try SceneParser.parse(editor.text, file: lesson.id) == editor.document, "\(lesson.id): \(command)")
            }
            while editor.undo() != nil {}
            #expect(editor.text == text, "\(lesson.id): undoing every edit gives back the file")
        }
        #expect(applied > StageFixtures.catalog.lessons.count * 5, "most random edits are possible ones")
    }

    static func randomCommand(for document: SceneDocument, using random: inout SplitMix64) -> EditCommand {
        let names = DocumentEdits.names(in: document)
        let name = names.randomElement(using: &random)!
        let other = names.randomElement(using: &random)!
        let frame = CGRect(x: Double(Int.random(in: 0...300, using: &random)), y: Double(Int.random(in: 0...300, using: &random)),
                           width: Double(Int.random(in: 1...200, using: &random)), height: Double(Int.random(in: 1...200, using: &random)))
        let fresh = "N\(Int.random(in: 0...999, using: &random))"
        let properties = [("hidden", "true"), ("hidden", "false"), ("alpha", "0.5"), ("userInteractionEnabled", "false"),
                          ("canBecomeFirstResponder", "true"), ("handles", "[touchesBegan, motionBegan]"), ("handles", "[]")]
        switch Int.random(in: 0..<8, using: &random) {
        case 7:
            let (key, value) = properties.randomElement(using: &random)!
            return .setProperty(view: name, key: key, value: value)
        case 0: return .setFrame(view: name, frame: frame)
        case 1: return .addSubview(parent: name, name: fresh, frame: frame, color: EditPalette.names.randomElement(using: &random)!)
        case 2: return .delete(view: name)
        case 3: return .moveAmongSiblings(view: name, by: random.chance(50) ? 1 : -1)
        case 4: return .reparent(view: name, into: other, frame: frame)
        case 5: return .rename(view: name, to: fresh)
        default: return .recolor(view: name, color: EditPalette.names.randomElement(using: &random)!)
        }
    }
}
