import Foundation
import Testing
@testable import ResponderCore

/// The examples of the articles the lessons cite, reproduced step for step.
@Suite("The articles' examples")
struct ArticleExampleTests {
    /// "iOS开发-事件的传递链和响应链是如何的": AView(100,100,300,300) ⊃ BView(100,100,200,200) ⊃ CView(100,100,100,100),
    /// each logging hitTest, pointInside and touchesBegan.
    private func abcApp() -> (TestApp, UIView) {
        let c = makeView("C", 100, 100, 100, 100, handles: [.touchesBegan])
        let app = TestApp([
            makeView("A", 100, 100, 300, 300, handles: [.touchesBegan], [
                makeView("B", 100, 100, 200, 200, handles: [.touchesBegan], [c]),
            ]),
        ])
        return (app, c)
    }

    @Test func tapOnCMatchesTheArticlesLog() {
        let (app, _) = abcApp()

        app.down(1, 350, 350)

        #expect(app.textLines(of: ["A", "B", "C"]) == [
            "A --- hitTest", "A --- pointInside --- Yes",
            "B --- hitTest", "B --- pointInside --- Yes",
            "C --- hitTest", "C --- pointInside --- Yes",
            "C --- hitTest --- return C", "B --- hitTest --- return C", "A --- hitTest --- return C",
            "C --- touchesBegan",
        ])
    }

    @Test func tapOnBOutsideCMatchesTheArticlesLog() {
        let (app, _) = abcApp()

        app.down(1, 250, 250)

        #expect(app.textLines(of: ["A", "B", "C"]) == [
            "A --- hitTest", "A --- pointInside --- Yes",
            "B --- hitTest", "B --- pointInside --- Yes",
            "C --- hitTest", "C --- pointInside --- No",
            "C --- hitTest --- return (null)", "B --- hitTest --- return B", "A --- hitTest --- return B",
            "B --- touchesBegan",
        ])
    }

    @Test(arguments: ["userInteractionEnabled", "hidden", "alpha"])
    func ineligibleCMatchesTheArticlesLog(change: String) {
        let (app, c) = abcApp()
        switch change {
        case "userInteractionEnabled": c.isUserInteractionEnabled = false
        case "hidden": c.isHidden = true
        default: c.alpha = 0
        }

        app.down(1, 350, 350)

        #expect(app.textLines(of: ["A", "B", "C"]) == [
            "A --- hitTest", "A --- pointInside --- Yes",
            "B --- hitTest", "B --- pointInside --- Yes",
            "C --- hitTest",
            "C --- hitTest --- return (null)", "B --- hitTest --- return B", "A --- hitTest --- return B",
            "B --- touchesBegan",
        ])
    }

    @Test func printedResponderChainHasTheArticlesShape() {
        let label = makeView("UILabel", 0, 0, 10, 10)
        let app = TestApp([makeView("UIView", 0, 0, 100, 100, [label])])

        let chain = label.responderChain.map(\.name)

        // The article's chain also shows UIKit-private UIDropShadowView, UITransitionView and
        // UIWindowScene, which the sandbox leaves out; the order of the rest is the same.
        #expect(chain == ["UILabel", "UIView", "root", "ViewController", "UIWindow", "UIApplication", "AppDelegate"])
        _ = app
    }

    /// "Event Delivery: The Responder Chain", Figure 2-1: A holds B and C, C holds D and E; a touch on E is checked
    /// against B (no), C (yes), D (no), E (yes).
    @Test func figureTwoOneTouchOnEFindsE() {
        let c = makeView("C", 300, 0, 300, 400, [makeView("E", 0, 200, 300, 200), makeView("D", 0, 0, 300, 200)])
        let app = TestApp([makeView("A", 50, 50, 700, 500, [c, makeView("B", 0, 0, 300, 400)])])

        app.down(1, 500, 400)

        let checks = app.log.steps.compactMap { step -> String? in
            if case .pointInside(let view, let inside) = step, ["A", "B", "C", "D", "E"].contains(view) {
                return "\(view):\(inside)"
            }
            return nil
        }
        #expect(checks == ["A:true", "B:false", "C:true", "D:false", "E:true"])
        #expect(app.results.first?.hitTestView == "E")
        #expect(app.results.first?.chain == ["E", "C", "A", "root", "ViewController", "UIWindow", "UIApplication", "AppDelegate"])
    }

    /// *iOS Programming Fundamentals with Swift*, §11.7: the puzzle's tiles implement no touch methods, so touches on a tile travel
    /// up to the board, which moves the tile.
    @Test func puzzleTilesDeferToTheBoard() {
        let tiles = (0..<9).map { index in
            makeView("tile\(index)", CGFloat(index % 3) * 100, CGFloat(index / 3) * 100, 100, 100)
        }
        let board = makeView("board", 100, 100, 300, 300, handles: .touches, tiles)
        let app = TestApp([board])

        app.down(1, 250, 250)
        app.move(1, 260, 250)
        app.up(1, 260, 250)

        #expect(app.results.map(\.hitTestView) == ["tile4", "tile4", "tile4"])
        #expect(app.results.map(\.handledBy) == ["board", "board", "board"])
    }

    /// *iOS Programming Fundamentals with Swift*, §11.7: a button's nil-targeted buttonPressed: reaches the view controller.
    @Test func puzzleButtonsNilTargetedActionReachesTheViewController() {
        let button = UIButton(name: "shuffle", frame: CGRect(x: 100, y: 450, width: 120, height: 44))
        button.addTarget(nil, action: "buttonPressed:", for: .touchUpInside)
        let app = TestApp([button])
        app.controller.implementedActions = ["buttonPressed:"]

        app.down(1, 150, 470)
        app.up(1, 150, 470)

        let action = app.results.first { $0.event == "buttonPressed:" }
        #expect(action?.chain == ["shuffle", "root", "ViewController", "UIWindow", "UIApplication", "AppDelegate"])
        #expect(action?.handledBy == "ViewController")
    }
}
