import Foundation
import Testing
@testable import SandboxScenes

/// Finding a lesson by its file, as the window's title does every frame.
@Suite("A lesson found by its file")
struct LessonCatalogIndexTests {
    static let catalog = LessonCatalog.locate()!

    @Test func aLessonIsFoundHoweverItsPathIsSpelled() throws {
        // Precondition: lesson 13's file, reached through a detour and a "." in its folder.
        let lesson = try #require(Self.catalog.lesson(id: "13-puzzle-board"))
        let folder = lesson.url.deletingLastPathComponent()
        let detour = URL(fileURLWithPath: folder.path + "/../" + folder.lastPathComponent + "/./" + lesson.url.lastPathComponent)

        // Action
        let index = Self.catalog.index(of: detour)

        // Assertion: the same place as the catalog's own URL, and its lesson.
        #expect(index == Self.catalog.index(of: lesson.url))
        #expect(index.map { Self.catalog.lessons[$0].id } == "13-puzzle-board")
    }

    @Test func aFileOutsideTheCatalogHasNoIndexButACopyKeepsItsPosition() {
        // Precondition: a saved copy of lesson 13 in another folder.
        let copy = URL(fileURLWithPath: "/tmp/elsewhere/13-puzzle-board-2.yaml")

        // Assertion: no lesson's own file, yet N from it goes on from lesson 13.
        #expect(Self.catalog.index(of: copy) == nil)
        #expect(Self.catalog.position(of: copy).map { Self.catalog.lessons[$0].id } == "13-puzzle-board")
    }
}
