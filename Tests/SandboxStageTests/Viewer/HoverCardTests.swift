import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// The hover card: the view under the resting mouse with its class, address and touch flags,
/// placed beside the pointer inside the window, changed only when the view under it changes.
@Suite("The hover card")
struct HoverCardTests {
    private func windowPoint(_ session: SandboxSession, _ x: Double, _ y: Double) -> CGPoint {
        session.layout.canvasPoint(fromScene: CGPoint(x: x, y: y))
    }

    @Test func theCardNamesTheViewItsClassAddressAndTouchFlags() throws {
        // Precondition: lesson 41 (an imported dump).
        let session = try StageFixtures.session("41-imported-button-sticks-out")

        // Action: the mouse onto Done, then onto the Settings label.
        session.viewer.hover(at: windowPoint(session, 300, 75))
        let done = try #require(session.frame.hoverCard)
        session.viewer.hover(at: windowPoint(session, 50, 70))
        let settings = try #require(session.frame.hoverCard)

        // Assertion: the printed class and address, the control's enabled, the label's interaction off.
        let node = try #require(SceneViewIndex.nodes(of: session.scene.document)["Done"])
        #expect(done.name == "Done")
        #expect(done.identity == "\(try #require(node.className)) \(try #require(node.address))")
        #expect(done.facts.contains("userInteractionEnabled: true"))
        #expect(done.facts.contains("enabled: true"))
        #expect(done.facts.contains("frame (290, 30, 84, 50)"))
        #expect(settings.name == "Settings")
        #expect(settings.facts.contains("userInteractionEnabled: false"))
        #expect(HoverCardPainter.matters("userInteractionEnabled: false"))
    }

    static let overlaidText = """
    title: "Covered"
    size: [800, 600]
    root:
      controller: ViewController
      view:
        name: root
        frame: [0, 0, 800, 600]
        color: white
        subviews:
          - name: OK
            frame: [100, 100, 200, 100]
            color: blue
            control: {action: "okTapped:", target: ViewController, event: touchUpInside}
            subviews:
              - {name: caption, frame: [20, 20, 160, 60], color: yellow, userInteractionEnabled: false}
          - {name: C, frame: [400, 100, 200, 200], color: green}
          - {name: glass, frame: [380, 80, 240, 240], color: "#ffffff", alpha: 0.02}
    """

    @Test func theCardNamesTheViewATouchGoesToWhenItIsNotTheOneDrawnInFront() throws {
        // Precondition: a label with interaction off over a button; C under a nearly clear overlay.
        let scene = try LoadedScene.load(text: Self.overlaidText, file: "covered.yaml")
        let session = SandboxSession(scene: scene, url: URL(fileURLWithPath: "/tmp/covered.yaml"), name: "covered.yaml", catalog: nil)

        // Action: the mouse on the label, then on C (under the glass), then on the button's edge.
        session.viewer.hover(at: windowPoint(session, 150, 150))
        let caption = try #require(session.frame.hoverCard)
        session.viewer.hover(at: windowPoint(session, 500, 200))
        let glass = try #require(session.frame.hoverCard)
        session.viewer.hover(at: windowPoint(session, 110, 110))
        let button = try #require(session.frame.hoverCard)

        // Assertion: the card over the label says the touch goes to the button, lit first; over
        // the overlay it names the overlay, which takes it; over the button nothing extra.
        #expect(caption.name == "caption")
        #expect(caption.facts.first == "a touch here goes to OK (hitTest), not caption")
        #expect(HoverCardPainter.matters(caption.facts[0]))
        #expect(glass.name == "glass")
        #expect(!glass.facts.contains { $0.hasPrefix("a touch here") })
        #expect(button.name == "OK")
        #expect(!button.facts.contains { $0.hasPrefix("a touch here") })
    }

    @Test func onADumpTheCardDescribesTheViewARightClickAsksAboutAndNamesTheViewInFront() throws {
        // Precondition: the table dump whose Remove buttons were added to the cell itself, behind
        // the cell's full-size contentView (no colour printed for either: taken to be clear). The
        // first row's button is at (291, 91, 68, 34) on the screen, its label Remove at (299, 98, 52, 20).
        let session = try RightClickOnDumpTests.session("cell-content-view-covers.txt")
        let onButton = CGPoint(x: 294, y: 94), onLabel = CGPoint(x: 325, y: 108), onText = CGPoint(x: 60, y: 108)

        // Action: the mouse onto the button beside its label, onto the label, onto the row's text;
        // a right-click at each of the same points.
        var cards: [HoverCard] = [], picked: [String?] = []
        for point in [onButton, onLabel, onText] {
            session.viewer.hover(at: windowPoint(session, point.x, point.y))
            cards.append(try #require(session.frame.hoverCard))
            session.viewer.selectDrawnView(at: point, in: session.frame.placements)
            picked.append(session.viewer.selection)
        }

        // Assertion: each card is about the view the right-click picks (the button, its label, the
        // label showing Blue Mug), not the contentView drawn over them; over the button and its
        // label, its first line, lit, says in `why`'s words which view in front takes the touch;
        // over the text, that the touch goes to the list view the label is inside.
        #expect(cards.map(\.name) == ["UIButton-f890", "Remove", "Blue_Mug-2"])
        #expect(cards.map { Optional($0.name) } == picked)
        let inFront = "UIListContentView-0590 (in UITableViewCellContentView-00d0) in front takes the touch"
        #expect(cards[0].facts.first == inFront && cards[1].facts.first == inFront)
        #expect(HoverCardPainter.matters(inFront))
        #expect(cards[2].facts.first == "a touch here goes to UIListContentView-0590 (hitTest), not Blue_Mug-2")
    }

    @Test func aClearSubviewOrAWindowInFrontIsNamedAsWhyNamesIt() throws {
        // Precondition: a button with a clear subview over its middle; a banner window in front
        // whose clear root view covers the lower part of the main window.
        let scene = try LoadedScene.load(text: """
            size: [400, 400]
            root:
              controller: VC
              view:
                name: root
                frame: [0, 0, 400, 400]
                color: white
                subviews:
                  - name: Buy
                    frame: [50, 50, 200, 100]
                    color: blue
                    control: {action: "buy:"}
                    subviews:
                      - {name: glass, frame: [50, 25, 100, 50], color: clear}
                  - {name: Sell, frame: [50, 250, 200, 100], color: red, control: {action: "sell:"}}
            windows:
              - {name: banner, windowLevel: alert, frame: [0, 200, 400, 200], root: {controller: Banner, view: {name: strip, frame: [0, 0, 400, 200], color: clear}}}
            """, file: "front.yaml")
        let session = SandboxSession(scene: scene, url: URL(fileURLWithPath: "/tmp/front.yaml"), name: "front.yaml", catalog: nil)

        // Action: the mouse on the clear subview, then on Sell under the clear banner.
        session.viewer.hover(at: windowPoint(session, 150, 100))
        let onGlass = try #require(session.frame.hoverCard)
        session.viewer.hover(at: windowPoint(session, 150, 300))
        let onSell = try #require(session.frame.hoverCard)

        // Assertion: both cards describe the drawn button, and say what takes the touch as `why` says it.
        #expect(onGlass.name == "Buy" && onGlass.facts.first == "its subview glass takes the touch", "\(onGlass.facts)")
        #expect(onSell.name == "Sell" && onSell.facts.first == "the window banner in front takes the touch (strip)")
        #expect(HoverCardPainter.matters(onGlass.facts[0]) && HoverCardPainter.matters(onSell.facts[0]))
    }

    @Test func iTurnsTheCardOffAndOnAgain() throws {
        // Precondition: the card shown over Done.
        let session = try StageFixtures.session("41-imported-button-sticks-out")
        session.viewer.hover(at: windowPoint(session, 300, 75))
        #expect(session.frame.hoverCard != nil)

        // Action and assertion: I hides it and no move brings it back; I again, and a move shows it.
        session.perform(.toggleHoverCard)
        #expect(session.frame.hoverCard == nil)
        #expect(session.viewer.statusMessage == "Hover card off (I turns it on again)")
        session.viewer.hover(at: windowPoint(session, 50, 70))
        #expect(session.frame.hoverCard == nil)
        session.perform(.toggleHoverCard)
        session.viewer.hover(at: windowPoint(session, 300, 75))
        #expect(session.frame.hoverCard?.name == "Done")
        #expect(Shortcuts.help.contains { $0.keys == "I" } && Shortcuts.footer.contains("I hover card"))
    }

    @Test func aWindowClassesOverrideIsOnTheWindowsCardAndItsRootViews() throws {
        // Precondition: a scene whose overlay window's class overrides hitTest (as a capture keeps it).
        let scene = try LoadedScene.load(text: """
            root: {controller: VC, view: {name: root, frame: [0, 0, 200, 200], subviews: [{name: inner, frame: [0, 0, 50, 50]}]}}
            windows:
              - {name: overlay, overrides: ["hitTest"], root: {controller: Banner, view: {name: banner, frame: [0, 0, 200, 40]}}}
            """, file: "x.yaml")
        func card(_ name: String) throws -> HoverCard {
            let view = try #require(scene.view(named: name))
            let overrides = view.window.map { SceneViewIndex.windowOverrides(named: $0.name, in: scene.document) } ?? []
            return HoverCard(view: view, node: SceneViewIndex.node(named: name, in: scene.document), taker: view, windowOverrides: overrides, pointer: .zero)
        }

        // Action: the cards of the window, its root view, and the main window's views.
        let window = try card("overlay")
        let banner = try card("banner")
        let root = try card("root")

        // Assertion: the window and its root view say the override is not run; the main window's views do not.
        #expect(window.facts.contains("overrides hitTest: not run, UIKit's default assumed"))
        #expect(banner.facts.contains("its window overlay overrides hitTest: not run, UIKit's default assumed"))
        #expect(!root.facts.contains { $0.contains("overrides") })
    }

    @Test func onlyAChangeOfViewChangesTheCard() throws {
        // Precondition: the mouse over Done.
        let session = try StageFixtures.session("41-imported-button-sticks-out")
        #expect(session.viewer.hover(at: windowPoint(session, 320, 85)))
        let first = session.viewer.hover?.pointer

        // Action: moving within Done's label, then onto the header, then off the scene.
        let within = session.viewer.hover(at: windowPoint(session, 340, 90))
        let onHeader = session.viewer.hover(at: windowPoint(session, 250, 90))
        let offScene = session.viewer.hover(at: CGPoint(x: session.layout.panel.midX, y: 300))

        // Assertion: no change (no redraw) within Done, the card kept where it was; a change each time after.
        #expect(!within)
        #expect(onHeader)
        #expect(offScene)
        #expect(session.viewer.hover == nil)
        #expect(first == windowPoint(session, 320, 85))
        #expect(!session.viewer.hover(at: CGPoint(x: session.layout.panel.midX, y: 310)))
    }

    @Test(arguments: [CGSize(width: 1280, height: 800), CGSize(width: 640, height: 480)])
    func theCardStaysInsideTheWindowAndOffThePointedSpot(viewport: CGSize) {
        // Precondition: a card of a real card's size.
        let size = CGSize(width: 260, height: 170)
        let window = CGRect(origin: .zero, size: viewport)

        // Action: the pointer at every spot of a grid over the window, corners included.
        for x in stride(from: 0.0, through: Double(viewport.width), by: 20) {
            for y in stride(from: 0.0, through: Double(viewport.height), by: 20) {
                let pointer = CGPoint(x: x, y: y)
                let card = HoverCardPainter.rect(size: size, pointer: pointer, viewport: window)

                // Assertion: inside the window, and clear of the pointer by the gap.
                #expect(window.contains(card), "\(pointer): \(card)")
                let spot = CGRect(x: x - 8, y: y - 8, width: 16, height: 16)
                #expect(!card.intersects(spot), "\(pointer): \(card) covers the pointer")
            }
        }
    }

    @Test func theCardIsDrawnOverEverythingAndNotUnderTheHelp() throws {
        // Precondition: the mouse over Done.
        let session = try StageFixtures.session("41-imported-button-sticks-out")
        session.viewer.hover(at: windowPoint(session, 300, 75))

        // Action: paint, then paint with the help open.
        let list = StagePainter(measurer: FixedWidthMeasurer()).paint(session.frame)
        session.perform(.toggleHelp)
        let withHelp = StagePainter(measurer: FixedWidthMeasurer()).paint(session.frame)

        // Assertion: the card's lines are the last words drawn; under the help there is no card.
        let texts = StageFixtures.texts(in: list)
        #expect(texts.contains("userInteractionEnabled: true"))
        #expect(texts.last == "no gesture recognizers" || texts.last?.hasPrefix("recognizers") == true)
        #expect(!StageFixtures.texts(in: withHelp).contains("userInteractionEnabled: true"))
    }

    @Test func exportsAndTheExplodedViewShowNoCard() throws {
        // Precondition: lesson 01 exploded.
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.perform(.toggleExplode)
        session.finishAnimations()

        // Action: the mouse over where A is drawn flat.
        let changed = session.viewer.hover(at: windowPoint(session, 150, 150))

        // Assertion: no card (the plates are not where the views are).
        #expect(!changed)
        #expect(session.frame.hoverCard == nil)
    }
}
