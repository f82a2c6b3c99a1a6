import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// `scrollEnabled: false` holds for the wheel too: the wheel goes on to an enclosing scroll view.
@Suite("The wheel and a scroll view with scrolling off")
struct ScrollEnabledWheelTests {
    @Test func theWheelPassesOverAScrollViewWithScrollingOff() throws {
        // Precondition: an inner scroll view with scrolling off inside an outer one; both scroll vertically.
        let text = """
        root:
          controller: ViewController
          view:
            name: root
            frame: [0, 0, 800, 600]
            subviews:
              - name: outer
                frame: [100, 100, 500, 400]
                scroll: {contentSize: [500, 900]}
                subviews:
                  - name: inner
                    frame: [20, 20, 300, 200]
                    scroll: {contentSize: [300, 600], scrollEnabled: false}
        """
        let scene = try LoadedScene.load(text: text, file: "scene.yaml")
        let session = SandboxSession(scene: scene, url: URL(fileURLWithPath: "/tmp/scene.yaml"), name: "scene", catalog: nil)

        // Action: a vertical wheel turn over inner.
        let scrolled = session.history.scrollWheel(at: CGPoint(x: 200, y: 200), dx: 0, dy: 80)

        // Assertion: UIScrollView's isScrollEnabled false: inner stays put, and outer scrolls.
        #expect(scrolled)
        #expect((scene.view(named: "inner") as? UIScrollView)?.contentOffset == .zero)
        #expect((scene.view(named: "outer") as? UIScrollView)?.contentOffset == CGPoint(x: 0, y: 80))
    }
}
