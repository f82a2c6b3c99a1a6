import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// A right-click on an imported dump picks the view the user sees under the pointer. A dump
/// prints no colour for most views, and the sandbox draws every such view grey, so a cell's
/// contentView is drawn over the button behind it; in the app it is clear, and the button is
/// what the developer right-clicks.
@Suite("Right-click on a dump: the view meant")
struct RightClickOnDumpTests {
    static let dumps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Dumps")

    static func session(_ dump: String) throws -> SandboxSession {
        let url = dumps.appendingPathComponent(dump)
        return SandboxSession(scene: try LoadedScene.load(contentsOf: url), url: url, name: dump, catalog: nil)
    }

    @Test func aButtonUnderACellsContentViewIsChosenAndTheContentViewIsNamedInFront() throws {
        // Precondition: the table dump whose Remove buttons were added to the cell itself,
        // behind the cell's full-size contentView (no colour printed for either). The first
        // row's button is at (291, 91, 68, 34) on the screen (the table's offset is -64); its
        // label Remove at (299, 98, 52, 20).
        let session = try Self.session("cell-content-view-covers.txt")

        // Action: a right-click on the label, then Y; a right-click on the button beside its label.
        session.viewer.selectDrawnView(at: CGPoint(x: 325, y: 108), in: session.frame.placements)
        let onLabel = session.viewer.selection
        session.perform(.askWhy)
        session.viewer.selectDrawnView(at: CGPoint(x: 294, y: 94), in: session.frame.placements)
        let besideLabel = session.viewer.selection

        // Assertion: the button's label and the button are chosen, not the contentView or the
        // list view inside it; the answer is about the button and says the contentView's list
        // view in front takes the touch.
        #expect(onLabel == "Remove" && besideLabel == "UIButton-f890")
        let answer = try #require(session.viewer.why)
        #expect(answer.view == "UIButton-f890" && !answer.gets)
        #expect(answer.reasons.first?.kind == .covered && answer.reasons.first?.view == "UIListContentView-0590")
        #expect(answer.reasons.first?.detail.contains("inside UITableViewCellContentView-00d0, which lies in front of UIButton-f890") == true)
    }

    /// The dump's views as the window draws them, what it says they draw, and the right-click's
    /// choice at each point (screen points).
    static func choices(_ dump: String, at points: [CGPoint]) throws -> (drawing: ViewDrawing, chosen: [String?]) {
        let scene = try LoadedScene.load(contentsOf: dumps.appendingPathComponent(dump))
        let drawing = ViewDrawing(document: scene.document)
        let placements = ViewPlacement.placements(inWindowsOf: scene.application)
        return (drawing, points.map { Viewer.frontmostDrawn(at: $0, in: placements, drawing: drawing)?.name })
    }

    @Test func whatADumpDrawsIsStillChosenOverWhatIsBehindIt() throws {
        // Precondition: the same dump.
        // Action: the choice at the first row's text, and at an empty part of the row.
        let (drawing, chosen) = try Self.choices("cell-content-view-covers.txt", at: [CGPoint(x: 60, y: 108), CGPoint(x: 200, y: 140)])
        let (onText, onRow) = (chosen[0], chosen[1])

        // Assertion: the label showing Blue Mug is chosen where its text is; elsewhere the
        // frontmost view that draws (the cell's background view, a UIKit drawing class), not the
        // clear contentView or list view; the containers are the ones taken to be clear.
        #expect(onText == "Blue_Mug-2")
        #expect(onRow == "_UISystemBackgroundView-f410")
        #expect(drawing.likelyClear.isSuperset(of: ["UITableViewCellContentView-00d0", "UIListContentView-0590"]))
        #expect(!drawing.likelyClear.contains("UIButton-f890") && !drawing.likelyClear.contains("Blue_Mug"))
        #expect(drawing.showingText.isSuperset(of: ["Blue_Mug", "Blue_Mug-2", "Remove"]))
    }

    @Test func aNavigationBarIsDrawnAndItsContentViewIsNot() throws {
        // Precondition: a console session's dump: a navigation bar (no colour printed) whose
        // full-size content view holds the title label, over the controller's view.
        // Action: the choice on the bar beside its title, and on the Send button's middle.
        let (drawing, chosen) = try Self.choices("console-session.txt", at: [CGPoint(x: 40, y: 70), CGPoint(x: 334, y: 442)])
        let (onBar, onSend) = (chosen[0], chosen[1])

        // Assertion: the bar (a UIKit class that draws) is chosen, not its clear content view; the
        // label showing Send is chosen on the button.
        #expect(onBar == "UINavigationBar-f000" && onSend == "Send")
        #expect(drawing.likelyClear.contains("_UINavigationBarContentView-0000") && !drawing.likelyClear.contains("UINavigationBar-f000"))
    }

    @Test func aSceneFilesGreyViewIsDrawnAndTakenAsDrawn() throws {
        // Precondition: a hand-written scene (no addresses): a grey view over a button.
        let yaml = """
        root:
          controller: ViewController
          view:
            name: root
            frame: [0, 0, 400, 400]
            subviews:
              - {name: Buy, frame: [100, 100, 120, 44], color: blue, control: {action: "buy:"}}
              - {name: cover, frame: [0, 0, 400, 400]}
        """
        let scene = try LoadedScene.load(text: yaml, file: "grey.yaml")

        // Action: the choice on the button.
        let chosen = Viewer.frontmostDrawn(at: CGPoint(x: 150, y: 120), in: ViewPlacement.placements(inWindowsOf: scene.application),
                                           drawing: ViewDrawing(document: scene.document))?.name

        // Assertion: the scene says the cover is grey, and grey it is drawn: it is chosen.
        #expect(chosen == "cover")
    }
}
