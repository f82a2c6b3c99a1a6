import Foundation
import ResponderCore

/// Plays events-file commands on a live scene, as the window or the headless commands do.
public final class ScriptRunner {
    public let scene: LoadedScene
    private var nextFreshTouchID = 1
    /// The events file's finger numbers that go on as touches of other numbers (see
    /// ScriptRunner+TouchNumbers.swift): the file's number to the touch's.
    var renumberedTouches: [Int: Int] = [:]
    /// What went wrong at run time that the file could not have known (a refusal to become
    /// first responder, a name the scene lacks), one line each.
    public private(set) var messages: [String] = []
    /// Messages dropped by `forgetMessages(keepingLast:)`, for saying so.
    public private(set) var forgottenMessageCount = 0
    /// Turns controller sensor samples into shakes (see ScriptRunner+IMU.swift).
    public var shakeDetector = ShakeDetector()
    /// Where each view a `remove` took out was, in its window's coordinates, just before: the
    /// window draws it there as a ghost, so the picture still shows what was removed.
    public private(set) var removedFrames: [String: CGRect] = [:]
    /// The latest nil-targeted action sent and the name of its sender (nil: none), which the
    /// trace's summary does not carry: the window says whether the search started there.
    public private(set) var lastAction: (action: Selector, sender: String?)?

    public init(scene: LoadedScene) {
        self.scene = scene
    }

    var application: UIApplication { scene.application }

    public func run(_ script: EventScript) {
        for line in script.lines { run(line.command, line: line.line) }
    }

    public func run(_ command: ScriptCommand, line: Int? = nil) {
        if makesWhatTheDocumentDoesNot(command) { scene.makingLines.append(command) }
        switch command {
        case .down(let id, let point): touch(touchNumber(forDown: id), .began, point)
        case .move(let id, let point): touch(touchNumber(of: id), .moved, point)
        case .up(let id, let point): touch(touchNumber(of: id), .ended, point)
        case .cancel(let id): application.handleTouch(touchNumber(of: id), phase: .cancelled, at: .zero)
        case .tap(let point):
            let id = freshTouchID()
            touch(id, .began, point)
            touch(id, .ended, point)
        case .hover(let point): application.handleHover(at: point)
        case .shake(let phase): shake(phase)
        case .press(let button):
            application.press(button, phase: .began)
            application.press(button, phase: .ended)
        case .remote(let subtype): application.remoteControl(subtype)
        case .action(let action, let senderName):
            let sender = senderName.flatMap { responder($0, line: line) }
            lastAction = (action, sender?.name)
            application.sendAction(action, to: nil, from: sender, for: nil)
        case .become(let name):
            guard let responder = responder(name, line: line) else { return }
            if !responder.becomeFirstResponder() {
                note(line, "\(name) did not become first responder: \(Self.refusalReason(responder))")
            }
        case .resign:
            if let current = application.firstResponder, !current.resignFirstResponder() {
                note(line, "\(current.name) did not resign first responder: canResignFirstResponder is false")
            }
        case .makeKey(let name):
            guard let window = responder(name, line: line).flatMap({ $0 as? UIWindow }) else { return note(line, "\(name) is not a window") }
            window.makeKey()
        case .set(let name, .gesture(let key, let flag)):
            guard let recognizer = scene.recognizers[name] else { return note(line, "the scene has no gesture recognizer named '\(name.shownInMessage())'") }
            caption(ViewProperty.gesture(key, flag).caption(for: name), .property)
            key.apply(flag, to: recognizer)
        case .set(let name, let property):
            guard let responder = responder(name, line: line) else { return }
            guard property.isApplicable(to: responder) else { return note(line, property.notApplicableNote(name)) }
            caption(property.caption(for: name), .property)
            property.apply(to: responder, responders: scene.responders)
        case .remove(let name):
            guard let view = responder(name, line: line).flatMap({ $0 as? UIView }) else { return note(line, "\(name) is not a view") }
            caption(ScriptCommand.removalCaption(name), .removal)
            if view.window != nil { removedFrames[name] = view.convert(view.bounds, to: nil) }
            view.removeFromSuperview()
        case .wait(let seconds):
            caption(ScriptCommand.waitCaption(seconds), .wait(seconds: seconds))
            application.advanceClock(by: seconds)
        case .key(let input, let modifiers): application.handleKeyCommand(input: input, modifierFlags: modifiers)
        case .endEditing(let name):
            guard let name else {
                application.keyWindow.endEditing(true)
                return
            }
            guard let responder = responder(name, line: line) else { return }
            // A controller's view stands for it, as `self.view.endEditing(true)` in a controller.
            guard let view = responder as? UIView ?? (responder as? UIViewController)?.view else {
                return note(line, "\(name) is neither a view nor a view controller")
            }
            view.endEditing(true)
        case .logChain(let name):
            guard let responder = responder(name, line: line) else { return }
            application.traceRecorder?.record(.chainLog(responder: name, classes: responder.responderChain.map(\.classNameForLogs)))
        case .add(let name, let parentName, let frame, let color, let className):
            add(name, to: parentName, frame: frame, color: color, className: className, line: line)
        case .reorder(let name, let forward): reorder(name, forward: forward, line: line)
        case .reparent(let name, let parentName, let frame): reparent(name, into: parentName, frame: frame, line: line)
        case .rename(let name, let newName): rename(name, to: newName, line: line)
        case .control(let name, let made): makeControl(name, made, line: line)
        case .connect(let name, let action, let target, let event): connect(name, action: action, target: target, event: event, line: line)
        case .gesture(let view, let node): addGesture(node, to: view, line: line)
        case .removeGesture(let name): removeGesture(name, line: line)
        case .controller(let name, let view): makeController(name, view: view, line: line)
        case .removeController(let name): removeController(name, line: line)
        }
    }

    /// Whether `command` makes what the scene's document does not describe and `why`'s copy
    /// cannot take as a value (`SceneState`): a view, a class, a target, a recognizer, a
    /// controller, a name; or takes a view out that a later line may make again by name.
    private func makesWhatTheDocumentDoesNot(_ command: ScriptCommand) -> Bool {
        switch command {
        case .add, .rename, .control, .connect, .gesture, .removeGesture, .controller, .removeController: return true
        case .remove(let name): return scene.view(named: name)?.superview != nil
        default: return false
        }
    }

    /// `--tap X,Y` and `tap X Y`: a touch with an ID no other touch has used.
    public func freshTouchID() -> Int {
        while application.activeTouchIdentifiers.contains(nextFreshTouchID)
            || application.gestureEnvironment.isFollowing(touchIdentifier: nextFreshTouchID) { nextFreshTouchID += 1 }
        defer { nextFreshTouchID += 1 }
        return nextFreshTouchID
    }

    private func touch(_ id: Int, _ phase: UITouch.Phase, _ point: CGPoint) {
        nextFreshTouchID = max(nextFreshTouchID, id + 1)
        application.handleTouch(id, phase: phase, at: point)
    }

    private func shake(_ phase: ScriptCommand.ShakePhase) {
        switch phase {
        case .whole:
            application.motionBegan()
            application.motionEnded()
        case .begin: application.motionBegan()
        case .end: application.motionEnded()
        case .cancel: application.cancelMotion(cause: "the script's shake cancel command")
        }
    }

    func view(_ name: String, line: Int?) -> UIView? {
        guard let responder = responder(name, line: line) else { return nil }
        guard let view = responder as? UIView else {
            note(line, "\(name) is not a view")
            return nil
        }
        return view
    }

    /// A name no responder or recognizer has, or had by a view that `remove` took out of the
    /// window (or by a recognizer of such a view, or a controller whose root view it was).
    func isFree(_ name: String, line: Int?) -> Bool {
        // Recognizers share the scene's name space.
        if let recognizer = scene.recognizers[name], recognizer.view?.window != nil {
            note(line, "the scene already has a gesture recognizer named '\(name.shownInMessage())'")
            return false
        }
        guard let existing = scene.responders[name] else { return true }
        if let view = existing as? UIView ?? (existing as? UIViewController)?.view, view.window == nil, view.superview == nil { return true }
        note(line, "the scene already has a responder named '\(name.shownInMessage())'")
        return false
    }

    /// A plain view, as the scene builder makes one from a node with only a frame, a colour and
    /// maybe a `class:`.
    private func add(_ name: String, to parentName: String, frame: CGRect, color: UIColor, className: String?, line: Int?) {
        guard let parent = view(parentName, line: line), isFree(name, line: line) else { return }
        caption(ScriptCommand.additionCaption(name, parent: parentName, frame: frame), .hierarchy)
        let view = UIView(name: name, frame: frame)
        view.backgroundColor = color
        view.className = className
        scene.responders[name] = view
        parent.addSubview(view)
    }

    private func reorder(_ name: String, forward: Bool, line: Int?) {
        guard let view = view(name, line: line) else { return }
        guard let parent = view.superview, let index = parent.subviews.firstIndex(where: { $0 === view }) else {
            return note(line, "\(name) has no superview")
        }
        caption(ScriptCommand.reorderCaption(name, forward: forward), .hierarchy)
        let target = forward ? index + 1 : index - 1
        guard parent.subviews.indices.contains(target) else { return }
        view.removeFromSuperview()
        parent.insertSubview(view, at: target)
    }

    private func reparent(_ name: String, into parentName: String, frame: CGRect, line: Int?) {
        guard let view = view(name, line: line), let parent = self.view(parentName, line: line) else { return }
        guard parent !== view, !parent.isDescendant(of: view) else { return note(line, "\(parentName) is inside \(name)") }
        caption(ScriptCommand.reparentCaption(name, into: parentName, frame: frame), .hierarchy)
        view.removeFromSuperview()
        view.frame = frame
        parent.addSubview(view)
    }

    private func rename(_ name: String, to newName: String, line: Int?) {
        guard let responder = responder(name, line: line), isFree(newName, line: line) else { return }
        caption(ScriptCommand.renameCaption(name, to: newName), .hierarchy)
        scene.responders[name] = nil
        scene.responders[newName] = responder
        responder.name = newName
    }

    func responder(_ name: String, line: Int?) -> UIResponder? {
        guard let responder = scene.responders[name] else {
            note(line, "the scene has no responder named '\(name.shownInMessage())'")
            return nil
        }
        return responder
    }

    /// Why `becomeFirstResponder()` said no, in the words the log and the window use.
    public static func refusalReason(_ responder: UIResponder) -> String {
        if !responder.canBecomeFirstResponder { return "canBecomeFirstResponder is false" }
        if let view = responder as? UIView, view.window == nil { return "it is not in the window" }
        return "the current first responder would not resign"
    }

    /// A window left open for a whole class runs commands without end; it keeps the latest notes only.
    public func forgetMessages(keepingLast count: Int) {
        let dropped = max(0, messages.count - count)
        messages.removeFirst(dropped)
        forgottenMessageCount += dropped
    }

    /// A change between events goes into the trace, so the log and the picture say what changed.
    func caption(_ text: String, _ kind: CaptionKind) {
        application.traceRecorder?.record(.caption(text: text, kind: kind))
    }

    func note(_ line: Int?, _ message: String) {
        messages.append(line.map { "line \($0): \(message)" } ?? message)
    }
}
