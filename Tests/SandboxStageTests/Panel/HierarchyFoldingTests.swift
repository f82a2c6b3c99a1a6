import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// HIERARCHY's folding: UIKit's private containers dimmed with a triangle, a folded row counting
/// what it holds, the hit-test view's path never hidden, and nothing but the outline changed.
@Suite("HIERARCHY: dimmed containers and folding")
struct HierarchyFoldingTests {
    static let scene = """
    root:
      controller: ViewController
      view:
        name: root
        frame: [0, 0, 400, 400]
        subviews:
          - name: transition
            class: UITransitionView
            frame: [0, 0, 400, 400]
            subviews:
              - name: wrapper
                class: UIViewControllerWrapperView
                frame: [0, 0, 400, 400]
                subviews:
                  - {name: list, frame: [0, 0, 400, 200], color: skyblue}
                  - {name: button, frame: [0, 200, 400, 200], color: orange}
          - {name: shadow, class: _UIBarBackground, frame: [0, 0, 10, 10]}
    """

    private func session() throws -> SandboxSession {
        let scene = try LoadedScene.load(text: Self.scene, file: "scene.yaml")
        return SandboxSession(scene: scene, url: URL(fileURLWithPath: "/tmp/scene.yaml"), name: "scene", catalog: nil)
    }

    /// The panel's words (the canvas names every view whatever the outline does).
    private func texts(_ session: SandboxSession) -> [String] {
        var list = DisplayList()
        PanelPainter(frame: session.frame, measurer: FixedWidthMeasurer()).paint(into: &list)
        return StageFixtures.texts(in: list)
    }

    @Test func uikitsContainersAndUnderscoreClassesAreTheOnesDimmed() throws {
        // Precondition: the outline of the scene.
        let session = try session()

        // Action: take the frame.
        let entries = session.frame.hierarchy

        // Assertion: the two listed containers and the `_` class are private; the app's views are not.
        let dimmed = Set(entries.filter(\.isPrivateContainer).map(\.name))
        #expect(dimmed == ["transition", "wrapper", "shadow"])
        #expect(HierarchyOutline.isPrivateContainer(className: "UILayoutContainerView"))
        #expect(HierarchyOutline.isPrivateContainer(className: "UINavigationTransitionView"))
        #expect(HierarchyOutline.isPrivateContainer(className: "UIDropShadowView"))
        #expect(!HierarchyOutline.isPrivateContainer(className: "UIView"))
    }

    @Test func aFoldedRowHidesWhatItHoldsAndCountsIt() throws {
        // Precondition: nothing folded; every row listed.
        let session = try session()
        #expect(texts(session).contains("list"))

        // Action: O on the selected transition view.
        session.viewer.select("transition")
        session.perform(.toggleFold)

        // Assertion: its three views are gone from the outline and counted on its row; O again lists them.
        let folded = texts(session)
        #expect(!folded.contains("list") && !folded.contains("wrapper") && !folded.contains("button"))
        #expect(folded.contains("3 views inside"))
        #expect(folded.contains("►"))
        session.perform(.toggleFold)
        #expect(texts(session).contains("list"))
    }

    @Test func theHitTestViewsPathUnfoldsThroughAFold() throws {
        // Precondition: a tap on button, then transition folded and the selection gone.
        let session = try session()
        StageFixtures.tap(session, 100, 300)
        session.finishAnimations()
        session.viewer.select("transition")
        session.perform(.toggleFold)
        session.viewer.select(nil)

        // Action: take the outline's rows.
        let shown = HierarchyOutline.shown(session.frame.hierarchy, folded: session.viewer.foldedOutline, kept: ["button"])

        // Assertion: the path to button stays (wrapper, button), its sibling list does not.
        let names = shown.map(\.entry.name)
        #expect(names.contains("wrapper") && names.contains("button"))
        #expect(!names.contains("list"))
        #expect(shown.first { $0.entry.name == "transition" }?.isFolded == true)
        #expect(texts(session).contains("button"))
        #expect(!texts(session).contains("list"))
    }

    @Test func foldingChangesNeitherTheCanvasNorTheTrace() throws {
        // Precondition: a tap, and the canvas and trace drawn unfolded.
        let session = try session()
        StageFixtures.tap(session, 100, 300)
        session.finishAnimations()
        var before = DisplayList()
        CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer()).paint(into: &before)
        let steps = session.history.recorder.steps

        // Action: fold the transition view.
        session.viewer.toggleFold("transition")

        // Assertion: the canvas's commands and the trace are the same.
        var after = DisplayList()
        CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer()).paint(into: &after)
        #expect(after.commands == before.commands)
        #expect(session.history.recorder.steps == steps)
    }

    @Test func aClickOnTheTriangleFoldsAndAClickOnTheNameSelects() throws {
        // Precondition: the transition view's row in the panel.
        let session = try session()
        let measurer = FixedWidthMeasurer()
        let row = try #require(session.viewer.panelRow(of: "transition", measurer: measurer))
        let depth = try #require(session.frame.hierarchy.first { $0.name == "transition" }).depth
        let indent = PanelStyle(layout: session.layout, measurer: measurer).left + Double(depth) * session.layout.size(14)

        // Action: a click on the triangle at the row's left.
        let hit = session.viewer.panelClick(at: CGPoint(x: indent + 2, y: row.midY), measurer: measurer)

        // Assertion: folded, not selected; a click further right selects.
        #expect(hit == .panel)
        #expect(session.viewer.foldedOutline == ["transition"])
        #expect(session.viewer.selection == nil)
        let again = try #require(session.viewer.panelRow(of: "transition", measurer: measurer))
        #expect(session.viewer.panelClick(at: CGPoint(x: indent + 60, y: again.midY), measurer: measurer) == .responder("transition"))
    }

    @Test func anotherLessonStartsUnfolded() throws {
        // Precondition: lesson 01 with its root view folded.
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.viewer.toggleFold("root")

        // Action: the next lesson, which has a root view too.
        session.perform(.nextLesson)

        // Assertion: nothing is folded there.
        #expect(session.viewer.foldedOutline.isEmpty)
    }
}
