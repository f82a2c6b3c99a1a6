import Foundation
import Testing
@testable import ResponderCore

@Suite("First responder, motion, presses, remote control and actions")
struct FirstResponderEventTests {
    private func appWithFirstResponder(handling methods: Set<ResponderMethod> = []) -> (TestApp, UIView) {
        let field = makeView("field", 100, 100, 100, 40)
        field.allowsBecomingFirstResponder = true
        let app = TestApp([makeView("form", 50, 50, 400, 400, [field])])
        app.controller.implementedMethods = methods
        #expect(field.becomeFirstResponder())
        return (app, field)
    }

    @Test func aTappedTextFieldBecomesFirstResponderAndEndEditingResignsIt() {
        // Precondition: a text field in a form; nobody is first responder.
        let field = UITextField(name: "field", frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        let form = makeView("form", 50, 50, 400, 400, [field])
        let app = TestApp([form])
        #expect(app.application.firstResponder == nil)

        // Action: a tap on the field.
        app.tap(100, 75)

        // Assertion: it is first responder, recorded after its touchUpInside.
        #expect(app.application.firstResponder === field)
        #expect(app.log.steps.contains(.firstResponder(responder: "field")))

        // Action: the form ends editing.
        #expect(form.endEditing(true))

        // Assertion: the field has resigned.
        #expect(app.application.firstResponder == nil)
    }

    @Test func endEditingLeavesAFirstResponderOutsideTheView() {
        // Precondition: a first responder outside the view that ends editing.
        let (app, field) = appWithFirstResponder()
        let other = makeView("other", 600, 0, 100, 100)
        app.root.addSubview(other)

        // Action: the other view ends editing.
        other.endEditing(true)

        // Assertion: the first responder stays.
        #expect(app.application.firstResponder === field)
    }

    @Test func becomingFirstResponderNeedsPermissionAndAWindow() {
        let app = TestApp([makeView("A", 0, 0, 10, 10)])
        let detached = makeView("detached", 0, 0, 10, 10)
        detached.allowsBecomingFirstResponder = true

        #expect(!app.root.subviews[0].becomeFirstResponder())
        #expect(!detached.becomeFirstResponder())
        #expect(app.application.firstResponder == nil)
    }

    @Test func resigningLeavesNoFirstResponder() {
        let (app, field) = appWithFirstResponder()

        #expect(field.isFirstResponder)
        field.resignFirstResponder()

        #expect(app.application.firstResponder == nil)
        #expect(app.log.steps.contains(.firstResponder(responder: nil)))
    }

    @Test func firstResponderThatRefusesToResignKeepsItsPlace() {
        final class Sticky: UIView {
            override var canResignFirstResponder: Bool { false }
        }
        let sticky = Sticky(name: "sticky", frame: .zero)
        sticky.allowsBecomingFirstResponder = true
        let other = makeView("other", 0, 0, 1, 1)
        other.allowsBecomingFirstResponder = true
        let app = TestApp([sticky, other])
        sticky.becomeFirstResponder()

        #expect(!other.becomeFirstResponder())
        #expect(app.application.firstResponder === sticky)
    }

    @Test func shakeGoesToTheFirstResponderAndUpItsChain() {
        let (app, _) = appWithFirstResponder(handling: [.motionBegan, .motionEnded])

        app.application.motionBegan()
        app.application.motionEnded()

        #expect(app.results.map(\.event) == ["motionBegan", "motionEnded"])
        #expect(app.results.map(\.handledBy) == ["ViewController", "ViewController"])
        #expect(app.results[0].chain.prefix(3) == ["field", "form", "root"])
        #expect(app.results[0].subtype == "motionShake")
        #expect(app.deliveries(.event(.motionBegan)).map(\.0) == ["field", "form", "root", "ViewController"])
    }

    @Test func shakeWithNoFirstResponderStartsAtTheKeyWindowAndPassesTheViews() {
        // Precondition: A handles motion but nobody is first responder.
        let app = TestApp([makeView("A", 0, 0, 100, 100, handles: .motion)])

        // Action: a shake.
        app.application.motionBegan()
        app.application.motionEnded()

        // Assertion: UIKit's sendEvent hands motion to the key window when nothing is first
        // responder (a UIWindow subclass overriding motionEnded hears it, as observed), so the
        // chain is the window's: A and the controller are not on it, and nobody handles it.
        #expect(app.results.map(\.chain) == Array(repeating: ["UIWindow", "UIApplication", "AppDelegate"], count: 2))
        #expect(app.results.allSatisfy { $0.handledBy == nil && $0.note == nil && $0.firstResponder == nil })
        #expect(app.deliveries(.event(.motionBegan)).map(\.0) == ["UIWindow", "UIApplication", "AppDelegate"])
    }

    @Test func shakeWithNoFirstResponderReachesTheAppDelegate() {
        // Precondition: the app delegate implements motionEnded; nobody is first responder.
        let delegate = AppDelegate()
        delegate.implementedMethods = [.motionEnded]
        let app = TestApp(delegate: delegate)

        // Action: a shake.
        app.application.motionBegan()
        app.application.motionEnded()

        // Assertion: the key window's chain ends at the app delegate, which handles the end.
        #expect(app.results.map(\.handledBy) == [nil, "AppDelegate"])
    }
    @Test func onlyBeganAndEndedAreReportedForOneShake() {
        let (app, _) = appWithFirstResponder(handling: .motion)

        app.application.motionBegan()
        app.application.motionBegan()
        app.application.motionEnded()
        app.application.motionEnded()

        #expect(app.results.map(\.event) == ["motionBegan", "motionEnded"])
    }

    @Test func shakeIsCancelledWhenTheFirstResponderLeavesTheWindow() {
        let (app, field) = appWithFirstResponder(handling: .motion)
        app.application.motionBegan()

        field.removeFromSuperview()
        app.application.motionEnded()

        #expect(app.results.map(\.event) == ["motionBegan", "motionCancelled"])
        #expect(app.results[1].cause == "the first responder left the window")
        #expect(app.application.firstResponder == nil)
    }

    @Test func interruptedShakeIsCancelledWithItsCause() {
        let (app, _) = appWithFirstResponder(handling: .motion)
        app.application.motionBegan()

        app.application.cancelMotion(cause: "controller disconnected")

        #expect(app.results.last?.event == "motionCancelled")
        #expect(app.results.last?.cause == "controller disconnected")
        #expect(!app.application.isMotionInProgress)
    }

    @Test func pressesGoToTheFirstResponderChain() {
        let (app, field) = appWithFirstResponder()
        field.implementedMethods = [.pressesBegan]

        app.application.press(.a, phase: .began)
        app.application.press(.a, phase: .ended)

        #expect(app.results.map(\.event) == ["pressesBegan", "pressesEnded"])
        #expect(app.results.map(\.handledBy) == ["field", nil])
    }

    @Test func pressWithNoFirstResponderStartsAtTheKeyWindowOfTheTwo() {
        // Precondition: a further window, made key; nobody is first responder.
        let app = TestApp()
        let alert = UIWindow(name: "alert", frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        app.application.addWindow(alert)
        alert.makeKey()

        // Action: a press.
        app.application.press(.start, phase: .began)

        // Assertion: the press starts at the key window, not the main one, and names it.
        #expect(app.results.last?.chain == ["alert", "UIApplication", "AppDelegate"])
        #expect(app.results.last?.window == "alert")
        #expect(app.results.last?.handledBy == nil)
    }

    @Test func remoteControlReachesTheDelegateAtTheEndOfTheChain() {
        let delegate = AppDelegate()
        delegate.implementedMethods = [.remoteControlReceived]
        let field = makeView("field", 0, 0, 10, 10)
        field.allowsBecomingFirstResponder = true
        let app = TestApp([field], delegate: delegate)
        field.becomeFirstResponder()

        app.application.remoteControl(.remoteControlTogglePlayPause)

        #expect(app.results.last?.handledBy == "AppDelegate")
        #expect(app.results.last?.subtype == "remoteControlTogglePlayPause")
    }

    @Test func remoteControlWithNoFirstResponderStartsAtTheKeyWindowAndReachesTheDelegate() {
        // Precondition: the app delegate handles remote control; nobody is first responder.
        let delegate = AppDelegate()
        delegate.implementedMethods = [.remoteControlReceived]
        let app = TestApp(delegate: delegate)

        // Action: a play/pause from the headset.
        app.application.remoteControl(.remoteControlTogglePlayPause)

        // Assertion: like motion and presses (events with no touch point, sent to the first
        // responder), it goes up the key window's chain, at whose end the delegate handles it.
        #expect(app.results.last?.chain == ["UIWindow", "UIApplication", "AppDelegate"])
        #expect(app.results.last?.handledBy == "AppDelegate")
    }

    @Test func nilTargetedActionStartsAtTheFirstResponder() {
        let (app, _) = appWithFirstResponder()
        app.controller.implementedActions = ["copy:"]

        let sent = app.application.sendAction("copy:", to: nil, from: nil, for: nil)

        #expect(sent)
        #expect(app.deliveries(.action("copy:")).map(\.0) == ["field", "form", "root", "ViewController"])
        #expect(app.deliveries(.action("copy:")).map(\.1) == [false, false, false, true])
        #expect(app.results.last?.handledBy == "ViewController")
        #expect(app.results.last?.firstResponder == "field")
    }

    @Test func nilTargetedActionWithNoFirstResponderStartsAtTheSender() {
        let button = makeView("button", 0, 0, 10, 10)
        let app = TestApp([makeView("panel", 0, 0, 100, 100, [button])])
        app.root.subviews[0].implementedActions = ["buttonPressed:"]

        app.application.sendAction("buttonPressed:", to: nil, from: button, for: nil)

        #expect(app.results.last?.chain.first == "button")
        #expect(app.results.last?.handledBy == "panel")
        #expect(app.results.last?.firstResponder == nil)
    }

    @Test func nilTargetedActionWithNoFirstResponderAndNoSenderStartsAtTheKeyWindow() {
        // Precondition: the app delegate implements paste:; nobody is first responder.
        let delegate = AppDelegate()
        delegate.implementedActions = ["paste:"]
        let app = TestApp(delegate: delegate)
        app.controller.implementedActions = ["paste:"]

        // Action: paste: to nil from nil.
        let sent = app.application.sendAction("paste:", to: nil, from: nil, for: nil)

        // Assertion: the search walks the key window's chain, so the app delegate performs it
        // and the view controller, not on that chain, is never asked.
        #expect(sent)
        #expect(app.deliveries(.action("paste:")).map(\.0) == ["UIWindow", "UIApplication", "AppDelegate"])
        #expect(app.results.last?.handledBy == "AppDelegate")
    }

    @Test func keyCommandWithNoFirstResponderIsSearchedFromTheKeyWindow() {
        // Precondition: the app delegate offers Cmd-S for save: and implements it; nobody is first responder.
        let delegate = AppDelegate()
        delegate.declaredKeyCommands = [UIKeyCommand(input: "s", modifierFlags: .command, action: "save:")]
        delegate.implementedActions = ["save:"]
        let app = TestApp(delegate: delegate)

        // Action: Cmd-S.
        app.application.handleKeyCommand(input: "s", modifierFlags: .command)

        // Assertion: the window's chain is searched, the delegate's command matches, and save:
        // climbs the same chain to the delegate.
        #expect(app.results.map(\.event) == ["key cmd+s", "save:"])
        #expect(app.results.map(\.handledBy) == ["AppDelegate", "AppDelegate"])
        #expect(app.results.first?.chain == ["UIWindow", "UIApplication", "AppDelegate"])
    }

    @Test func nobodyImplementingTheActionLeavesItUnhandled() {
        let (app, _) = appWithFirstResponder()

        let sent = app.application.sendAction("paste:", to: nil, from: nil, for: nil)

        #expect(!sent)
        #expect(app.results.last?.handledBy == nil)
        #expect(app.results.last?.chain.last == "AppDelegate")
    }

    @Test func explicitTargetGetsTheActionDirectly() {
        let (app, _) = appWithFirstResponder()
        let target = app.root
        target.implementedActions = ["save:"]

        #expect(app.application.sendAction("save:", to: target, from: nil, for: nil))
        #expect(!app.application.sendAction("open:", to: target, from: nil, for: nil))
        #expect(app.results.last?.note == .targetDoesNotImplement(target: "root", action: "open:"))
    }

    @Test func keyCommandOnTheChainSendsItsAction() {
        let (app, _) = appWithFirstResponder()
        app.root.declaredKeyCommands = [UIKeyCommand(input: "c", modifierFlags: .command, action: "copy:")]
        app.controller.implementedActions = ["copy:"]

        app.application.handleKeyCommand(input: "c", modifierFlags: .command)

        #expect(app.results.map(\.event) == ["key cmd+c", "copy:"])
        #expect(app.results.map(\.message) == [.keyCommandSearch(key: "cmd+c"), .action("copy:")])
        #expect(app.deliveries(.keyCommandSearch(key: "cmd+c")).map(\.0) == ["field", "form", "root"], "a search of keyCommands, not an action")
        #expect(app.results[0].handledBy == "root")
        #expect(app.results[1].handledBy == "ViewController")
    }

    @Test func keyWithoutAMatchingCommandIsDeliveredAsPressesToTheFirstRespondersChain() {
        // Precondition: a first responder whose chain offers cmd+c only; the controller handles presses.
        let (app, _) = appWithFirstResponder()
        app.root.declaredKeyCommands = [UIKeyCommand(input: "c", modifierFlags: .command, action: "copy:")]
        app.controller.implementedMethods = .presses

        // Action: plain c.
        app.application.handleKeyCommand(input: "c")

        // Assertion: no command matches, so the key arrives as pressesBegan and pressesEnded
        // carrying a keyboard UIPress, handled up the chain by the controller; the key gets no
        // result of its own (it was not discarded: the presses say what became of it, once).
        #expect(app.results.map(\.event) == ["pressesBegan", "pressesEnded"])
        #expect(app.results[0].handledBy == "ViewController")
        #expect(app.results[0].key == "c")
        #expect(app.results[1].handledBy == "ViewController")
        #expect(app.log.steps.contains(.deliver(message: .keyCommandSearch(key: "c"), responder: "root", handled: false)))
    }

    @Test func aKeyPressCarriesItsKeyInTheUIPress() {
        // Precondition: a first responder that records the presses it gets.
        final class PressWatcher: UIView {
            var keys: [String] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                keys += presses.compactMap { $0.key?.charactersIgnoringModifiers }
                super.pressesBegan(presses, with: event)
            }
        }
        let watcher = PressWatcher(name: "watcher", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        watcher.allowsBecomingFirstResponder = true
        let app = TestApp([watcher])
        watcher.becomeFirstResponder()

        // Action: shift+x, which no key command matches.
        app.application.handleKeyCommand(input: "x", modifierFlags: .shift)

        // Assertion: a keyboard press (no controller button) with its key and modifiers.
        #expect(watcher.keys == ["x"])
        #expect(app.results.last?.key == "shift+x")
    }
}
