import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// Level of detail on the flat canvas: a real app's screen of hundreds of views names a view
/// where its name fits on it, always names the views the input is about, and draws no leader
/// line for any other; a lesson names every view.
@Suite("Canvas: level of detail")
struct LevelOfDetailTests {
    /// A root holding `cells` cells of 100 × 70 points in rows of ten, a footer of root's own
    /// below them, each cell a 3 × 3 grid of 30 × 20 views a few points apart: table cells
    /// with their labels, too small for most names.
    static func gridScene(cells: Int, labelsTakeTouches: Bool = true) throws -> SandboxSession {
        let height = (cells + 9) / 10 * 70 + 60
        var lines = ["title: grid", "size: [1000, \(height)]", "root:", "  controller: ViewController", "  view:",
                     "    name: root", "    frame: [0, 0, 1000, \(height)]", "    color: white", "    subviews:"]
        for cell in 0..<cells {
            lines.append("      - name: c\(cell)")
            lines.append("        frame: [\((cell % 10) * 100), \((cell / 10) * 70), 100, 70]")
            lines.append("        color: \(["orange", "blue", "green", "yellow"][cell % 4])")
            lines.append("        subviews:")
            for item in 0..<9 {
                lines.append("          - {name: v\(cell)_\(item), frame: [\((item % 3) * 33 + 2), \((item / 3) * 23 + 1), 30, 20], color: white\(labelsTakeTouches ? "" : ", userInteractionEnabled: false")}")
            }
        }
        let scene = try LoadedScene.load(text: lines.joined(separator: "\n"), file: "grid.yaml")
        return SandboxSession(scene: scene, url: URL(fileURLWithPath: "/tmp/grid.yaml"), name: "grid", catalog: nil)
    }

    static func labels(_ session: SandboxSession) -> SceneLabelLayout {
        var list = DisplayList()
        return CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer()).paint(into: &list)
    }

    @Test(arguments: [(CGSize(width: 1280, height: 800), 1.0), (CGSize(width: 1920, height: 1080), 1.0), (CGSize(width: 1280, height: 800), 2.0)])
    func threeHundredViewsNameWhatFitsAndWhatTheInputIsAbout(viewport: CGSize, zoom: Double) throws {
        // Precondition: 301 views, a tap on the middle label of cell 15 (row 1, column 5).
        let session = try Self.gridScene(cells: 30)
        session.viewer.viewportSize = viewport
        session.viewer.zoom = zoom
        #expect(session.frame.placements.count == 301)

        StageFixtures.tap(session, 550, 100)
        session.finishAnimations()
        let labels = Self.labels(session)

        let report = CanvasLayoutReport(frame: session.frame, measurer: FixedWidthMeasurer())
        #expect(report.problems.isEmpty, "\(report.problems)")
        for name in ["v15_4", "c15", "root"] {
            #expect(labels.names[name] != nil, "\(name) is on the hit-test path and must be named")
        }
        let loose = labels.names.values.filter { !$0.isInside && !labels.mustName($0.text) }
        #expect(loose.isEmpty, "named outside without being on the path: \(loose.map(\.text))")
        #expect(labels.names.values.filter { $0.leader != nil }.count <= 3)
    }

    @Test func aVisitNumberOfThreeDigitsFitsItsBadge() throws {
        // Precondition: 1,201 views; a tap on cell 0, whose views hitTest asks after c0's 119 siblings.
        let session = try Self.gridScene(cells: 120)
        StageFixtures.tap(session, 50, 34)
        session.finishAnimations()
        #expect((session.frame.episode.visits["c0"]?.order ?? 0) >= 100)
        // A projector's window: at 1280×800 the crowded corner leaves the tags no room within reach.
        session.viewer.viewportSize = CGSize(width: 1920, height: 1080)

        var list = DisplayList()
        CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer()).paint(into: &list)

        // Some tag of the hit-test path with three digits is drawn (one with no room within a
        // leader's reach on so crowded a canvas is left out).
        let orders = session.frame.episode.visits.values.map(\.order).filter { $0 >= 100 }.sorted()
        let order = try #require(orders.first { Self.hasBadge(of: $0, in: list) }, "no three-digit tag drawn")
        let wide = try Self.badge(of: order, in: list)
        #expect(FixedWidthMeasurer().width(of: String(order), size: wide.size, bold: true) < wide.rect.width)
        // Two digits still fit the square: cell 15 of thirty is asked after its 14 later siblings.
        let smaller = try Self.gridScene(cells: 30)
        StageFixtures.tap(smaller, 550, 100)
        smaller.finishAnimations()
        let twoDigits = try #require(smaller.frame.episode.visits["c15"]?.order)
        #expect((10...99).contains(twoDigits))
        var smallerList = DisplayList()
        CanvasPainter(frame: smaller.frame, measurer: FixedWidthMeasurer()).paint(into: &smallerList)
        let square = try Self.badge(of: twoDigits, in: smallerList)
        #expect(square.rect.width == square.rect.height)
    }

    static func hasBadge(of order: Int, in list: DisplayList) -> Bool {
        list.commands.contains { command in
            if case .text(String(order), _, _, _, _, .center) = command { return true }
            return false
        }
    }

    /// The black badge a visit's call-order number is drawn on, and the number's text size.
    static func badge(of order: Int, in list: DisplayList) throws -> (rect: CGRect, size: Double) {
        let commands = list.commands
        let index = try #require(commands.firstIndex { command in
            if case .text(String(order), _, _, _, _, .center) = command { return true }
            return false
        })
        guard case .fill(let badge, Palette.ink) = commands[index - 1], case .text(_, _, let size, _, _, _) = commands[index] else {
            throw BadgeMissing()
        }
        return (badge, size)
    }

    struct BadgeMissing: Error {}

    @Test func theSelectionIsNamedWhereverItIs() throws {
        let session = try Self.gridScene(cells: 30)
        #expect(Self.labels(session).names["v3_4"] == nil)

        session.viewer.select("v3_4")

        #expect(Self.labels(session).names["v3_4"] != nil)
    }

    @Test func aLessonSizedSceneNamesEveryView() throws {
        // Precondition: 21 views, no level of detail.
        let session = try Self.gridScene(cells: 2)
        #expect(session.frame.placements.count <= SceneLabelLayout.everyNameLimit)

        let labels = Self.labels(session)

        // Assertion: every view must be named; its eighteen 30 × 20 labels packed side by side
        // leave a name or two no room within a leader's reach, and those are left to the
        // outline and the hover card rather than carried across the scene.
        #expect(labels.alwaysNamed == nil)
        #expect(labels.names.count >= session.frame.placements.count - 3)
        #expect(labels.names.values.allSatisfy { name in
            name.leader.map { hypot($0.to.x - $0.from.x, $0.to.y - $0.from.y) <= labels.placer.leaderBound } ?? true
        })
    }

    @Test func everyLessonIsNamedWhole() throws {
        for lesson in StageFixtures.catalog.lessons {
            let session = try StageFixtures.session(lesson.id)
            #expect(session.frame.placements.count <= SceneLabelLayout.everyNameLimit, "\(lesson.id) would lose names to level of detail")
        }
    }

    @Test func visitsOffThePathAreTaggedOnlyOnTheirViews() throws {
        let session = try Self.gridScene(cells: 30)
        StageFixtures.tap(session, 550, 100)
        session.finishAnimations()

        var list = DisplayList()
        _ = CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer()).paint(into: &list)

        // Every hitTest visit is drawn, but only the tags of the path (the window, root, c15,
        // v15_4, the hit-test view's and the chain's) may hang on a leader line: a leader is a
        // 2-point ink line; the chain's arrows are polylines. Before level of detail, 115.
        let leaders = list.commands.filter { if case .line(_, _, Palette.ink, 2) = $0 { return true } else { return false } }
        #expect(leaders.count <= 6)
    }

    @Test func flagsOffThePathStayOnTheirViewsOrAreLeftOut() throws {
        // Precondition: 270 labels with interaction off, each flag a chip "interaction off".
        let session = try Self.gridScene(cells: 30, labelsTakeTouches: false)
        StageFixtures.tap(session, 550, 100)
        session.finishAnimations()

        var list = DisplayList()
        _ = CanvasPainter(frame: session.frame, measurer: FixedWidthMeasurer()).paint(into: &list)

        let chips = StageFixtures.texts(in: list).filter { $0 == "interaction off" }
        let leaders = list.commands.filter { if case .line(_, _, Palette.ink, 2) = $0 { return true } else { return false } }
        #expect(chips.count < 270)
        #expect(leaders.count <= 6)
        let report = CanvasLayoutReport(frame: session.frame, measurer: FixedWidthMeasurer())
        #expect(report.problems.isEmpty, "\(report.problems)")
    }
}
