import Foundation
import ResponderCore

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
