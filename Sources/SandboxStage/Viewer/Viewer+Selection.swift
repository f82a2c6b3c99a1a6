import Foundation
import ResponderCore
import SandboxScenes

/// Keys 1–9 and F on the selected responder: its properties toggled (an edit of the file in
/// edit mode), and it made first responder or resigned.
extension Viewer {
    /// Alpha steps through the values either side of UIKit's 0.01 cut-off.
    static let alphaCycle: [Double] = [1, 0.5, 0.011, 0.01, 0.0099, 0]

    func toggleSelected(_ property: SelectionToggle) {
        guard let responder = selectedResponder else { return show("Right-click a view (or click a row of HIERARCHY) to select it") }
        guard let view = responder as? UIView else {
            guard property.appliesToEveryResponder else {
                return show("\(responder.name) is not a view: keys 1–5 change views; 6–9 apply to it")
            }
            return apply(change(for: property, of: responder), to: responder, property: property)
        }
        let change: ViewProperty
        switch property {
        case .hidden: change = .key(.hidden, .flag(!view.isHidden))
        case .alpha:
            let index = Self.alphaCycle.firstIndex { abs($0 - Double(view.alpha)) < 0.00001 } ?? -1
            change = .key(.alpha, .number(Self.alphaCycle[(index + 1) % Self.alphaCycle.count]))
        case .userInteractionEnabled: change = .key(.userInteractionEnabled, .flag(!view.isUserInteractionEnabled))
        case .multipleTouchEnabled: change = .key(.multipleTouchEnabled, .flag(!view.isMultipleTouchEnabled))
        case .exclusiveTouch: change = .key(.exclusiveTouch, .flag(!view.isExclusiveTouch))
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
        if surroundings.isEditing, responder is UIView, let (key, value) = change.sceneKeyAndValue {
            session.route(.edit(.setProperty(view: responder.name, key: key, value: value)))
            return
        }
        change.apply(to: responder, responders: session.scene.responders)
        session.route(.record(.set(responder.name, change)))
        askWhyAgain()
        show("\(responder.name): \(property.label) → \(SelectionDescription.value(of: property, for: responder))")
    }

    /// A family handled in part or whole is removed; one not handled at all is added whole.
    private static func toggled(_ family: Set<ResponderMethod>, in methods: Set<ResponderMethod>) -> Set<ResponderMethod> {
        methods.isDisjoint(with: family) ? methods.union(family) : methods.subtracting(family)
    }

    func makeSelectedFirstResponder() {
        guard let responder = selectedResponder else { return show("Right-click a view (or click a row of HIERARCHY) to select it") }
        session.route(.record(.become(responder.name)))
        session.route(.input(newEpisode: true) { [self] in
            if !responder.becomeFirstResponder() {
                let hint = responder.canBecomeFirstResponder ? "" : " (key 6)"
                show("\(responder.name) did not become first responder: \(ScriptRunner.refusalReason(responder))\(hint)")
            }
        })
    }

    func resignFirstResponder() {
        guard let first = session.application.firstResponder else { return show("Nobody is first responder") }
        session.route(.record(.resign))
        session.route(.input(newEpisode: true) { _ = first.resignFirstResponder() })
    }
}
