import Foundation
import ResponderCore
import SandboxScenes
import Testing
@testable import SandboxStage

/// M's menu painted in its own order on every run: the layout keeps its rectangles in
/// dictionaries, whose order changes from one dictionary to the next.
@Suite("EditMenuPainter's order")
struct EditMenuPainterTests {
    @Test(arguments: ["15-edit-menu", "17-key-commands", "18-shake"])
    func groupsAndItemsArePaintedInTheMenusOrder(lesson: String) throws {
        // Precondition: the menu open over the lesson.
        let session = try StageFixtures.session(lesson)
        session.viewer.viewportSize = CGSize(width: 1280, height: 800)
        _ = session.viewer.pointerArrived(.move(to: CGPoint(x: 200, y: 200)))
        session.perform(.toggleEditMenu)
        let menu = try #require(session.viewer.editMenu)

        // Action: painted from a fresh frame (fresh dictionaries) a few times.
        for _ in 0..<5 {
            var list = DisplayList()
            EditMenuPainter(frame: session.frame, measurer: FixedWidthMeasurer()).paint(into: &list)
            let texts = StageFixtures.texts(in: list)

            // Assertion: group headings in the menu's order, numbered items by their numbers.
            let headings = texts.compactMap { text in EditMenu.Group.allCases.first { text.hasPrefix($0.rawValue.prefix(6)) } }
            let present = EditMenu.Group.allCases.filter { group in menu.items.contains { $0.group == group } }
            #expect(headings == present, "\(texts)")
            let numbers = texts.compactMap { text in text.split(separator: " ", maxSplits: 1).first.flatMap { Int($0) } }
            #expect(numbers.count >= 2 && numbers == numbers.sorted(), "\(texts)")
        }
    }
}
