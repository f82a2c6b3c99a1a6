import Foundation
import ResponderCore
import SandboxScenes

/// What the platform must do after a command that the session cannot do itself.
public enum StageEffect: Equatable, Sendable {
    case saveScreenshot
    case exportAnimation
    case toggleRecording
    case quit
}

extension SandboxSession {
    /// Carries out a control; returns what is left for the platform to do.
    @discardableResult
    public func perform(_ command: StageCommand) -> StageEffect? {
        switch command {
        case .togglePause: timeline.togglePause()
        case .stepForward: stepForwardOrRunNextCommand()
        case .stepBackward: timeline.stepBackward()
        case .replay: replay()
        case .faster: timeline.faster(); show("Speed ×\(formatSpeed(timeline.speed))", for: 1.5)
        case .slower: timeline.slower(); show("Speed ×\(formatSpeed(timeline.speed))", for: 1.5)
        case .clear: clearTrace()
        case .nextLesson: if studio.keepsUnsavedEdits() { break } else { moveLesson(by: 1) }
        case .previousLesson: if studio.keepsUnsavedEdits() { break } else { moveLesson(by: -1) }
        case .toggleHelp: isHelpVisible.toggle()
        case .toggleExplode: toggleExplode()
        case .screenshot: return .saveScreenshot
        case .exportAnimation: return .exportAnimation
        case .toggleRecording: return .toggleRecording
        case .shake: run(.shake(.whole))
        case .playLessonEvents: if !studio.refusedInEditMode("play the lesson's input") { playLessonEvents() }
        case .runNextLessonCommand: runNextLessonCommand()
        case .resetLesson: if !studio.keepsUnsavedEdits() { resetLesson() }
        case .toggleEditMode: studio.toggleEditMode()
        case .undoEdit: studio.undoEdit()
        case .redoEdit: studio.redoEdit()
        case .saveScene: studio.saveScene()
        case .addSubview: studio.addSubviewToSelection()
        case .deleteView: studio.deleteSelection()
        case .bringForward: studio.moveSelectionAmongSiblings(by: 1)
        case .sendBackward: studio.moveSelectionAmongSiblings(by: -1)
        case .renameView: studio.startRenaming()
        case .recolorView: studio.recolorSelection()
        case .zoomIn: changeZoom(by: Self.zoomStep)
        case .zoomOut: changeZoom(by: -Self.zoomStep)
        case .zoomReset: setZoom(1)
        case .deselect:
            if studio.nameBeingTyped != nil { studio.finishRenaming(keep: false) } else if editMenu != nil { closeEditMenu() } else if isHelpVisible { isHelpVisible = false } else { select(nil) }
        // While the menu is open the number keys choose its items, as the menu shows.
        case .toggle(let property):
            if editMenu != nil { chooseEditMenuItem(number: property.rawValue) } else { toggleSelected(property) }
        case .toggleEditMenu: toggleEditMenu()
        case .toggleKeysToApp: if !studio.refusedInEditMode("give the keys to the app") { toggleKeysToApp() }
        case .makeFirstResponder: makeSelectedFirstResponder()
        case .resignFirstResponder: resignFirstResponder()
        case .toggleWideLog: toggleWideLog()
        case .showNewestLog: showNewestLog()
        case .quit: return .quit
        }
        return nil
    }

    /// R with nothing to replay (a fresh scene, a reload, C) says so rather than doing nothing.
    private func replay() {
        guard !timeline.steps.isEmpty else {
            return show("Nothing to replay yet: click a view or press L, then R plays it again")
        }
        timeline.replay()
    }

    static let zoomStep = 0.25

    private func changeZoom(by step: Double) {
        setZoom(((zoom + step) / Self.zoomStep).rounded() * Self.zoomStep)
    }

    /// Sets the zoom within `zoomRange` and says what it is now.
    public func setZoom(_ value: Double) {
        let clamped = min(max(value, Self.zoomRange.lowerBound), Self.zoomRange.upperBound)
        let limit = clamped != value ? (value > clamped ? " (the largest)" : " (the smallest)") : ""
        zoom = clamped
        show("Zoom ×\(formatSpeed(clamped))\(limit)", for: 1.5)
    }

    private func clearTrace() {
        timeline.clear()
        clearTouchTrails()
        recorder.removeAll()
        episodeStart = recorder.total
    }

    private func formatSpeed(_ speed: Double) -> String {
        speed == speed.rounded() ? String(Int(speed)) : String(speed)
    }

    /// Alpha steps through the values either side of UIKit's 0.01 cut-off.
    static let alphaCycle: [Double] = [1, 0.5, 0.011, 0.01, 0.0099, 0]

    private func toggleSelected(_ property: SelectionToggle) {
        guard let responder = selectedResponder else { return show("Right-click a view (or click a row of HIERARCHY) to select it") }
        guard let view = responder as? UIView else {
            guard property.appliesToEveryResponder else {
                return show("\(responder.name) is not a view: keys 1–5 change views; 6–9 apply to it")
            }
            return apply(change(for: property, of: responder), to: responder, property: property)
        }
        let change: ViewProperty
        switch property {
        case .hidden: change = .hidden(!view.isHidden)
        case .alpha:
            let index = Self.alphaCycle.firstIndex { abs($0 - Double(view.alpha)) < 0.00001 } ?? -1
            change = .alpha(Self.alphaCycle[(index + 1) % Self.alphaCycle.count])
        case .userInteractionEnabled: change = .userInteractionEnabled(!view.isUserInteractionEnabled)
        case .multipleTouchEnabled: change = .multipleTouchEnabled(!view.isMultipleTouchEnabled)
        case .exclusiveTouch: change = .exclusiveTouch(!view.isExclusiveTouch)
        default: change = self.change(for: property, of: view)
        }
        apply(change, to: view, property: property)
    }

    /// The changes keys 6–9 make, which mean the same for any responder.
    private func change(for property: SelectionToggle, of responder: UIResponder) -> ViewProperty {
        switch property {
        case .handlesTouches: return .handles(Self.toggled(.touches, in: responder.implementedMethods))
        case .handlesMotion: return .handles(Self.toggled(.motion, in: responder.implementedMethods))
        case .handlesPresses: return .handles(Self.toggled(.presses, in: responder.implementedMethods))
        default: return .canBecomeFirstResponder(!responder.allowsBecomingFirstResponder)
        }
    }

    private func apply(_ change: ViewProperty, to responder: UIResponder, property: SelectionToggle) {
        // In edit mode a view's change is an edit of the file: saved with Ctrl+S, undone with Ctrl+Z.
        if studio.isEditing, responder is UIView, let (key, value) = change.sceneKeyAndValue {
            studio.performEdit(.setProperty(view: responder.name, key: key, value: value))
            return
        }
        change.apply(to: responder)
        studio.record(.set(responder.name, change))
        show("\(responder.name): \(property.label) → \(SelectionDescription.value(of: property, for: responder))")
    }

    /// A family handled in part or whole is removed; one not handled at all is added whole.
    private static func toggled(_ family: Set<ResponderMethod>, in methods: Set<ResponderMethod>) -> Set<ResponderMethod> {
        methods.isDisjoint(with: family) ? methods.union(family) : methods.subtracting(family)
    }

    private func makeSelectedFirstResponder() {
        guard let responder = selectedResponder else { return show("Right-click a view (or click a row of HIERARCHY) to select it") }
        studio.record(.become(responder.name))
        deliver(newEpisode: true) {
            if !responder.becomeFirstResponder() {
                let hint = responder.canBecomeFirstResponder ? "" : " (key 6)"
                show("\(responder.name) did not become first responder: \(ScriptRunner.refusalReason(responder))\(hint)")
            }
        }
    }

    private func resignFirstResponder() {
        guard let first = application.firstResponder else { return show("Nobody is first responder") }
        studio.record(.resign)
        deliver(newEpisode: true) { _ = first.resignFirstResponder() }
    }
}

/// The selected responder's properties as the panel lists them.
public enum SelectionDescription {
    public static func value(of property: SelectionToggle, for responder: UIResponder) -> String {
        guard let view = responder as? UIView else { return responderValue(of: property, for: responder) }
        switch property {
        case .hidden: return String(view.isHidden)
        case .alpha:
            let alpha = Double(view.alpha)
            return alpha < 0.01 ? "\(alpha) (below 0.01: skipped)" : "\(alpha)"
        case .userInteractionEnabled: return String(view.isUserInteractionEnabled)
        case .multipleTouchEnabled: return String(view.isMultipleTouchEnabled)
        case .exclusiveTouch: return String(view.isExclusiveTouch)
        default: return responderValue(of: property, for: view)
        }
    }

    private static func responderValue(of property: SelectionToggle, for responder: UIResponder) -> String {
        switch property {
        case .canBecomeFirstResponder: return String(responder.canBecomeFirstResponder)
        case .handlesTouches: return yesNo(!responder.implementedMethods.isDisjoint(with: Set<ResponderMethod>.touches))
        case .handlesMotion: return yesNo(!responder.implementedMethods.isDisjoint(with: Set<ResponderMethod>.motion))
        case .handlesPresses: return yesNo(!responder.implementedMethods.isDisjoint(with: Set<ResponderMethod>.presses))
        default: return "—"
        }
    }

    private static func yesNo(_ flag: Bool) -> String { flag ? "yes" : "no" }
}
