import Foundation
import ResponderCore
import SandboxScenes
import Testing
@testable import SandboxStage

/// What a still picture must show without scrolling: a lesson's whole input with both cases
/// of a comparison, and the selection's properties; and the bands over the canvas's top
/// covering none of the canvas's names and tags.
@Suite("Above the fold: LESSON INPUT, SELECTED and the bands over the canvas")
struct AboveTheFoldTests {
    static let sizes = [CGSize(width: 1280, height: 800), CGSize(width: 1920, height: 1080)]
    static let lessonsWithInput = PredictFirstTests.lessonsWithInput
    static let allLessons = StageFixtures.catalog.lessons.map(\.id)

    static func panelTexts(_ session: SandboxSession) -> [String] {
        var list = DisplayList()
        PanelPainter(frame: session.frame, measurer: FixedWidthMeasurer()).paint(into: &list)
        return StageFixtures.texts(in: list)
    }

    static func texts(of rows: [PanelRow]) -> [String] {
        var list = DisplayList()
        for row in rows { for command in row.commands { list.append(command) } }
        return StageFixtures.texts(in: list)
    }

    @Test(arguments: lessonsWithInput, sizes)
    func theWholeLessonInputIsOnScreenInTheFinalPicture(lesson: String, size: CGSize) throws {
        // Precondition: the lesson's input played to its end, as `render --lesson-events` draws it.
        let session = try PanelLayoutTests.playedLesson(lesson, size: size, zoom: 1)

        // Action
        let drawn = Self.panelTexts(session)

        // Assertion: every line of LESSON INPUT is drawn, the last two commands' among them.
        let style = PanelStyle(layout: session.layout, measurer: FixedWidthMeasurer())
        let section = Self.texts(of: LessonInputSection(frame: session.frame, style: style).rows())
        #expect(section.contains("LESSON INPUT"))
        let missing = section.filter { !drawn.contains($0) }
        #expect(missing.isEmpty, "\(lesson) at \(Int(size.width))×\(Int(size.height)): below the fold: \(missing)")
    }

    @Test(arguments: allLessons, sizes)
    func theSelectionsPropertiesAreOnScreenAfterAnInput(lesson: String, size: CGSize) throws {
        // Precondition: a tap in the middle of the scene, as `render --tap X,Y --select VIEW` draws it.
        let session = try StageFixtures.session(lesson)
        session.viewer.viewportSize = size
        let scene = session.scene.document.size
        StageFixtures.tap(session, Double(scene.width) / 2, Double(scene.height) / 2)
        session.finishAnimations()
        let hitTestView = session.history.timeline.steps.compactMap { step -> String? in
            if case .hitTestReturn(UIWindow.windowName, let result) = step { return result }
            return nil
        }.first
        let selected = hitTestView ?? session.scene.window.rootViewController?.view.name ?? UIWindow.windowName

        // Action
        session.viewer.select(selected)
        let drawn = Self.panelTexts(session)

        // Assertion
        let style = PanelStyle(layout: session.layout, measurer: FixedWidthMeasurer())
        let section = Self.texts(of: SelectionSection(frame: session.frame, style: style).rows())
        #expect(section.contains { $0.hasPrefix("SELECTED") })
        let missing = section.filter { !drawn.contains($0) }
        #expect(missing.isEmpty, "\(lesson) at \(Int(size.width))×\(Int(size.height)), \(selected) selected: below the fold: \(missing)")
    }

    /// The canvas's texts that reach into the band at its top.
    static func canvasTextsUnder(band height: Double, in session: SandboxSession) -> [String] {
        let layout = session.layout
        let band = CGRect(x: layout.canvasArea.minX, y: layout.canvasArea.minY, width: layout.canvasArea.width, height: height)
        var list = DisplayList()
        CanvasPainter(frame: session.frame, measurer: PanelLayoutTests.measurer).paint(into: &list)
        return PanelLayoutTests.placedTexts(list).filter { $0.rect.intersects(band.insetBy(dx: 0, dy: 0.5)) }.map(\.text)
    }

    @Test(arguments: allLessons, sizes)
    func theLessonBannerCoversNoNameOrTag(lesson: String, size: CGSize) throws {
        let session = try StageFixtures.session(lesson)
        session.viewer.viewportSize = size
        session.viewer.startLessonInput(try EventScript.parse("wait 0.1", file: "t"))

        let covered = Self.canvasTextsUnder(band: LessonBannerPainter.height(zoom: session.layout.zoom), in: session)

        #expect(covered.isEmpty, "\(lesson) at \(Int(size.width))×\(Int(size.height)): under the banner: \(covered)")
    }

    @Test(arguments: allLessons, sizes)
    func theEditModeBandCoversNoNameOrTag(lesson: String, size: CGSize) throws {
        let session = try StageFixtures.session(lesson)
        session.viewer.viewportSize = size
        session.perform(.toggleEditMode)
        #expect(session.studio.isEditing)

        let covered = Self.canvasTextsUnder(band: EditModePainter.height(zoom: session.layout.zoom), in: session)

        #expect(covered.isEmpty, "\(lesson) at \(Int(size.width))×\(Int(size.height)): under EDIT MODE: \(covered)")
    }
}
