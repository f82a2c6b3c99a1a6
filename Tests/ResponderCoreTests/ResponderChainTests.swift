import Foundation
import Testing
@testable import ResponderCore

@Suite("next follows UIKit's rules")
struct ResponderChainTests {
    @Test func viewChainGoesThroughSuperviewsControllerWindowApplicationDelegate() {
        let c = makeView("C", 0, 0, 10, 10)
        let app = TestApp([makeView("A", 0, 0, 100, 100, [makeView("B", 0, 0, 50, 50, [c])])])

        let names = c.responderChain.map(\.name)

        #expect(names == ["C", "B", "A", "root", "ViewController", "UIWindow", "UIApplication", "AppDelegate"])
        _ = app
    }

    @Test func aWindowSceneSitsBetweenTheWindowAndTheApplication() {
        // Precondition: an app whose window belongs to a UIWindowScene (iOS 13 and later).
        let c = makeView("C", 0, 0, 10, 10)
        let app = TestApp([c])
        app.window.windowScene = UIWindowScene()

        // Action: walk C's chain.
        let names = c.responderChain.map(\.name)

        // Assertion: the scene comes right after the window and leads to the application.
        #expect(names == ["C", "root", "ViewController", "UIWindow", "UIWindowScene", "UIApplication", "AppDelegate"])
        #expect(c.application === app.application)
    }

    @Test func chainsLogByClassNameAsNSStringFromClassWould() {
        // Precondition: a label inside a plain view, with a window scene.
        let label = makeView("label", 0, 0, 10, 10)
        label.className = "UILabel"
        let app = TestApp([makeView("holder", 0, 0, 100, 100, [label])])
        app.window.windowScene = UIWindowScene()

        // Action: the chain by class name.
        let classes = label.responderChain.map(\.classNameForLogs)

        // Assertion: views are UIView unless told otherwise; the controller and delegate keep their names.
        #expect(classes == ["UILabel", "UIView", "UIView", "ViewController", "UIWindow", "UIWindowScene", "UIApplication", "AppDelegate"])
    }

    @Test func controllersRootViewAnswersItsControllerAndTheControllerAnswersTheSuperview() {
        let childView = makeView("detail", 10, 10, 100, 100, [makeView("leaf", 0, 0, 10, 10)])
        let child = UIViewController(name: "DetailController", view: childView)
        let app = TestApp([makeView("holder", 0, 0, 400, 400)])
        app.controller.addChild(child)
        app.root.subviews[0].addSubview(childView)

        #expect(childView.next === child)
        #expect(child.next === app.root.subviews[0])
        #expect(app.controller.next === app.window)
        #expect(app.root.subviews[0].subviews[0].subviews[0].responderChain.map(\.name)
            == ["leaf", "detail", "DetailController", "holder", "root", "ViewController", "UIWindow", "UIApplication", "AppDelegate"])
        #expect(child.parent === app.controller)
    }

    @Test func delegateThatIsNotAResponderEndsTheChainAtTheApplication() {
        let app = TestApp([], delegate: PlainAppDelegate())

        #expect(app.application.next == nil)
        #expect(app.root.responderChain.last?.name == "UIApplication")
    }

    @Test func delegateThatIsAViewOrControllerIsNotTheApplicationsNext() {
        final class ViewDelegate: UIView, UIApplicationDelegate {
            var delegateName: String { name }
        }
        final class ControllerDelegate: UIViewController, UIApplicationDelegate {
            var delegateName: String { name }
        }
        let viewApp = TestApp([], delegate: ViewDelegate(name: "viewDelegate"))
        let controllerApp = TestApp([], delegate: ControllerDelegate(name: "vcDelegate", view: makeView("v", 0, 0, 1, 1)))

        #expect(viewApp.application.next == nil)
        #expect(controllerApp.application.next == nil)
    }

    @Test func windowsNextIsTheApplication() {
        let app = TestApp()

        #expect(app.window.next === app.application)
        #expect(app.application.next?.name == "AppDelegate")
    }

    @Test func targetForActionReturnsTheFirstResponderThatCanPerformIt() {
        let b = makeView("B", 0, 0, 10, 10)
        let app = TestApp([makeView("A", 0, 0, 100, 100, [b])])
        app.controller.implementedActions = ["copy:"]

        let target = b.target(forAction: "copy:", withSender: nil) as? UIResponder

        #expect(target === app.controller)
        #expect(b.target(forAction: "paste:", withSender: nil) == nil)
    }

    @Test func canPerformActionCanBeOverridden() {
        final class Picky: UIView {
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                action == "paste:"
            }
        }
        let picky = Picky(name: "picky", frame: .zero)
        let app = TestApp([picky])

        #expect((picky.target(forAction: "paste:", withSender: nil) as? UIResponder) === picky)
        #expect(picky.target(forAction: "copy:", withSender: nil) == nil)
        _ = app
    }
}
