import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// A view whose frame is a YAML alias of another's cannot be moved by editing the file: the
/// drag is refused at the press, saying why, rather than moving the view on screen and
/// putting it back at the release.
@Suite("Dragging a view whose frame is an alias")
struct AliasedFrameDragTests {
    static let text = """
    root:
      controller: ViewController
      view:
        name: root
        frame: [0, 0, 800, 600]
        subviews:
          - {name: A, frame: &card [100, 100, 200, 200], color: blue}
          - {name: B, frame: *card, transform: {translate: [300, 0]}, color: green}

    """

    @Test func thePressSaysWhyAndTheViewStays() throws {
        // Precondition: edit mode on the scene, B's frame an alias of A's.
        let (session, url) = try EditModeSessionTests.session(Self.text)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        session.perform(.toggleEditMode)

        // Action: press on B (drawn 300 points right of A) and drag.
        session.studio.beginEditDrag(at: EditModeSessionTests.window(session, 500, 200), reparenting: false)
        session.studio.continueEditDrag(to: EditModeSessionTests.window(session, 550, 250))

        // Assertion: no drag, B where it was, and the reason on the status line.
        #expect(session.studio.editDrag == nil)
        #expect(session.scene.view(named: "B")?.frame == CGRect(x: 400, y: 100, width: 200, height: 200), "drawn where its translation puts it")
        #expect(session.viewer.statusMessage == "B cannot be moved here: B.frame is a YAML alias of a value written elsewhere; give B its own frame in the file to edit it")
    }

    @Test func theAnchorsOwnerStillMoves() throws {
        // Precondition
        let (session, url) = try EditModeSessionTests.session(Self.text)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        session.perform(.toggleEditMode)

        // Action: press on A.
        session.studio.beginEditDrag(at: EditModeSessionTests.window(session, 150, 150), reparenting: false)

        // Assertion: A's drag begins.
        #expect(session.studio.editDrag?.view == "A")
    }
}
