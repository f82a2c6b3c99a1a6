import Foundation
import ResponderCore
import Testing

/// The code of the DocC article "Use the model in your own tests", as an outside package
/// writes it (no `@testable`): a window, A ⊃ B ⊃ C, a tap on C, and what the trace says.
@Suite("The library article's example")
struct LibraryArticleTests {
    @Test func aTapOnCIsHandledByCAndItsChainIsReported() {
        // Precondition: a window whose root view controller's view holds A ⊃ B ⊃ C; C handles touches.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let root = UIView(name: "root", frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let a = UIView(name: "A", frame: CGRect(x: 100, y: 100, width: 300, height: 300))
        let b = UIView(name: "B", frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let c = UIView(name: "C", frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        c.implementedMethods = [.touchesBegan, .touchesEnded]
        root.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)
        window.rootViewController = UIViewController(name: "ViewController", view: root)
        let application = UIApplication(window: window)
        let log = TraceLog()
        application.traceRecorder = log

        // Action: a finger down and up at (350, 350) in the window: inside C.
        application.handleTouch(1, phase: .began, at: CGPoint(x: 350, y: 350))
        application.handleTouch(1, phase: .ended, at: CGPoint(x: 350, y: 350))

        // Assertion: C is the hit-test view and handles both phases; the chain climbs to the delegate.
        let began = log.results[0]
        #expect(began.event == "touchesBegan")
        #expect(began.hitTestView == "C")
        #expect(began.handledBy == "C")
        #expect(began.chain == ["C", "B", "A", "root", "ViewController", "UIWindow", "UIApplication", "AppDelegate"])
        #expect(log.results[1].handledBy == "C")
        #expect(log.steps.filter { $0.hitTestVisitedView != nil }.map(\.hitTestVisitedView) == ["UIWindow", "root", "A", "B", "C"])
        #expect(log.steps.first?.jsonLine == #"{"type":"hitTest","view":"UIWindow","point":[350.0,350.0]}"#)
    }
}
