import Foundation
import ResponderCore
import SandboxScenes
import Testing
@testable import SandboxStage

/// M's menu and Tab's key mode, without SDL: which items UIKit would enable, where they are,
/// and that choosing one delivers it like any other input.
@Suite("The menu of actions, remote commands, presses and shake")
struct EditMenuTests {
    private func openMenu(_ lesson: String) throws -> SandboxSession {
        let session = try StageFixtures.session(lesson)
        // Lesson 15 starts with nobody first responder until the note (a text field) is tapped.
        if lesson == "15-edit-menu" {
            session.run(.become("note"))
            session.perform(.clear)
        }
        session.viewer.viewportSize = CGSize(width: 1280, height: 800)
        _ = session.viewer.pointerArrived(.move(to: CGPoint(x: 200, y: 200)))
        session.perform(.toggleEditMenu)
        return session
    }

    private func item(_ session: SandboxSession, _ title: String) throws -> EditMenu.Item {
        try #require(session.viewer.editMenu?.items.first { $0.title == title }, "no item \(title)")
    }

    @Test func editItemsAreEnabledWhenTheFirstRespondersChainCanPerformThem() throws {
        // Precondition: lesson 15: the note is first responder; it can copy, the controller can paste.
        let session = try openMenu("15-edit-menu")

        // Assertion
        #expect(try item(session, "copy:").isEnabled)
        #expect(try item(session, "copy:").detail == "→ note")
        #expect(try item(session, "paste:").detail == "→ ViewController")
        #expect(try !item(session, "cut:").isEnabled)
        #expect(try item(session, "cut:").detail == "nobody up from note")
        #expect(session.viewer.editMenu?.items.filter { $0.group == .edit }.prefix(6).map(\.title) == EditMenu.standardActions.map(\.name))
    }

    @Test func withoutAFirstResponderEveryEditItemIsAskedOfTheKeyWindow() throws {
        let session = try StageFixtures.session("16-edit-menu-no-first-responder")
        session.run(.resign)
        session.perform(.toggleEditMenu)

        let edits = try #require(session.viewer.editMenu).items(in: .edit)

        #expect(!edits.isEmpty)
        // Nobody on the key window's chain (UIWindow, UIApplication, AppDelegate) implements them.
        #expect(edits.allSatisfy { !$0.isEnabled && $0.detail == "nobody up from UIWindow" })
        // Shakes and presses start there too, and their items say so.
        let motion = try #require(session.viewer.editMenu).items(in: .motion)
        #expect(motion.map(\.detail) == ["no first responder: from UIWindow"])
    }

    @Test func theScenesOwnActionsAreListedAfterTheStandardOnes() throws {
        let session = try openMenu("14-nil-targeted-button")

        let titles = try #require(session.viewer.editMenu).items(in: .edit).map(\.title)

        #expect(titles.contains("buttonPressed:"))
        #expect(titles.firstIndex(of: "buttonPressed:")! > titles.firstIndex(of: "delete:")!)
        #expect(titles.contains("save:"), "the Save button's nil-targeted action, which nobody implements")
    }

    @Test func clickingAnEnabledItemSendsItNilTargetedAndAnimatesIt() throws {
        let session = try openMenu("15-edit-menu")
        let menu = try #require(session.viewer.editMenu)
        let geometry = EditMenuLayout(menu: menu, layout: session.layout)
        let paste = try #require(menu.items.firstIndex { $0.title == "paste:" })
        let rect = try #require(geometry.itemRects[paste])

        // Action: a click in the middle of the paste: row.
        #expect(session.viewer.clickEditMenu(at: CGPoint(x: rect.midX, y: rect.midY)))

        // Assertion: delivered up the chain, the menu closed, the animation starts.
        #expect(session.viewer.editMenu == nil)
        let summary = try #require(session.history.timeline.steps.compactMap(\.deliveryResult).last)
        #expect(summary.event == "paste:")
        #expect(summary.handledBy == "ViewController")
        #expect(session.history.timeline.isAnimating)
    }

    @Test func aDisabledItemIsNotSentAndSaysWhy() throws {
        let session = try openMenu("15-edit-menu")
        let menu = try #require(session.viewer.editMenu)
        let cut = try #require(menu.items.firstIndex { $0.title == "cut:" })
        let rect = try #require(EditMenuLayout(menu: menu, layout: session.layout).itemRects[cut])

        session.viewer.clickEditMenu(at: CGPoint(x: rect.midX, y: rect.midY))

        #expect(session.history.timeline.steps.isEmpty)
        #expect(session.viewer.editMenu != nil)
        #expect(session.viewer.statusMessage?.hasPrefix("cut: is disabled") == true)
    }

    @Test func numberKeysChooseEditItemsWhileTheMenuIsOpen() throws {
        // Precondition: copy: is item 2; the number keys normally toggle the selection's properties.
        let session = try openMenu("15-edit-menu")

        session.perform(.toggle(.alpha))

        #expect(session.history.timeline.steps.compactMap(\.deliveryResult).last?.event == "copy:")
        #expect(session.viewer.editMenu == nil)
    }

    @Test func remotePressesAndShakeAreInTheMenu() throws {
        let session = try openMenu("20-remote-control")
        let menu = try #require(session.viewer.editMenu)

        #expect(menu.items(in: .remote).map(\.title) == EditMenu.remoteWords)
        #expect(menu.items(in: .presses).count == UIPress.ControllerButton.allCases.count)
        #expect(menu.items(in: .motion).map(\.title) == ["shake"])

        let toggle = try #require(menu.items.firstIndex { $0.title == "toggle" })
        let rect = try #require(EditMenuLayout(menu: menu, layout: session.layout).itemRects[toggle])
        session.viewer.clickEditMenu(at: CGPoint(x: rect.midX, y: rect.midY))
        #expect(session.history.timeline.steps.compactMap(\.deliveryResult).last?.subtype == "remoteControlTogglePlayPause")
    }

    @Test(arguments: [CGSize(width: 1280, height: 800), CGSize(width: 1920, height: 1080), CGSize(width: 800, height: 600)], [1.0, 1.5])
    func theMenuStaysOnTheCanvasAndItsItemsDoNotOverlap(viewport: CGSize, zoom: Double) throws {
        let session = try StageFixtures.session("14-nil-targeted-button")
        session.viewer.viewportSize = viewport
        session.viewer.zoom = zoom
        _ = session.viewer.pointerArrived(.move(to: CGPoint(x: viewport.width - 10, y: viewport.height - 10)))
        session.perform(.toggleEditMenu)

        let geometry = EditMenuLayout(menu: try #require(session.viewer.editMenu), layout: session.layout)

        let rects = Array(geometry.itemRects.values)
        for (index, rect) in rects.enumerated() {
            #expect(geometry.frame.contains(rect) || geometry.frame.height > session.layout.canvasArea.height)
            for other in rects[(index + 1)...] { #expect(!rect.intersects(other.insetBy(dx: 0.5, dy: 0.5))) }
        }
        if geometry.frame.height <= session.layout.canvasArea.height, geometry.frame.width <= session.layout.canvasArea.width {
            #expect(session.layout.canvasArea.contains(geometry.frame))
        }
    }

    @Test func aClickOutsideTheMenuClosesIt() throws {
        let session = try openMenu("15-edit-menu")
        let frame = EditMenuLayout(menu: try #require(session.viewer.editMenu), layout: session.layout).frame

        #expect(session.viewer.clickEditMenu(at: CGPoint(x: frame.maxX + 20, y: frame.maxY + 20)))

        #expect(session.viewer.editMenu == nil)
        #expect(session.history.timeline.steps.isEmpty)
    }

    @Test func keysToAppSendsKeyCommandsThroughTheChain() throws {
        let session = try StageFixtures.session("17-key-commands")

        session.perform(.toggleKeysToApp)
        session.viewer.sendKey("c", modifierFlags: .command)

        #expect(session.viewer.keysToApp)
        let events = session.history.timeline.steps.compactMap(\.deliveryResult).map(\.event)
        #expect(events == ["key cmd+c", "copy:"], "\(events)")
        let texts = StageFixtures.texts(in: StagePainter(measurer: FixedWidthMeasurer()).paint(session.frame))
        #expect(texts.contains(KeysToAppPainter.text))
    }

    @Test func theMenuIsDrawnWithItsItemsAndWhereTheyStartButNoOutcome() throws {
        // Precondition: lesson 15, the note first responder: copy: → note, paste: → ViewController, cut: nobody.
        let session = try openMenu("15-edit-menu")

        // Action
        let texts = StageFixtures.texts(in: StagePainter(measurer: FixedWidthMeasurer()).paint(session.frame))

        // Assertion: every item starts at the note; who takes it is the class's prediction.
        #expect(texts.contains("2  copy:"))
        #expect(texts.contains("1  cut:"))
        #expect(texts.contains("from note"))
        #expect(texts.contains("a"))
        #expect(!texts.contains { $0.contains("nobody") || $0.contains("→ ViewController") || $0.contains("→ note") || $0.contains("✗") },
                "\(texts.filter { $0.contains("nobody") || $0.contains("→") || $0.contains("✗") })")
    }
}
