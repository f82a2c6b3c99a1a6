import Foundation
import Testing
@testable import SandboxStage

/// The status bar's zoom is the one the teacher set, the same number Ctrl+0 and the zoom keys say.
@Suite("Status bar: the zoom asked for")
struct StatusBarZoomTests {
    static func statusTexts(_ session: SandboxSession) -> [String] {
        var list = DisplayList()
        ChromePainter(frame: session.frame, measurer: FixedWidthMeasurer()).paint(into: &list)
        return StageFixtures.texts(in: list)
    }

    @Test func aProjectorsWindowAtItsDefaultSizeShowsNoZoom() throws {
        // Precondition: a 1920×1080 window, which enlarges the canvas by itself (about ×1.35).
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.viewer.viewportSize = CGSize(width: 1920, height: 1080)
        #expect(session.frame.zoom > 1.3)

        // Action: draw the bars.
        let texts = Self.statusTexts(session)

        // Assertion: no zoom is claimed, as Ctrl+0 says ×1.
        #expect(!texts.contains { $0.contains("zoom ×") }, "\(texts)")
    }

    @Test func aZoomSetByTheKeysIsShownAsTheKeysSayIt() throws {
        // Precondition: the same window.
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.viewer.viewportSize = CGSize(width: 1920, height: 1080)

        // Action: zoom to ×1.5.
        session.viewer.setZoom(1.5)
        let texts = Self.statusTexts(session)

        // Assertion: the status bar says ×1.5, as the zoom's message does.
        #expect(session.viewer.statusMessage == "Zoom ×1.5")
        #expect(texts.contains { $0.contains("zoom ×1.5") && !$0.contains("zoom ×1.5.") && !$0.contains("zoom ×2") }, "\(texts)")
    }
}
