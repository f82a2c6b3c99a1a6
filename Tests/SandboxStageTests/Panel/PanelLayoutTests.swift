import Foundation
import ResponderCore
import SandboxScenes
import Testing
@testable import SandboxStage

/// The panel and the chrome as a class reads them: every text inside the window and its
/// pane, none on top of another, nothing cut without a cue, for every lesson after its
/// example input and at every step of its last animation, at two window sizes and a zoom.
@Suite("Panel layout: readable, whole, and nothing on top of anything")
struct PanelLayoutTests {
    static let measurer = FixedWidthMeasurer()
    static let configurations: [(size: CGSize, zoom: Double)] = [
        (CGSize(width: 1280, height: 800), 1), (CGSize(width: 1920, height: 1080), 1), (CGSize(width: 1280, height: 800), 1.5),
    ]

    struct PlacedText {
        var text: String
        var rect: CGRect
    }

    /// Each text command with the rectangle it covers, as the measurer sizes it.
    static func placedTexts(_ list: DisplayList) -> [PlacedText] {
        list.commands.compactMap { command in
            guard case .text(let text, let point, let size, _, let bold, let anchor) = command else { return nil }
            let width = measurer.width(of: text, size: size, bold: bold), height = measurer.lineHeight(size: size)
            let origin: CGPoint
            switch anchor {
            case .topLeft: origin = point
            case .center: origin = CGPoint(x: point.x - width / 2, y: point.y - height / 2)
            case .topRight: origin = CGPoint(x: point.x - width, y: point.y)
            case .bottomLeft: origin = CGPoint(x: point.x, y: point.y - height)
            case .left: origin = CGPoint(x: point.x, y: point.y - height / 2)
            }
            return PlacedText(text: text, rect: CGRect(origin: origin, size: CGSize(width: width, height: height)))
        }
    }

    static func panelTexts(_ session: SandboxSession) -> [PlacedText] {
        var list = DisplayList()
        PanelPainter(frame: session.frame, measurer: measurer).paint(into: &list)
        return placedTexts(list)
    }

    static func chromeTexts(_ session: SandboxSession) -> [PlacedText] {
        var list = DisplayList()
        ChromePainter(frame: session.frame, measurer: measurer).paint(into: &list)
        return placedTexts(list)
    }

    /// The lesson after its example input, as `render --lesson-events` draws it.
    static func playedLesson(_ id: String, size: CGSize, zoom: Double) throws -> SandboxSession {
        let session = try StageFixtures.session(id)
        session.viewer.viewportSize = size
        session.viewer.zoom = zoom
        session.viewer.playLessonEvents()
        session.finishAnimations()
        session.viewer.clearStatusMessage()
        return session
    }

    /// Whether `inner` lies within `outer`, give or take half a point (Foundation's own test
    /// compares a union exactly, which fractional points defeat).
    static func encloses(_ outer: CGRect, _ inner: CGRect) -> Bool {
        inner.minX >= outer.minX - 0.5 && inner.maxX <= outer.maxX + 0.5 && inner.minY >= outer.minY - 0.5 && inner.maxY <= outer.maxY + 0.5
    }

    static func problems(in session: SandboxSession, _ moment: String) -> [String] {
        var problems: [String] = []
        let layout = session.layout
        let window = CGRect(origin: .zero, size: layout.viewport)
        let panelArea = session.viewer.panelScroll.isLogWide ? layout.panel.union(layout.wideLog) : layout.panel
        let texts = panelTexts(session)
        for text in texts {
            if !encloses(panelArea, text.rect) { problems.append("\(moment): '\(text.text)' \(text.rect) leaves the panel \(layout.panel)") }
            if text.text.hasSuffix("…"), !text.text.hasSuffix("→ …"), !text.text.hasSuffix("hitTest…") { problems.append("\(moment): '\(text.text)' is cut") }
        }
        let chrome = chromeTexts(session)
        for text in chrome where !encloses(window, text.rect) {
            problems.append("\(moment): '\(text.text)' \(text.rect) leaves the window")
        }
        for bar in [layout.header, layout.status, layout.footer] {
            for text in chrome where bar.contains(CGPoint(x: text.rect.midX, y: text.rect.midY)) && !encloses(bar, text.rect) {
                problems.append("\(moment): '\(text.text)' sticks out of its bar \(bar)")
            }
        }
        let all = texts + chrome
        for (index, text) in all.enumerated() {
            for other in all[(index + 1)...] where text.rect.insetBy(dx: 0.5, dy: 0.5).intersects(other.rect.insetBy(dx: 0.5, dy: 0.5)) {
                problems.append("\(moment): '\(text.text)' overlaps '\(other.text)'")
            }
        }
        let cues = texts.filter { $0.text.contains("more below") || $0.text.contains("more above") || $0.text.contains("older above") || $0.text.contains("newer below") }
        let panel = PanelLayout(frame: session.frame, measurer: measurer)
        let hidden = panel.panes.filter { $0.overflows && (!panel.isLogWide || $0.kind == .log) }
        if cues.count != hidden.count { problems.append("\(moment): \(hidden.count) panes overflow but \(cues.count) cues say so") }
        return problems
    }

    @Test(arguments: StageFixtures.catalog.lessons.map(\.id))
    func everyLessonsPanelIsReadableAfterItsInputAndAtEveryStep(_ id: String) throws {
        for configuration in Self.configurations {
            let session = try Self.playedLesson(id, size: configuration.size, zoom: configuration.zoom)
            let moment = "\(id) \(Int(configuration.size.width))×\(Int(configuration.size.height)) zoom \(configuration.zoom)"

            var problems = Self.problems(in: session, "\(moment) end")
            session.history.replay()
            var step = 0
            while let current = session.history.timeline.current, current < session.history.timeline.steps.count - 1, step < 400 {
                problems += Self.problems(in: session, "\(moment) step \(current)")
                session.history.stepForward()
                step += 1
            }

            #expect(problems.isEmpty, "\(problems.prefix(8).joined(separator: "\n"))")
        }
    }

    @Test(arguments: configurations.indices)
    func theHelpOverlayFitsTheWindowWithItsLegend(_ index: Int) throws {
        let configuration = Self.configurations[index]
        let session = try Self.playedLesson("01-hit-testing-basics", size: configuration.size, zoom: configuration.zoom)
        session.perform(.toggleHelp)
        var list = DisplayList()
        HelpOverlayPainter(layout: session.layout, measurer: Self.measurer).paint(into: &list)

        let texts = Self.placedTexts(list)

        let window = CGRect(origin: .zero, size: session.layout.viewport)
        #expect(texts.allSatisfy { Self.encloses(window, $0.rect) })
        for (i, text) in texts.enumerated() {
            for other in texts[(i + 1)...] { #expect(!text.rect.insetBy(dx: 0.5, dy: 0.5).intersects(other.rect), "'\(text.text)' on '\(other.text)'") }
        }
        for entry in Legend.entries { #expect(texts.contains { $0.text == entry.meaning }) }
    }

    @Test(arguments: [(CGSize(width: 1024, height: 768), 2.0), (CGSize(width: 800, height: 600), 1.0), (CGSize(width: 640, height: 480), 0.5),
                      (CGSize(width: 3840, height: 2160), 3.0), (CGSize(width: 3840, height: 2160), 0.5)])
    func extremeWindowsAndZoomsKeepTheTextInTheWindow(_ size: CGSize, _ zoom: Double) throws {
        let session = try Self.playedLesson("14-nil-targeted-button", size: size, zoom: zoom)
        session.viewer.select("ViewController")
        session.perform(.toggleHelp)

        let list = StagePainter(measurer: Self.measurer).paint(session.frame)

        let window = CGRect(origin: .zero, size: size)
        let outside = Self.placedTexts(list).filter { !Self.encloses(window, $0.rect) && !$0.rect.intersects(session.layout.canvasArea) }
        #expect(outside.isEmpty, "\(outside.prefix(3).map(\.text))")
        let strays = Self.panelTexts(session).filter { !Self.encloses(session.layout.panel, $0.rect) }
        #expect(strays.isEmpty, "\(strays.prefix(3).map { "\($0.text) \($0.rect)" })")
    }

    @Test func theLessonAndTheStoryShareThePanelStoryFirst() {
        let whole = PanelLayout.share(600, lesson: 200, lessonFloor: 100, story: 300, storyPriority: 200)
        let storyFirst = PanelLayout.share(600, lesson: 400, lessonFloor: 100, story: 500, storyPriority: 300)
        let floorKept = PanelLayout.share(600, lesson: 400, lessonFloor: 100, story: 900, storyPriority: 800)

        #expect(whole == (200, 300))
        #expect(storyFirst == (300, 300), "the story's first sections fit whole; the lesson has the rest")
        #expect(floorKept == (100, 500), "the lesson keeps a few lines even when the story wants everything")
    }

    @Test func theWideLogCoversTheCanvasAndKeepsItsTextInside() throws {
        let session = try Self.playedLesson("14-nil-targeted-button", size: CGSize(width: 1280, height: 800), zoom: 1)

        session.perform(.toggleWideLog)

        let texts = Self.panelTexts(session)
        let heading = try #require(texts.first { $0.text == "LOG" })
        #expect(heading.rect.minX < session.layout.panel.minX, "the log starts over the canvas")
        #expect(Self.problems(in: session, "wide log").isEmpty)
        session.perform(.toggleWideLog)
        #expect(Self.panelTexts(session).first { $0.text == "LOG" }!.rect.minX >= session.layout.panel.minX)
    }
}
