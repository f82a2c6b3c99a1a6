// ResponderSandboxCapture.swift: one file an app's debug build runs to hand Responder Sandbox
// everything that decides where a touch goes. Drop it into a debug-only target (or add the
// Swift package's `ResponderSandboxCapture` library), then, paused in lldb:
//
//     expr -l Swift -- ResponderSandboxCapture.write()    // writes responder-sandbox-capture.json, prints its path
//     po ResponderSandboxCapture.json()                   // prints the JSON to copy
//
// and ask `responder-sandbox why responder-sandbox-capture.json 0x…`. Public domain: copy it,
// change it, no notice needed. It reads the app and changes nothing; call it on the main thread.
//
// It uses only UIKit and Foundation, and only UIKit's public members, with one exception kept
// in `#if canImport(UIKit)` branches: what only the Objective-C runtime can tell (a class's name
// and superclasses, and which methods a class overrides). The same source compiles on Linux
// against the sandbox's model of UIKit (ResponderCore), whose types carry UIKit's names and
// signatures; there the `#else` branches answer the same questions from the model, and add the
// facts a real app keeps in its compiled code (`sandbox`), so a scene survives the round trip.
//
// Tested on Linux against that model (every lesson and random scenes, captured and traced
// again); written against UIKit's documented signatures, but not yet run on a device.

#if canImport(UIKit)
import UIKit
#else
import Foundation
import ResponderCore
#endif

public enum ResponderSandboxCapture {
    /// The capture format's version, under the key that marks a capture.
    public static let formatVersion = 1
    public static let fileName = "responder-sandbox-capture.json"

    /// The capture of the running app, as JSON text.
    public static func json() -> String {
        json(of: UIApplication.shared)
    }

    /// The capture of `application`: its windows, every view in them, their recognizers,
    /// controls, scroll views and controllers, and the first responder.
    public static func json(of application: UIApplication) -> String {
        var writer = CaptureWriter()
        writer.capture(application)
        return writer.text
    }

    /// Writes the capture to the temporary folder, prints the file's path and returns it.
    @discardableResult
    public static func write() -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(fileName)
        do {
            try Data(json().utf8).write(to: url, options: .atomic)
            print("Responder Sandbox capture written to \(url.path)")
            return url.path
        } catch {
            print("Responder Sandbox capture not written to \(url.path): \(error.localizedDescription)")
            return ""
        }
    }
}

/// Builds the JSON text: one line per view, keys in a fixed order, so two captures diff well.
private struct CaptureWriter {
    private(set) var text = ""

    mutating func capture(_ application: UIApplication) {
        text = "{\"responderSandboxCapture\": \(ResponderSandboxCapture.formatVersion),\n"
        text += "\"application\": \(applicationObject(application)),\n"
        text += "\"views\": ["
        var first = true
        for window in Self.windows(of: application) {
            // Depth first, subviews back to front as UIKit orders them; an explicit stack, so
            // that no hierarchy is too deep to capture.
            var stack: [UIView] = [window]
            while let view = stack.popLast() {
                text += first ? "\n" : ",\n"
                first = false
                text += viewObject(view, isWindow: view === window)
                stack.append(contentsOf: view.subviews.reversed())
            }
        }
        text += "\n]}\n"
    }

    /// Every window of every connected window scene; an app without scenes, its windows.
    static func windows(of application: UIApplication) -> [UIWindow] {
        var windows: [UIWindow] = []
        for scene in application.connectedScenes {
            if let windowScene = scene as? UIWindowScene { windows += windowScene.windows }
        }
        if windows.isEmpty { windows = application.windows }
        return windows
    }

    // MARK: - Objects

    private func applicationObject(_ application: UIApplication) -> String {
        var fields = responderFields(application, root: UIApplication.self)
        if let delegate = application.delegate {
            // A delegate that is a UIResponder is the last link of every chain.
            if let responder = delegate as? UIResponder {
                fields.append(("delegate", JSON.object([("isResponder", "true")] + responderFields(responder, root: UIResponder.self))))
            } else {
                fields.append(("delegate", JSON.object([("isResponder", "false"), ("class", JSON.string(Runtime.className(of: delegate))),
                                                        ("address", JSON.string(Runtime.address(of: delegate)))])))
            }
        } else {
            fields.append(("delegate", "null"))
        }
        return JSON.object(fields)
    }

    /// class, superclasses, address, isFirstResponder, canBecomeFirstResponder, overrides,
    /// keyCommands and, from the model only, `sandbox`.
    private func responderFields(_ responder: UIResponder, root: AnyClass) -> [(String, String)] {
        let chain = Runtime.classChain(of: responder, upTo: root)
        var fields: [(String, String)] = [
            ("class", JSON.string(chain.first ?? "")),
            ("superclasses", JSON.array(chain.dropFirst().map(JSON.string))),
            ("address", JSON.string(Runtime.address(of: responder))),
            ("isFirstResponder", JSON.bool(responder.isFirstResponder)),
            ("canBecomeFirstResponder", JSON.bool(responder.canBecomeFirstResponder)),
            ("overrides", JSON.array(Runtime.overrides(of: responder).map(JSON.string))),
        ]
        let commands = (responder.keyCommands ?? []).map(keyCommandObject)
        if !commands.isEmpty { fields.append(("keyCommands", JSON.array(commands))) }
        if let facts = Runtime.sandboxFacts(of: responder) { fields.append(("sandbox", facts)) }
        return fields
    }

    private func keyCommandObject(_ command: UIKeyCommand) -> String {
        let input: String? = command.input
        let action: Selector? = command.action
        let flags = command.modifierFlags
        let modifiers = [("shift", flags.contains(.shift)), ("control", flags.contains(.control)),
                         ("alternate", flags.contains(.alternate)), ("command", flags.contains(.command))]
            .filter(\.1).map { JSON.string($0.0) }
        return JSON.object([("input", JSON.optionalString(input)), ("modifierFlags", JSON.array(modifiers)),
                            ("action", JSON.optionalString(action.map { "\($0)" }))])
    }

    private func viewObject(_ view: UIView, isWindow: Bool) -> String {
        var fields = responderFields(view, root: UIView.self)
        fields.insert(("superview", JSON.optionalString(isWindow ? nil : view.superview.map(Runtime.address(of:)))), at: 3)
        fields.insert(("accessibilityIdentifier", JSON.optionalString(view.accessibilityIdentifier)), at: 4)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        let color = view.backgroundColor.flatMap { $0.getRed(&red, green: &green, blue: &blue, alpha: &alpha) ? [red, green, blue, alpha] : nil }
        let transform = view.transform
        fields += [
            ("frame", JSON.rect(view.frame)),
            ("bounds", JSON.rect(view.bounds)),
            ("transform", JSON.array([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(JSON.number))),
            ("isHidden", JSON.bool(view.isHidden)),
            ("alpha", JSON.number(view.alpha)),
            ("backgroundColor", color.map { JSON.array($0.map(JSON.number)) } ?? "null"),
            ("isUserInteractionEnabled", JSON.bool(view.isUserInteractionEnabled)),
            ("clipsToBounds", JSON.bool(view.clipsToBounds)),
            ("isMultipleTouchEnabled", JSON.bool(view.isMultipleTouchEnabled)),
            ("isExclusiveTouch", JSON.bool(view.isExclusiveTouch)),
            ("text", JSON.optionalString(Self.shownText(of: view))),
        ]
        // UIKit shows a text field's placeholder while its text is empty.
        if let field = view as? UITextField { fields.append(("placeholder", JSON.optionalString(field.placeholder))) }
        // UIKit: a controller's root view has the controller as its next responder.
        if let controller = view.next as? UIViewController, controller.view === view {
            fields.append(("controller", JSON.object(responderFields(controller, root: UIViewController.self))))
        }
        if let recognizers = view.gestureRecognizers, !recognizers.isEmpty {
            fields.append(("gestureRecognizers", JSON.array(recognizers.map(recognizerObject))))
        }
        if let control = view as? UIControl { fields.append(("control", controlObject(control))) }
        if let scrollView = view as? UIScrollView { fields.append(("scrollView", scrollViewObject(scrollView))) }
        if isWindow, let window = view as? UIWindow { fields.append(("window", windowObject(window))) }
        return JSON.object(fields)
    }

    private func windowObject(_ window: UIWindow) -> String {
        JSON.object([
            ("windowLevel", JSON.number(window.windowLevel.rawValue)),
            ("isKeyWindow", JSON.bool(window.isKeyWindow)),
            ("windowScene", JSON.optionalString(window.windowScene.map(Runtime.address(of:)))),
            ("rootViewController", JSON.optionalString(window.rootViewController.map(Runtime.address(of:)))),
        ])
    }

    static func shownText(of view: UIView) -> String? {
        if let label = view as? UILabel { return label.text }
        if let button = view as? UIButton { return button.currentTitle }
        if let field = view as? UITextField { return field.text }
        return nil
    }

    private func recognizerObject(_ recognizer: UIGestureRecognizer) -> String {
        let chain = Runtime.classChain(of: recognizer, upTo: UIGestureRecognizer.self)
        let name: String? = recognizer.name
        var fields: [(String, String)] = [
            ("class", JSON.string(chain.first ?? "")),
            ("superclasses", JSON.array(chain.dropFirst().map(JSON.string))),
            ("address", JSON.string(Runtime.address(of: recognizer))),
            ("name", JSON.optionalString(name)),
            ("isEnabled", JSON.bool(recognizer.isEnabled)),
            ("state", JSON.string(Self.stateName(recognizer.state))),
            ("cancelsTouchesInView", JSON.bool(recognizer.cancelsTouchesInView)),
            ("delaysTouchesBegan", JSON.bool(recognizer.delaysTouchesBegan)),
            ("delaysTouchesEnded", JSON.bool(recognizer.delaysTouchesEnded)),
        ]
        if let tap = recognizer as? UITapGestureRecognizer {
            fields += [("numberOfTapsRequired", "\(tap.numberOfTapsRequired)"), ("numberOfTouchesRequired", "\(tap.numberOfTouchesRequired)")]
        }
        if let press = recognizer as? UILongPressGestureRecognizer {
            fields += [("minimumPressDuration", JSON.number(CGFloat(press.minimumPressDuration))), ("allowableMovement", JSON.number(press.allowableMovement)),
                       ("numberOfTouchesRequired", "\(press.numberOfTouchesRequired)")]
        }
        if let pan = recognizer as? UIPanGestureRecognizer {
            fields += [("minimumNumberOfTouches", "\(pan.minimumNumberOfTouches)"), ("maximumNumberOfTouches", "\(pan.maximumNumberOfTouches)")]
        }
        if let edge = recognizer as? UIScreenEdgePanGestureRecognizer {
            let edges = [("top", edge.edges.contains(.top)), ("left", edge.edges.contains(.left)),
                         ("bottom", edge.edges.contains(.bottom)), ("right", edge.edges.contains(.right))]
            fields.append(("edges", JSON.array(edges.filter(\.1).map { JSON.string($0.0) })))
        }
        if let swipe = recognizer as? UISwipeGestureRecognizer {
            // One direction each, as the sandbox's swipe has; a swipe for several is written with none.
            let directions: [(String, UISwipeGestureRecognizer.Direction)] = [("right", .right), ("left", .left), ("up", .up), ("down", .down)]
            fields += [("direction", JSON.array(directions.filter { swipe.direction == $0.1 }.map { JSON.string($0.0) })),
                       ("numberOfTouchesRequired", "\(swipe.numberOfTouchesRequired)")]
        }
        fields.append(("targets", JSON.array(Self.targets(of: recognizer).map { target in
            JSON.object([("action", JSON.string(target.action)), ("targetClass", JSON.string(target.className)), ("target", JSON.string(target.address))])
        })))
        fields.append(("delegate", JSON.optionalString(recognizer.delegate.map { Runtime.className(of: $0) })))
        if let facts = Runtime.sandboxFacts(of: recognizer) { fields.append(("sandbox", facts)) }
        return JSON.object(fields)
    }

    static func stateName(_ state: UIGestureRecognizer.State) -> String {
        switch state {
        case .possible: return "possible"
        case .began: return "began"
        case .changed: return "changed"
        case .ended: return "ended"
        case .cancelled: return "cancelled"
        case .failed: return "failed"
        @unknown default: return "unknown"
        }
    }

    /// UIKit has no public property for a recognizer's targets; its `description` lists each
    /// as `(action=tapped:, target=<ViewController 0x…>)` (observed on iOS 13 to 17).
    static func targets(of recognizer: UIGestureRecognizer) -> [(action: String, className: String, address: String)] {
        let text = recognizer.description
        var found: [(String, String, String)] = []
        var rest = Substring(text)
        while let start = rest.range(of: "(action=") {
            rest = rest[start.upperBound...]
            guard let comma = rest.range(of: ", target=<"), let close = rest[comma.upperBound...].range(of: ">)") else { break }
            let action = String(rest[..<comma.lowerBound])
            let object = rest[comma.upperBound..<close.lowerBound]
            if let space = object.lastIndex(of: " ") {
                found.append((action, String(object[..<space]), String(object[object.index(after: space)...])))
            }
            rest = rest[close.upperBound...]
        }
        return found
    }

    /// The control events a touch makes a control send, as the JSON names them.
    static let controlEvents: [(String, UIControl.Event)] = [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat), ("touchDragInside", .touchDragInside),
        ("touchDragOutside", .touchDragOutside), ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
        ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel),
        ("valueChanged", .valueChanged), ("primaryActionTriggered", .primaryActionTriggered),
    ]

    private func controlObject(_ control: UIControl) -> String {
        let events = Self.controlEvents
        let all = control.allControlEvents
        var targets: [(address: String, text: String)] = []
        for target in control.allTargets {
            // NSNull stands for the nil target: those actions go along the responder chain.
            let object: AnyObject? = target.base is NSNull ? nil : target.base as AnyObject
            var perEvent: [String] = []
            for (name, event) in events where all.contains(event) {
                guard let actions = control.actions(forTarget: object, forControlEvent: event), !actions.isEmpty else { continue }
                perEvent.append(JSON.object([("event", JSON.string(name)), ("actions", JSON.array(actions.map(JSON.string)))]))
            }
            let address = object.map(Runtime.address(of:))
            targets.append((address ?? "", JSON.object([
                ("target", JSON.optionalString(address)),
                ("targetClass", JSON.optionalString(object.map(Runtime.className(of:)))),
                ("events", JSON.array(perEvent)),
            ])))
        }
        // A set has no order: by address, so that the same app gives the same text.
        var fields = [("isEnabled", JSON.bool(control.isEnabled)), ("targets", JSON.array(targets.sorted { $0.address < $1.address }.map(\.text)))]
        if let slider = control as? UISlider {
            fields += [("value", JSON.number(CGFloat(slider.value))), ("minimumValue", JSON.number(CGFloat(slider.minimumValue))),
                       ("maximumValue", JSON.number(CGFloat(slider.maximumValue)))]
        }
        if let toggle = control as? UISwitch { fields.append(("isOn", JSON.bool(toggle.isOn))) }
        return JSON.object(fields)
    }

    private func scrollViewObject(_ scrollView: UIScrollView) -> String {
        let inset = scrollView.adjustedContentInset
        return JSON.object([
            ("contentOffset", JSON.array([scrollView.contentOffset.x, scrollView.contentOffset.y].map(JSON.number))),
            ("contentSize", JSON.array([scrollView.contentSize.width, scrollView.contentSize.height].map(JSON.number))),
            ("adjustedContentInset", JSON.array([inset.top, inset.left, inset.bottom, inset.right].map(JSON.number))),
            ("isScrollEnabled", JSON.bool(scrollView.isScrollEnabled)),
            ("delaysContentTouches", JSON.bool(scrollView.delaysContentTouches)),
            ("canCancelContentTouches", JSON.bool(scrollView.canCancelContentTouches)),
            ("bounces", JSON.bool(scrollView.bounces)),
            ("isPagingEnabled", JSON.bool(scrollView.isPagingEnabled)),
            ("isDirectionalLockEnabled", JSON.bool(scrollView.isDirectionalLockEnabled)),
        ])
    }
}

/// JSON text for the values the capture writes.
private enum JSON {
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func optionalString(_ text: String?) -> String { text.map(string) ?? "null" }

    static func bool(_ value: Bool) -> String { value ? "true" : "false" }

    /// Whole numbers without a fraction; NaN and infinities, which JSON cannot hold, as null.
    static func number(_ value: CGFloat) -> String {
        let double = Double(value)
        guard double.isFinite else { return "null" }
        if double == double.rounded(), abs(double) < 1e15 { return String(Int64(double)) }
        return "\(double)"
    }

    static func rect(_ rect: CGRect) -> String {
        array([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(number))
    }

    static func array(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
}

/// What only the Objective-C runtime can tell about a class, and, from the sandbox's model,
/// what only an app's compiled code decides.
private enum Runtime {
    /// An object's address as the debugger prints it: `0x` and lowercase hex, no leading zeros.
    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    static func className(of object: AnyObject) -> String {
        classChain(of: object, upTo: nil).first ?? ""
    }

    /// The responder methods whose overrides decide where a touch, a shake or a press goes.
    static let responderMethods = [
        "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled",
        "motionBegan", "motionEnded", "motionCancelled", "pressesBegan", "pressesEnded", "pressesCancelled",
        "remoteControlReceived",
    ]

    #if canImport(UIKit)
    /// The object's class and its superclasses up to `root` (inclusive), as
    /// `NSStringFromClass` names them; Key-Value Observing's subclass is skipped.
    static func classChain(of object: AnyObject, upTo root: AnyClass?) -> [String] {
        var names: [String] = []
        var current: AnyClass? = type(of: object)
        while let cls = current {
            let name = NSStringFromClass(cls)
            if !name.hasPrefix("NSKVONotifying_") { names.append(name) }
            if let root, cls == root { break }
            current = class_getSuperclass(cls)
        }
        return names
    }

    /// The methods the object's class implements differently from the nearest UIKit class
    /// above it (UIView's for a direct subclass of UIView): code of the app, or of another
    /// framework, that the sandbox cannot run. UIKit's own classes report nothing, since the
    /// sandbox models their behaviour.
    static func overrides(of responder: UIResponder) -> [String] {
        let cls: AnyClass = type(of: responder)
        let uikit = Bundle(for: UIView.self)
        var reference: AnyClass = cls
        while Bundle(for: reference) != uikit, let superclass = class_getSuperclass(reference) { reference = superclass }
        guard reference != cls else { return [] }
        var selectors: [(String, Selector)] = [
            ("touchesBegan", #selector(UIResponder.touchesBegan(_:with:))), ("touchesMoved", #selector(UIResponder.touchesMoved(_:with:))),
            ("touchesEnded", #selector(UIResponder.touchesEnded(_:with:))), ("touchesCancelled", #selector(UIResponder.touchesCancelled(_:with:))),
            ("motionBegan", #selector(UIResponder.motionBegan(_:with:))), ("motionEnded", #selector(UIResponder.motionEnded(_:with:))),
            ("motionCancelled", #selector(UIResponder.motionCancelled(_:with:))), ("pressesBegan", #selector(UIResponder.pressesBegan(_:with:))),
            ("pressesEnded", #selector(UIResponder.pressesEnded(_:with:))), ("pressesCancelled", #selector(UIResponder.pressesCancelled(_:with:))),
            ("remoteControlReceived", #selector(UIResponder.remoteControlReceived(with:))),
        ]
        if responder is UIView {
            selectors += [("hitTest", #selector(UIView.hitTest(_:with:))), ("pointInside", #selector(UIView.point(inside:with:)))]
        }
        if responder is UIScrollView {
            selectors += [("touchesShouldBegin", #selector(UIScrollView.touchesShouldBegin(_:with:in:))),
                          ("touchesShouldCancel", #selector(UIScrollView.touchesShouldCancel(in:)))]
        }
        return selectors.filter { class_getMethodImplementation(cls, $0.1) != class_getMethodImplementation(reference, $0.1) }.map(\.0)
    }

    /// A real app's code is not readable: nothing beyond what UIKit reports.
    static func sandboxFacts(of responder: UIResponder) -> String? { nil }
    static func sandboxFacts(of recognizer: UIGestureRecognizer) -> String? { nil }
    #else
    /// The model has no Objective-C runtime: a responder's class is the one it stands for
    /// (`className`, else its UIKit class), followed by the model's UIKit classes above it.
    static func classChain(of object: AnyObject, upTo root: AnyClass?) -> [String] {
        var names: [String]
        if let responder = object as? UIResponder {
            names = [responder.classNameForLogs]
        } else if let delegate = object as? UIApplicationDelegate {
            names = [delegate.delegateName]
        } else {
            names = ["\(type(of: object))"]
        }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror, let cls = current.subjectType as? AnyClass {
            let name = "\(cls)"
            // The sandbox's own subclasses (a scene's scroll view) stand for their UIKit class.
            if name.hasPrefix("UI"), !names.contains(name) { names.append(name) }
            if let root, cls == root { break }
            mirror = current.superclassMirror
        }
        return names
    }

    /// The model's responders say which event methods they implement.
    static func overrides(of responder: UIResponder) -> [String] {
        responderMethods.filter { name in responder.implementedMethods.contains { $0.rawValue == name } }
    }

    /// What a real app's code decides and UIKit cannot report, from the model's stand-ins:
    /// whether an override calls super, the actions a responder implements or refuses, the
    /// common `point(inside:with:)` and `hitTest(_:with:)` overrides, a scroll view
    /// subclass's answers.
    static func sandboxFacts(of responder: UIResponder) -> String? {
        var fields: [(String, String)] = [
            ("callsSuper", JSON.bool(responder.callsSuper)),
            ("actions", JSON.array(responder.implementedActions.map(\.name).sorted().map(JSON.string))),
            ("refuses", JSON.array(responder.refusedActions.map(\.name).sorted().map(JSON.string))),
        ]
        if let view = responder as? UIView {
            fields += [("hitArea", JSON.number(view.hitTestOutset)), ("passthrough", JSON.bool(view.passesTouchesThrough))]
        }
        if let control = responder as? UIControl {
            // The order the control's actions were added, which `allTargets` (a set) loses.
            fields.append(("sends", JSON.array(control.targetActionsInOrder.map { entry in
                JSON.object([
                    ("target", JSON.optionalString(entry.target.map(address(of:)))),
                    ("action", JSON.string(entry.action.name)),
                    ("events", JSON.array(CaptureWriter.controlEvents.filter { entry.events.contains($0.1) }.map { JSON.string($0.0) })),
                ])
            })))
        }
        if let scrollView = responder as? UIScrollView {
            let plain = UIView(name: "")
            let control = UIControl(name: "")
            fields.append(("touchesShouldBegin", JSON.bool(scrollView.touchesShouldBegin([], with: nil, in: plain))))
            let cancel: String
            switch (scrollView.touchesShouldCancel(in: plain), scrollView.touchesShouldCancel(in: control)) {
            case (true, false): cancel = "default"
            case (true, true): cancel = "always"
            case (false, false): cancel = "never"
            case (false, true): cancel = "controlsOnly"
            }
            fields.append(("touchesShouldCancel", JSON.string(cancel)))
        }
        return JSON.object(fields)
    }

    /// A recognizer's relations and its delegate's answers: `require(toFail:)`, the stand-in
    /// delegate's simultaneous partners, `gestureRecognizerShouldBegin(_:)`, the views whose
    /// touches `gestureRecognizer(_:shouldReceive:)` refuses, and a tap's allowed movement.
    static func sandboxFacts(of recognizer: UIGestureRecognizer) -> String? {
        var fields: [(String, String)] = [
            ("requiresToFail", JSON.array(recognizer.requiredToFail.map { JSON.string(address(of: $0)) })),
            ("simultaneousWith", JSON.array(recognizer.simultaneousRecognizers.map { JSON.string(address(of: $0)) })),
        ]
        if let tap = recognizer as? UITapGestureRecognizer { fields.append(("allowableMovement", JSON.number(tap.allowableMovement))) }
        if let delegate = recognizer.delegate {
            fields.append(("shouldBegin", JSON.bool(delegate.gestureRecognizerShouldBegin(recognizer))))
            var refused: [String] = []
            var stack: [UIView] = recognizer.view?.window.map { [$0] } ?? []
            while let view = stack.popLast() {
                if !recognizer.delegateLetsReceive(touchOn: view) { refused.append(JSON.string(address(of: view))) }
                stack.append(contentsOf: view.subviews)
            }
            fields.append(("ignores", JSON.array(refused)))
        }
        return JSON.object(fields)
    }
    #endif
}
