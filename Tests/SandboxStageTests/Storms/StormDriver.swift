import Foundation
@testable import ResponderCore
import SandboxScenes
@testable import SandboxStage
import SeededRandom

/// Plays random input on a session the way the window would get it: up to ten fingers
/// down at once (IDs from `freshTouchID`, as the input router gives them), views removed,
/// re-added and changed while touched, first-responder changes, controllers plugged and
/// unplugged with their buttons, stick and motion sensors, keyboard shakes, presses,
/// remote-control events, actions, time passing and now and then a scene reload.
final class StormDriver {
    static let fingerCount = 10
    static let maximumControllers = 3
    /// Seconds between sensor readings: each of the two sensors at 200 Hz, as a DualShock-class controller.
    static let sampleInterval = 0.0025

    struct Controller {
        var hadMotion = false
        var aDown = false
        var held: Set<UIPress.ControllerButton> = []
    }

    let session: SandboxSession
    private var rng: SplitMix64
    private let stormDocument: SceneDocument
    private let stormURL: URL
    /// The memory test's variant: one scene throughout, so that what a scene accumulates is
    /// measured too.
    let measuresMemory: Bool
    private var fingers: [Int?] = Array(repeating: nil, count: StormDriver.fingerCount)
    private var fingerPoints: [CGPoint] = Array(repeating: .zero, count: StormDriver.fingerCount)
    private var controllers: [Int: Controller] = [:]
    private var nextControllerID = 0
    private var sensorClock = 0.0
    private var shakeSamplesLeft = 0
    private var sampleCount = 0
    private var shakeAxisSign = 1.0
    private var hoverPoint: CGPoint?
    /// The view the latest event removed, for the checker: a view leaving the window still
    /// receives the touchesCancelled and motionCancelled its removal causes.
    private(set) var removedView: UIView?
    /// Recognizers' timers that came due while time passed (a tick: a tap's wait for its next
    /// tap, a long press's duration, a swipe's time limit), and those of them that fired then.
    private(set) var timersDue = 0
    private(set) var timersFired = 0

    // The current scene's views, refreshed whenever the scene changes.
    private weak var cachedScene: LoadedScene?
    private var views: [UIView] = []
    private var responderNames: [String] = []

    init(seed: UInt64, measuresMemory: Bool = false) throws {
        rng = SplitMix64(seed: seed)
        let text = StormScene.text(seed: seed)
        stormDocument = try SceneParser.parse(text, file: "storm-\(seed).yaml")
        stormURL = URL(fileURLWithPath: "/tmp/storm-\(seed).yaml")
        self.measuresMemory = measuresMemory
        session = SandboxSession(scene: LoadedScene(document: stormDocument), url: stormURL, name: "storm-\(seed)",
                                 catalog: StageFixtures.catalog)
        refreshScene()
    }

    /// Makes one random input and returns it.
    @discardableResult
    func step() -> StormEvent {
        removedView = nil
        let event = makeEvent()
        if cachedScene !== session.scene { refreshScene() }
        return event
    }

    /// Whether a finger still down or an events-file line can end the touch: the file's own
    /// numbers, and the touches its fingers go on as when a lifted touch still has their number.
    func canEnd(_ touch: Int) -> Bool {
        Self.scriptTouchIDs.contains(touch) || fingers.contains(touch)
            || Self.scriptTouchIDs.contains { session.runner.touchNumber(of: $0) == touch }
    }

    /// Ends what the storm left going: animations finish, touches are cancelled and every
    /// controller is unplugged, as when the window closes.
    func finish() {
        session.finishAnimations()
        session.history.deliver(newEpisode: false) { session.application.cancelAllTouches(cause: "the storm ended") }
        session.route(.forgetEndedFingers)  // the fingers and the controller pointer's touch, as the window's own cancellation forgets them
        for id in controllers.keys.sorted() { disconnect(id) }
        session.devices.cancelShake(cause: "the storm ended")
        fingers = fingers.map { _ in nil }
    }

    /// A fresh copy of the storm scene, so that every view of the last one can be freed.
    func reloadStormScene() {
        session.replaceScene(LoadedScene(document: stormDocument), url: stormURL, name: "storm")
        refreshScene()
    }

    private func refreshScene() {
        cachedScene = session.scene
        views = session.scene.responders.values.compactMap { $0 as? UIView }.filter { !($0 is UIWindow) }
            .sorted { $0.name < $1.name }
        responderNames = session.scene.responders.keys.sorted()
    }

    // MARK: Choosing an input

    private func makeEvent() -> StormEvent {
        let roll = Int.random(in: 0..<1000, using: &rng)
        switch roll {
        case 0..<120: return beginFinger() ?? moveFinger()
        case 120..<310: return moveFinger()
        case 310..<430: return liftFinger(phase: .ended)
        case 430..<440: return liftFinger(phase: .cancelled)
        case 440..<470: return scriptTouch()
        case 470..<495: return removeView()
        case 495..<525: return reAddView()
        case 525..<575: return toggleProperty()
        case 575..<600: return restoreHitTesting()
        case 600..<615: return setProperty()
        case 615..<635: return becomeFirstResponder()
        case 635..<643: return resign()
        case 643..<649: return connectController()
        case 649..<653: return disconnectController()
        case 653..<703: return controllerButton()
        case 703..<723: return moveStick()
        case 723..<873: return sensorSample()
        case 873..<883: return shake()
        case 883..<906: return firstResponderEvent()
        case 906..<966: return tick()
        case 966..<982: return stageCommand()
        case 982..<984: return interrupt()
        case 984..<986: return reload()
        case 986..<994: return hover()
        default: return select()
        }
    }

    private var sceneSize: CGSize { session.scene.document.size }

    private func randomPoint() -> CGPoint {
        CGPoint(x: Double(Int.random(in: -20...Int(sceneSize.width) + 20, using: &rng)),
                y: Double(Int.random(in: -20...Int(sceneSize.height) + 20, using: &rng)))
    }

    private func randomView() -> UIView? { views.randomElement(using: &rng) }

    /// Half the time a view a finger is on (or one of its superviews), so that removals and
    /// property changes land mid-touch; otherwise any view. The root view only by chance:
    /// without it nothing can be touched.
    private func viewMidTouch() -> UIView? {
        guard rng.chance(50), let id = session.application.activeTouchIdentifiers.randomElement(using: &rng),
              var view = session.application.boundView(ofTouch: id) else { return randomView() }
        while rng.chance(30), let superview = view.superview, superview !== rootView, !(superview is UIWindow) { view = superview }
        // A touch on no subview is bound to the window, which the window's controls cannot select.
        return view === rootView || view is UIWindow ? randomView() : view
    }

    private var rootView: UIView? { session.scene.window.rootViewController?.view }

    // MARK: Fingers

    private func beginFinger() -> StormEvent? {
        guard let slot = fingers.indices.filter({ fingers[$0] == nil }).randomElement(using: &rng) else { return nil }
        let id = session.freshTouchID()
        let point = randomPoint()
        fingers[slot] = id
        fingerPoints[slot] = point
        session.touch(id, .began, at: point)
        return .touch(id, .began, point)
    }

    private func moveFinger() -> StormEvent {
        guard let slot = fingers.indices.filter({ fingers[$0] != nil }).randomElement(using: &rng), let id = fingers[slot] else {
            return beginFinger() ?? tick()
        }
        var point = fingerPoints[slot]
        if rng.chance(20) {
            point = randomPoint()
        } else {
            point.x += Double(Int.random(in: -40...40, using: &rng))
            point.y += Double(Int.random(in: -40...40, using: &rng))
        }
        fingerPoints[slot] = point
        return deliverFinger(id, .moved, at: point)
    }

    private func liftFinger(phase: UITouch.Phase) -> StormEvent {
        guard let slot = fingers.indices.filter({ fingers[$0] != nil }).randomElement(using: &rng), let id = fingers[slot] else {
            return beginFinger() ?? tick()
        }
        fingers[slot] = nil
        return deliverFinger(id, phase, at: fingerPoints[slot])
    }

    /// The input router drops the later phases of a touch the core has ended; now and then
    /// they are sent anyway, as an events file may.
    private func deliverFinger(_ id: Int, _ phase: UITouch.Phase, at point: CGPoint) -> StormEvent {
        guard session.application.isTouchDown(id) || rng.chance(30) else { return .none }
        session.touch(id, phase, at: point)
        return .touch(id, phase, point)
    }

    /// The IDs events files use (the lessons' scripts use 1 to 3).
    static let scriptTouchIDs = 1...4

    /// Events-file touches with the file's own small IDs, which may collide with a finger's:
    /// the core then cancels the older touch ("began again").
    private func scriptTouch() -> StormEvent {
        let id = Int.random(in: Self.scriptTouchIDs, using: &rng)
        let command: ScriptCommand
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: command = .down(id: id, at: randomPoint())
        case 1: command = .move(id: id, to: randomPoint())
        case 2: command = .up(id: id, at: randomPoint())
        case 3: command = .cancel(id: id)
        default: command = .tap(at: randomPoint())
        }
        return run(command)
    }

    private func run(_ command: ScriptCommand) -> StormEvent {
        session.run(command)
        return .script(command)
    }

    // MARK: The view tree and its properties

    private func removeView() -> StormEvent {
        // The root view rarely: the whole scene goes, and re-adding brings parts back.
        guard let view = viewMidTouch(), view.superview != nil, view.name != "root" || rng.chance(5) else { return tick() }
        removedView = view
        return run(.remove(view.name))
    }

    private func reAddView() -> StormEvent {
        let detached = views.filter { $0.superview == nil }
        // A removed root view comes back first, or the storm would touch an empty window for long.
        let root = rootView.flatMap { $0.superview == nil && rng.chance(70) ? $0 : nil }
        guard let view = root ?? detached.randomElement(using: &rng) else { return toggleProperty() }
        let hosts = [session.scene.window as UIView] + views.filter { $0.window != nil }
        // The root view goes back where it belongs, so the scene stays recognisable.
        guard let host = view === rootView ? session.scene.window : hosts.randomElement(using: &rng),
              !host.isDescendant(of: view) else { return tick() }
        host.addSubview(view)
        return .reAdd(view: view.name, host: host.name)
    }

    private static let toggles: [SelectionToggle] = [
        .hidden, .hidden, .alpha, .alpha, .alpha, .userInteractionEnabled, .userInteractionEnabled,
        .multipleTouchEnabled, .exclusiveTouch, .canBecomeFirstResponder, .handlesTouches, .handlesMotion, .handlesPresses,
    ]

    /// The window's way: select a view (right click), then a number key.
    private func toggleProperty() -> StormEvent {
        guard let view = viewMidTouch() else { return tick() }
        let property = Self.toggles.randomElement(using: &rng)!
        session.viewer.select(view.name)
        session.perform(.toggle(property))
        return .toggle(view: view.name, property)
    }

    /// Makes a view that hit-testing skips (hidden, alpha below 0.01, interaction off) take
    /// touches again, as a class undoes what it tried: without this the random changes pile up
    /// until nothing in the scene can be touched.
    private func restoreHitTesting() -> StormEvent {
        let skipped = views.filter { $0.isHidden || $0.alpha < 0.01 || !$0.isUserInteractionEnabled }
        guard let view = skipped.randomElement(using: &rng) else { return setProperty() }
        if view.isHidden { return run(.set(view.name, .key(.hidden, .flag(false)))) }
        if view.alpha < 0.01 { return run(.set(view.name, .key(.alpha, .number(1)))) }
        return run(.set(view.name, .key(.userInteractionEnabled, .flag(true))))
    }

    /// The events file's way, with alpha either side of UIKit's 0.01 cut-off.
    private func setProperty() -> StormEvent {
        guard let view = viewMidTouch() else { return tick() }
        let property: ViewProperty
        switch Int.random(in: 0..<12, using: &rng) {
        case 0: property = .key(.alpha, .number([0.01, 0.0099, 0.011, 1].randomElement(using: &rng)!))
        case 1: property = .key(.hidden, .flag(Bool.random(using: &rng)))
        case 2: property = .key(.userInteractionEnabled, .flag(Bool.random(using: &rng)))
        case 3: property = .key(.multipleTouchEnabled, .flag(Bool.random(using: &rng)))
        case 4: property = .key(.exclusiveTouch, .flag(Bool.random(using: &rng)))
        case 5: property = .canBecomeFirstResponder(Bool.random(using: &rng))
        case 6: property = .key(.passthrough, .flag(Bool.random(using: &rng)))
        case 7: property = .rotate([0, 90, 45, -30, 180].randomElement(using: &rng)!)
        case 8:
            let factor = [0.5, 1, 2, -1].randomElement(using: &rng)!
            property = .scale(factor, Bool.random(using: &rng) ? factor : 1)
        case 9: property = .translate(Double(Int.random(in: -60...60, using: &rng)), Double(Int.random(in: -60...60, using: &rng)))
        case 10: property = .boundsOrigin(CGPoint(x: Int.random(in: -80...80, using: &rng), y: Int.random(in: -80...80, using: &rng)))
        default:
            guard view !== rootView else { return run(.set(view.name, .key(.hidden, .flag(false)))) }
            let point = randomPoint()
            property = .frame(CGRect(x: point.x / 2, y: point.y / 2, width: Double(Int.random(in: 0...300, using: &rng)),
                                     height: Double(Int.random(in: 0...300, using: &rng))))
        }
        return run(.set(view.name, property))
    }

    private func becomeFirstResponder() -> StormEvent {
        guard let name = rng.chance(80) ? randomView()?.name : responderNames.randomElement(using: &rng) else { return tick() }
        if rng.chance(50) {
            session.viewer.select(name)
            session.perform(.makeFirstResponder)
            return .stage(.makeFirstResponder)
        }
        return run(.become(name))
    }

    private func resign() -> StormEvent {
        if rng.chance(50) {
            session.perform(.resignFirstResponder)
            return .stage(.resignFirstResponder)
        }
        return run(.resign)
    }

    private func select() -> StormEvent {
        let name = rng.chance(90) ? randomView()?.name : nil
        session.viewer.select(name)
        return .select(name)
    }

    // MARK: Controllers

    private func connectController() -> StormEvent {
        guard controllers.count < Self.maximumControllers else { return disconnectController() }
        let id = nextControllerID
        nextControllerID += 1
        controllers[id] = Controller()
        session.devices.controllerConnected(id: id, name: "Storm Pad \(id)")
        return .controllerConnected(id)
    }

    private func disconnectController() -> StormEvent {
        guard let id = controllers.keys.sorted().randomElement(using: &rng) else { return connectController() }
        let hadMotion = controllers[id]?.hadMotion ?? false
        disconnect(id)
        return .controllerDisconnected(id, hadMotion: hadMotion)
    }

    private func disconnect(_ id: Int) {
        let hadMotion = controllers.removeValue(forKey: id)?.hadMotion ?? false
        session.devices.controllerDisconnected(id: id, hadMotion: hadMotion)
    }

    private static let buttons = UIPress.ControllerButton.allCases

    /// A button goes down if it is up and up if it is down, as on a real pad; A most often.
    private func controllerButton() -> StormEvent {
        guard let id = controllers.keys.sorted().randomElement(using: &rng), var controller = controllers[id] else { return tick() }
        let button = rng.chance(40) ? .a : Self.buttons.randomElement(using: &rng)!
        let down: Bool
        if button == .a {
            down = !controller.aDown
            controller.aDown = down
        } else {
            down = !controller.held.contains(button)
            if down { controller.held.insert(button) } else { controller.held.remove(button) }
        }
        controllers[id] = controller
        session.devices.controllerButton(button, down: down, controller: id)
        return .controllerButton(id, button, down: down)
    }

    private func moveStick() -> StormEvent {
        guard !controllers.isEmpty else { return tick() }
        let x = rng.chance(30) ? 0 : Double.random(in: -1...1, using: &rng)
        let y = rng.chance(30) ? 0 : Double.random(in: -1...1, using: &rng)
        session.devices.setStick(x: x, y: y)
        return .stick(x: x, y: y)
    }

    /// One sensor reading from a plugged-in controller: still, or part of a burst of strong
    /// back-and-forth motion at 5 Hz that the detector takes for a shake. A few bursts run
    /// past the 2 s limit, so that shakes are also cancelled for going on too long.
    private func sensorSample() -> StormEvent {
        guard let id = controllers.keys.sorted().randomElement(using: &rng) else { return tick() }
        controllers[id]?.hadMotion = true
        if shakeSamplesLeft == 0, rng.chance(4) {
            shakeSamplesLeft = rng.chance(3) ? 2_400 : Int.random(in: 100...600, using: &rng)
            shakeAxisSign = Bool.random(using: &rng) ? 1 : -1
        }
        sensorClock = max(sensorClock + Self.sampleInterval, session.application.currentTime)
        sampleCount += 1
        let sample: IMUSample
        if shakeSamplesLeft > 0 {
            shakeSamplesLeft -= 1
            // Reverses every 0.1 s: five back-and-forths a second.
            let sign = Int(sensorClock / 0.1) % 2 == 0 ? shakeAxisSign : -shakeAxisSign
            sample = sampleCount % 2 == 0
                ? IMUSample(time: sensorClock, sensor: .accelerometer, x: 25 * sign, y: 9.81, z: 0)
                : IMUSample(time: sensorClock, sensor: .gyroscope, x: 0, y: 0, z: 9 * sign)
        } else {
            let noise = Double.random(in: -0.2...0.2, using: &rng)
            sample = sampleCount % 2 == 0
                ? IMUSample(time: sensorClock, sensor: .accelerometer, x: noise, y: 9.81, z: 0)
                : IMUSample(time: sensorClock, sensor: .gyroscope, x: noise, y: 0, z: 0)
        }
        session.devices.feed(sample)
        return .imu(sample)
    }

    // MARK: First-responder events, time, the stage's controls

    private func shake() -> StormEvent {
        switch Int.random(in: 0..<6, using: &rng) {
        case 0, 1:
            session.perform(.shake)
            return .stage(.shake)
        case 2: return run(.shake(.begin))
        case 3: return run(.shake(.end))
        case 4: return run(.shake(.cancel))
        default:
            session.devices.cancelShake(cause: "the window lost focus")
            return .interrupt("the window lost focus (shake)")
        }
    }

    private func firstResponderEvent() -> StormEvent {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1: return run(.press(Self.buttons.randomElement(using: &rng)!))
        case 2, 3:
            let subtypes: [UIEvent.EventSubtype] = [.remoteControlPlay, .remoteControlPause, .remoteControlTogglePlayPause,
                                                    .remoteControlNextTrack, .remoteControlPreviousTrack, .remoteControlStop]
            return run(.remote(subtypes.randomElement(using: &rng)!))
        case 4: return run(.key(["c", "v", "z"].randomElement(using: &rng)!, rng.chance(50) ? .command : []))
        default:
            let action: Selector = ["copy:", "paste:", "buttonPressed:", "nobodyImplements:"].randomElement(using: &rng)!
            // A sender in the window, as a button would be; sometimes none.
            let sender = rng.chance(80) ? views.filter { $0.window != nil }.randomElement(using: &rng)?.name : nil
            return run(.action(action, from: sender))
        }
    }

    /// The mouse moving with no button pressed, near where it was, now and then anywhere or
    /// out of the window: hover events, with fingers down or not.
    private func hover() -> StormEvent {
        let point: CGPoint?
        if rng.chance(10) {
            point = nil
        } else if let last = hoverPoint, !rng.chance(20) {
            point = CGPoint(x: last.x + Double(Int.random(in: -40...40, using: &rng)), y: last.y + Double(Int.random(in: -40...40, using: &rng)))
        } else {
            point = randomPoint()
        }
        hoverPoint = point
        return run(.hover(at: point))
    }

    /// Time passing as in the window's turn (`SandboxApp.advanceTime`): the application's clock
    /// first, so that recognizers' timers fire (a double tap's wait for its second tap running
    /// out, a long press held long enough), then the animations (which may play a lesson's
    /// next line, a `wait` among them).
    private func tick() -> StormEvent {
        let seconds = [0.0, 1.0 / 60, 0.05, 0.3].randomElement(using: &rng)!
        let end = session.application.currentTime + seconds
        let due = session.application.gestureEnvironment.engaged.compactMap { recognizer in
            recognizer.deadline.flatMap { $0 <= end ? (recognizer, $0) : nil }
        }
        session.passRealTime(seconds)
        // A timer that fired is gone, or was set again by what its recognizer did then.
        timersDue += due.count
        timersFired += due.filter { $0.0.deadline != $0.1 }.count
        _ = session.tick(seconds)
        return .tick(seconds)
    }

    private static let stageCommands: [StageCommand] = [
        .togglePause, .stepForward, .stepBackward, .replay, .faster, .slower, .clear, .toggleExplode,
        .toggleHelp, .deselect, .playLessonEvents, .runNextLessonCommand, .togglePause, .replay,
    ]

    private func stageCommand() -> StormEvent {
        let command = Self.stageCommands.randomElement(using: &rng)!
        session.perform(command)
        return .stage(command)
    }

    /// The window resized or lost focus: the input router's path.
    private func interrupt() -> StormEvent {
        let cause = rng.chance(50) ? "the window was resized" : "the window lost focus"
        if cause == "the window lost focus" { session.devices.cancelShake(cause: cause) }
        session.history.deliver(newEpisode: false) { session.application.cancelAllTouches(cause: cause) }
        session.route(.forgetEndedFingers)  // the fingers and the controller pointer's touch, as the window's own cancellation forgets them
        return .interrupt(cause)
    }

    /// A reload mid-touch: a fresh copy of the storm scene, another lesson, or N / P.
    private func reload() -> StormEvent {
        guard !measuresMemory, rng.chance(50) else { return tick() }
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<6:
            reloadStormScene()
            return .reload("storm")
        case 6, 7:
            // One draw whatever the number of lessons, so adding a lesson changes which one a
            // seed reloads but not the rest of the seed's storm.
            let lessons = StageFixtures.catalog.lessons
            let lesson = lessons[Int(rng.next() % UInt64(lessons.count))]
            guard let loaded = try? LoadedScene.load(contentsOf: lesson.url, displayName: lesson.id) else { return .reload("failed: \(lesson.id)") }
            session.replaceScene(loaded, url: lesson.url, name: lesson.id)
            return .reload(lesson.id)
        case 8:
            session.perform(.nextLesson)
            return .stage(.nextLesson)
        default:
            session.perform(.previousLesson)
            return .stage(.previousLesson)
        }
    }
}
