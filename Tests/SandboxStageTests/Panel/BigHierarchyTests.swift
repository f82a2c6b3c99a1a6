import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// HIERARCHY on a scene of 2,001 views: every row is counted, only the rows the pane shows are
/// measured and drawn, and scrolling and clicks still find the row that is drawn.
@Suite("HIERARCHY: a 2,001-view scene")
struct BigHierarchyTests {
    /// A root with 200 cells in rows of ten, each a 3 × 3 grid of small views: 2,001 views.
    static let scene: String = {
        var lines = ["size: [1000, 1400]", "root:", "  controller: ViewController", "  view:",
                     "    name: root", "    frame: [0, 0, 1000, 1400]", "    color: white", "    subviews:"]
        for cell in 0..<200 {
            lines.append("      - name: c\(cell)")
            lines.append("        frame: [\(cell % 10 * 100), \(cell / 10 * 70), 100, 70]")
            lines.append("        subviews:")
            for item in 0..<9 {
                lines.append("          - {name: v\(cell)_\(item), frame: [\(item % 3 * 33), \(item / 3 * 23), 33, 23], color: white}")
            }
        }
        return lines.joined(separator: "\n")
    }()

    private let measurer = FixedWidthMeasurer()

    /// The scene after a tap at (520, 730): cell c105, its view v105_3 the hit-test view.
    private func session() throws -> SandboxSession {
        let scene = try LoadedScene.load(text: Self.scene, file: "grid.yaml")
        let session = SandboxSession(scene: scene, url: URL(fileURLWithPath: "/tmp/grid.yaml"), name: "grid", catalog: nil)
        StageFixtures.tap(session, 520, 730)
        session.finishAnimations()
        return session
    }

    /// HIERARCHY's row of `name` in the story pane, with its top, when the pane draws it
    /// (the chain's rows name responders too, above it).
    private func hierarchyRow(_ name: String, in session: SandboxSession) throws -> (row: PanelRow, top: Double)? {
        let story = try #require(PanelLayout(frame: session.frame, measurer: measurer).pane(.story))
        let heading = try #require(story.rows.firstIndex { row in
            row.commands.contains { if case .text("HIERARCHY", _, _, _, _, _) = $0 { return true }; return false }
        })
        let index = try #require(story.rows.indices.first { $0 > heading && story.rows[$0].responder == name })
        let (row, top) = story.placedRows[index]
        let view = story.viewport
        return top >= view.minY - 0.5 && top + row.height <= view.maxY + 0.5 ? (row, top) : nil
    }

    /// Scrolls the story pane down until HIERARCHY's row of `name` is drawn (at most the whole outline).
    @discardableResult
    private func scroll(_ session: SandboxSession, toRowOf name: String) throws -> (row: PanelRow, top: Double) {
        let story = try #require(PanelLayout(frame: session.frame, measurer: measurer).pane(.story))
        let point = CGPoint(x: story.rect.midX, y: story.rect.midY)
        for _ in 0..<1_000 {
            if let found = try hierarchyRow(name, in: session) { return found }
            session.viewer.scrollPanel(at: point, lines: 8, measurer: measurer)
        }
        return try #require(try hierarchyRow(name, in: session))
    }

    @Test func pastThirtyViewsEveryRowButTheSelectedOneIsOneLine() throws {
        // Precondition: 40 deep views with long names, interaction off and hidden, as an import
        // of an app prints them; a tap, and one of them selected.
        var lines = ["size: [800, 600]", "root:", "  controller: ViewController", "  view:", "    name: root", "    frame: [0, 0, 800, 600]", "    subviews:"]
        var indent = "      "
        for level in 0..<40 {
            lines.append(indent + "- name: UITableViewCellContentViewWrapper\(level)")
            lines.append(indent + "  frame: [1, 1, \(700 - level * 10), \(500 - level * 10)]")
            lines.append(indent + "  userInteractionEnabled: \(level % 3 == 0 ? "false" : "true")")
            lines.append(indent + "  clipsToBounds: true")
            lines.append(indent + "  subviews:")
            indent += "    "
        }
        lines.append(indent + "- {name: leaf, frame: [0, 0, 10, 10]}")
        let scene = try LoadedScene.load(text: lines.joined(separator: "\n"), file: "deep.yaml")
        let session = SandboxSession(scene: scene, url: URL(fileURLWithPath: "/tmp/deep.yaml"), name: "deep", catalog: nil)
        StageFixtures.tap(session, 300, 300)
        session.finishAnimations()
        session.viewer.select("UITableViewCellContentViewWrapper20")

        // Action: HIERARCHY's rows.
        let style = PanelStyle(layout: session.layout, measurer: measurer)
        let section = HierarchySection(frame: session.frame, episode: session.frame.episode, style: style)
        let rows = section.rows().filter { $0.responder != nil }
        let line = style.lineHeight(style.bodySize) + style.layout.size(2)

        // Assertion: one line each, marks cut with "…" where they do not fit; the selected row whole.
        #expect(rows.count > 40)
        for row in rows where row.responder != "UITableViewCellContentViewWrapper20" {
            #expect(row.height == line, "\(row.responder ?? "")")
            for case .text(_, let point, _, _, _, _) in row.commands { #expect(point.y < line, "\(row.responder ?? "")") }
        }
        let selected = try #require(rows.first { $0.responder == "UITableViewCellContentViewWrapper20" })
        #expect(selected.height > line, "the selected row keeps every mark, on lines under its name")
        #expect(rows.contains { row in row.commands.contains { if case .text(let text, _, _, _, _, _) = $0 { return text.hasSuffix("…") }; return false } })
    }

    @Test func theRowsDrawnAreWhereMeasuringEveryRowPutsThem() throws {
        // Precondition: HIERARCHY's first cells scrolled into view, every row before them measured.
        let session = try session()
        try scroll(session, toRowOf: "c0")

        // Action: lay the panel out as it is painted, and again with every row measured, as
        // the outline was before it counted the rows it does not show.
        let story = try #require(PanelLayout(frame: session.frame, measurer: measurer).pane(.story))
        let section = HierarchySection(frame: session.frame, episode: session.frame.episode,
                                       style: PanelStyle(layout: session.layout, measurer: measurer))
        let names = session.frame.hierarchy.map(\.name)
        let everyRow = try story.rows.map { row in
            row.isEstimated ? section.row(at: try #require(names.firstIndex(of: row.responder ?? ""))) : row
        }
        let whole = PanelPane(kind: .story, rect: story.rect, rows: everyRow, offset: session.viewer.panelScroll.story, cueHeight: story.cueHeight)

        // Assertion: the same rows at the same places with the same drawing; only those near
        // the pane measured, though all 2,002 responders (the controller too) are counted.
        let drawn = story.visibleRows.map { ($0.row.responder, $0.top, $0.row.commands) }
        let expected = whole.visibleRows.map { ($0.row.responder, $0.top, $0.row.commands) }
        #expect(drawn.count == expected.count)
        for (one, other) in zip(drawn, expected) {
            #expect(one.0 == other.0 && one.1 == other.1 && one.2 == other.2)
        }
        #expect(drawn.contains { $0.0 == "c0" })
        #expect(story.visibleRows.allSatisfy { !$0.row.isEstimated })
        #expect(story.rows.filter { $0.responder != nil && names.contains($0.responder ?? "") }.count >= 2_002)
        #expect(story.rows.filter(\.isEstimated).count > 1_900)
    }

    @Test func rowsFarDownAreMeasuredWhenScrolledToInOutlineOrder() throws {
        // Precondition: the outline scrolled to a row in the middle of it.
        let session = try session()
        try scroll(session, toRowOf: "v150_4")

        // Action: lay the panel out as it is painted.
        let story = try #require(PanelLayout(frame: session.frame, measurer: measurer).pane(.story))
        let shown = story.visibleRows.compactMap(\.row.responder)

        // Assertion: a run of the outline's rows, in its order, each measured and drawing its name.
        let names = session.frame.hierarchy.map(\.name)
        let start = try #require(names.firstIndex(of: shown[0]))
        #expect(shown.count > 5 && shown.count < 100)
        #expect(Array(names[start..<(start + shown.count)]) == shown)
        #expect(shown.contains("v150_4"))
        for (row, _) in story.visibleRows {
            #expect(!row.isEstimated)
            let texts = row.commands.compactMap { command -> String? in
                if case .text(let text, _, _, _, _, _) = command { return text }
                return nil
            }
            #expect(texts.contains(row.responder ?? ""))
        }
    }

    @Test func aClickOnADrawnRowSelectsItsResponder() throws {
        // Precondition: the row of v150_4, far down the outline, scrolled into view.
        let session = try session()
        let (row, top) = try scroll(session, toRowOf: "v150_4")

        // Action: a click on its name.
        let hit = session.viewer.panelClick(at: CGPoint(x: session.layout.panel.midX, y: top + row.height / 2), measurer: measurer)

        // Assertion: that responder is selected, and its row (back in view) is lit as the selection.
        #expect(hit == .responder("v150_4"))
        #expect(session.viewer.selection == "v150_4")
        let lit = try scroll(session, toRowOf: "v150_4").row
        #expect(lit.commands.contains { if case .fill(_, let color) = $0 { return color == Palette.blue.withAlpha(110) }; return false })
    }

    @Test func theHitTestViewsRowCarriesItsMark() throws {
        // Precondition: the tapped view's row scrolled into view.
        let session = try session()

        // Action: scroll HIERARCHY to it.
        let row = try scroll(session, toRowOf: "v105_3").row

        // Assertion: the row says it is the hit-test view.
        #expect(row.commands.contains { if case .text("◎ hit-test view", _, _, _, _, _) = $0 { return true }; return false })
    }
}
