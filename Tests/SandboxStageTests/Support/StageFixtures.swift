import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// Text measured as a fixed-width font: enough to place and wrap text without SDL.
struct FixedWidthMeasurer: TextMeasuring {
    func width(of text: String, size: Double, bold: Bool) -> Double { Double(text.count) * size * 0.6 }
    func lineHeight(size: Double) -> Double { size * 1.25 }
}

enum StageFixtures {
    static let catalog = LessonCatalog.locate()!

    static func session(_ lessonID: String) throws -> SandboxSession {
        let lesson = try #require(catalog.lesson(id: lessonID), "no lesson \(lessonID)")
        let scene = try LoadedScene.load(contentsOf: lesson.url, displayName: lesson.id)
        return SandboxSession(scene: scene, url: lesson.url, name: lesson.id, catalog: catalog)
    }

    static func tap(_ session: SandboxSession, _ x: Double, _ y: Double) {
        let id = session.runner.freshTouchID()
        session.touch(id, .began, at: CGPoint(x: x, y: y))
        session.touch(id, .ended, at: CGPoint(x: x, y: y))
    }

    static func texts(in list: DisplayList) -> [String] {
        list.commands.compactMap { command in
            if case .text(let text, _, _, _, _, _) = command { return text }
            return nil
        }
    }
}
