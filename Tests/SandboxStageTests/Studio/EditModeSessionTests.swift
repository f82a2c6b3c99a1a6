import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// Edit mode on the session, without SDL: the mouse drags edit the scene live, keys add,
/// delete and rename, Ctrl+S writes the file (a lesson as a copy).
@Suite("Edit mode in the session")
struct EditModeSessionTests {
    static let sceneText = """
    # three views to edit
    title: Edit
    size: [800, 600]
    root:
      controller: ViewController
      view:
        name: root
        frame: [0, 0, 800, 600]
        color: white
        subviews:
          - name: A            # the left one
            frame: [100, 100, 200, 200]
            color: blue
            handles: [touchesBegan]
          - {name: B, frame: [500, 100, 200, 200], color: green, handles: [touchesBegan]}

    """

    /// A session on a scene file of its own in a fresh folder.
    static func session(_ text: String = sceneText) throws -> (SandboxSession, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("edit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("scene.yaml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        let session = SandboxSession(scene: try LoadedScene.load(contentsOf: url), url: url, name: "scene.yaml", catalog: StageFixtures.catalog)
        session.studio.saveDirectory = folder
        return (session, url)
    }

    static func window(_ session: SandboxSession, _ x: Double, _ y: Double) -> CGPoint {
        session.layout.canvasPoint(fromScene: CGPoint(x: x, y: y))
    }

    static func handler(ofTapAt x: Double, _ y: Double, in session: SandboxSession) -> String? {
        StageFixtures.tap(session, x, y)
        return session.history.inputSteps.compactMap { step -> String? in
            if case .result(let result) = step, result.event == "touchesBegan" { return result.handledBy ?? "nobody" }
            return nil
        }.first
    }

    @Test func draggingAViewMovesItAndTheNextTapFindsItThere() throws {
        let (session, url) = try Self.session()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        session.perform(.toggleEditMode)
        #expect(session.studio.isEditing)

        session.studio.beginEditDrag(at: Self.window(session, 200, 200), reparenting: false)
        session.studio.continueEditDrag(to: Self.window(session, 300, 250))
        session.studio.endEditDrag(at: Self.window(session, 400, 300))

        #expect(session.scene.view(named: "A")?.frame == CGRect(x: 300, y: 200, width: 200, height: 200))
        session.perform(.toggleEditMode)
        #expect(Self.handler(ofTapAt: 450, 350, in: session) == "A", "the tap lands on A where it now is")
        #expect(Self.handler(ofTapAt: 150, 150, in: session) == "nobody", "A is gone from where it was")
        session.perform(.saveScene)
        let saved = try String(contentsOf: url, encoding: .utf8)
        #expect(saved == Self.sceneText.replacingOccurrences(of: "frame: [100, 100, 200, 200]", with: "frame: [300, 200, 200, 200]"))
    }

    @Test func undoingAMoveSaysWhereTheViewIsBack() throws {
        // Precondition: A dragged from (100, 100) to (300, 200).
        let (session, sceneFile) = try Self.session()
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        session.perform(.toggleEditMode)
        session.studio.beginEditDrag(at: Self.window(session, 200, 150), reparenting: false)
        session.studio.endEditDrag(at: Self.window(session, 400, 250))

        // Action: Ctrl+Z.
        session.perform(.undoEdit)

        // Assertion: the message names the edit undone and the frame A is back at.
        #expect(session.viewer.statusMessage == "Undid “A.frame = [300, 200, 200, 200]”: A.frame = [100, 100, 200, 200] again")
    }

    @Test func draggingACornerResizesFromThatCorner() throws {
        let (session, sceneFile) = try Self.session()
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        session.perform(.toggleEditMode)
        session.viewer.select("A")

        session.studio.beginEditDrag(at: Self.window(session, 300, 300), reparenting: false)
        session.studio.endEditDrag(at: Self.window(session, 350, 260))

        #expect(session.scene.view(named: "A")?.frame == CGRect(x: 100, y: 100, width: 250, height: 160))
        #expect(session.viewer.selection == "A")
    }

    @Test func shiftDragDropsAViewIntoAnother() throws {
        let (session, sceneFile) = try Self.session()
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        session.perform(.toggleEditMode)

        session.studio.beginEditDrag(at: Self.window(session, 550, 150), reparenting: true)
        session.studio.continueEditDrag(to: Self.window(session, 200, 200))
        #expect(session.studio.editDrag?.dropTarget == "A", "the view under the pointer is the drop target")
        session.studio.endEditDrag(at: Self.window(session, 200, 200))

        let b = try #require(session.scene.view(named: "B"))
        #expect(b.superview?.name == "A")
        #expect(b.frame == CGRect(x: 50, y: 50, width: 200, height: 200), "where it was dropped, in A's coordinates")
        session.perform(.undoEdit)
        #expect(session.scene.view(named: "B")?.superview?.name == "root")
    }

    @Test(arguments: ["my card", "card#2"])
    func aNameAnEventsFileCannotHoldIsRefusedAsTheLoaderRefusesIt(name: String) throws {
        // Precondition: A selected in edit mode.
        let (session, url) = try Self.session()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        session.perform(.toggleEditMode)
        session.viewer.select("A")

        // Action
        session.perform(.studio(.renameView))
        for character in name { session.studio.typeNameCharacter(character) }
        session.studio.finishTyping(keep: true)

        // Assertion: A keeps its name, and the reason is the loader's.
        #expect(session.scene.view(named: "A") != nil)
        #expect(session.viewer.statusMessage == "Not done: \(SceneNameRegistry.problem(withName: name)!)")
    }

    @Test func keysAddDeleteReorderRenameAndRecolour() throws {
        let (session, sceneFile) = try Self.session()
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        session.perform(.toggleEditMode)
        session.viewer.select("A")

        session.perform(.studio(.addSubview))
        #expect(session.scene.view(named: "C")?.superview?.name == "A", "C is the next free letter, inside the selection")
        #expect(session.viewer.selection == "C")
        session.perform(.studio(.renameView))
        for character in "Card" { session.studio.typeNameCharacter(character) }
        session.studio.finishTyping(keep: true)
        #expect(session.scene.view(named: "Card") != nil)
        let colour = session.scene.view(named: "Card")?.backgroundColor
        session.perform(.studio(.recolorView))
        #expect(session.scene.view(named: "Card")?.backgroundColor != colour)
        session.viewer.select("A")
        session.perform(.studio(.bringForward))
        #expect(session.scene.window.rootViewController?.view.subviews.map(\.name) == ["B", "A"])
        session.perform(.studio(.deleteView))
        #expect(session.scene.view(named: "A") == nil)
        #expect(session.scene.view(named: "Card") == nil, "a view goes with its subviews")

        for _ in 0..<5 { session.perform(.undoEdit) }
        let original = try SceneParser.parse(Self.sceneText, file: "scene.yaml")
        #expect(session.scene.document == original)
        #expect(session.studio.editor?.text == Self.sceneText)
    }

    @Test func inEditModeThePropertyKeysAreSavedEdits() throws {
        let (session, url) = try Self.session()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        session.perform(.toggleEditMode)
        session.viewer.select("A")

        session.perform(.toggle(.hidden))
        session.perform(.toggle(.handlesMotion))
        session.perform(.saveScene)

        #expect(session.scene.view(named: "A")?.isHidden == true)
        let saved = try String(contentsOf: url, encoding: .utf8)
        #expect(saved == Self.sceneText.replacingOccurrences(of: "        handles: [touchesBegan]\n",
                                                             with: "        handles: [touchesBegan, motionBegan, motionEnded, motionCancelled]\n")
            .replacingOccurrences(of: "frame: [100, 100, 200, 200]", with: "frame: [100, 100, 200, 200]\n        hidden: true"))
        session.perform(.undoEdit)
        session.perform(.undoEdit)
        #expect(session.scene.view(named: "A")?.isHidden == false)
        #expect(session.studio.editor?.text == Self.sceneText)
    }

    @Test func aLessonIsSavedAsACopyAndTheLessonIsUnchanged() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        let lessonURL = session.sceneURL
        let lessonText = try String(contentsOf: lessonURL, encoding: .utf8)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        session.studio.saveDirectory = folder
        session.perform(.toggleEditMode)
        session.viewer.select("C")

        session.perform(.studio(.recolorView))
        session.perform(.saveScene)

        let copy = folder.appendingPathComponent("01-hit-testing-basics.yaml")
        #expect(try String(contentsOf: lessonURL, encoding: .utf8) == lessonText)
        #expect(try String(contentsOf: copy, encoding: .utf8) == session.studio.editor?.text)
        #expect(session.sceneURL == copy, "later saves and reloads use the copy")
        #expect(session.viewer.statusMessage?.contains(copy.path) == true, "the path is shown")
        #expect(session.studio.editor?.hasUnsavedChanges == false)
    }

    @Test func nextLessonFromASavedCopyGoesOnFromThatLesson() throws {
        // Precondition: lesson 01 saved as a copy; the window shows the copy.
        let session = try StageFixtures.session("01-hit-testing-basics")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        session.studio.saveDirectory = folder
        session.perform(.toggleEditMode)
        session.viewer.select("C")
        session.perform(.studio(.recolorView))
        session.perform(.saveScene)
        #expect(session.sceneURL.path.hasPrefix(folder.path))

        // Action: N (Page Down).
        session.perform(.nextLesson)

        // Assertion: lesson 02, not lesson 01 again.
        #expect(session.sceneName == StageFixtures.catalog.lessons[1].id)
    }

    @Test func changingSceneWithUnsavedEditsIsRefusedUntilSaved() throws {
        let (session, sceneFile) = try Self.session()
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        session.perform(.toggleEditMode)
        session.viewer.select("A")
        session.perform(.studio(.deleteView))

        session.perform(.nextLesson)

        #expect(session.sceneName == "scene.yaml")
        #expect(session.viewer.statusMessage?.contains("unsaved") == true)
        session.perform(.saveScene)
        session.perform(.nextLesson)
        #expect(session.sceneName != "scene.yaml")
        #expect(!session.studio.isEditing, "another scene ends edit mode")
    }

    @Test func quittingWithUnsavedEditsAsksFirst() throws {
        // Precondition: an edit not yet saved.
        let (session, sceneFile) = try Self.session()
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        session.perform(.toggleEditMode)
        session.viewer.select("A")
        session.perform(.studio(.deleteView))

        // Action and assertion: the first Q asks, another command takes the question back,
        // two Qs in a row quit.
        #expect(session.perform(.quit) == nil)
        #expect(session.viewer.statusMessage == "The scene has unsaved edits: Ctrl+S saves them; Q again quits and keeps them in scene.unsaved.yaml")
        session.perform(.toggleHelp)
        #expect(session.perform(.quit) == nil, "the question was taken back by H")
        #expect(session.perform(.quit) == .quit)
    }

    @Test func quittingWithNothingUnsavedQuitsAtOnce() throws {
        let (session, sceneFile) = try Self.session()
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        session.perform(.toggleEditMode)

        #expect(session.perform(.quit) == .quit)
    }

    @Test func refusedEditsSayWhyAndChangeNothing() throws {
        let (session, sceneFile) = try Self.session()
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        session.perform(.toggleEditMode)
        session.viewer.select("root")

        session.perform(.studio(.deleteView))
        session.viewer.select("B")
        session.perform(.studio(.bringForward))

        #expect(session.viewer.statusMessage?.contains("frontmost") == true)
        #expect(session.studio.editor?.canUndo == false)
        #expect(session.studio.editor?.text == Self.sceneText)
    }

    @Test func theBandAndFooterShowEditModesKeys() throws {
        let (session, sceneFile) = try Self.session()
        defer { try? FileManager.default.removeItem(at: sceneFile.deletingLastPathComponent()) }
        session.viewer.viewportSize = CGSize(width: 1600, height: 1000)
        session.perform(.toggleEditMode)
        session.viewer.select("A")

        let texts = StageFixtures.texts(in: StagePainter(measurer: FixedWidthMeasurer()).paint(session.frame))

        #expect(texts.contains("EDIT MODE"))
        #expect(texts.contains("A.frame = [100, 100, 200, 200]"))
        #expect(texts.contains { $0.contains("Shift+drag: into a view") })
        #expect(texts.contains { $0.hasPrefix("A add subview · Del delete") })
    }
}
