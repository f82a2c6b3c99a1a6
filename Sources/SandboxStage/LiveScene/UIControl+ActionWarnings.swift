import Foundation
import ResponderCore

extension UIControl {
    /// What would go wrong when the control sends its actions, one line each (SELECTED and the
    /// studio palette show them): an explicit target that does not implement its action, which
    /// UIKit messages anyway and an app crashes on ("unrecognized selector sent to instance"),
    /// and a nil-targeted action no responder from the control up its chain performs.
    var actionWarnings: [String] {
        var warnings: [String] = []
        let targets = allTargets.sorted { Self.targetName($0) < Self.targetName($1) }
        for entry in targets {
            let responder = entry.base as? UIResponder
            for action in actionNames(for: responder) {
                let selector = Selector(action)
                if let responder {
                    guard !responder.implementedActions.contains(selector) else { continue }
                    warnings.append("⚠ \(responder.name) does not implement \(action): UIKit would crash (unrecognized selector)")
                } else if self.target(forAction: selector, withSender: self) == nil {
                    // The search starts at the first responder when there is one; from the
                    // control up is where it starts with none, the common case for a tap.
                    warnings.append("⚠ nil target: nothing from \(name) up the chain implements \(action): the action is discarded")
                }
            }
        }
        return warnings
    }

    /// The actions sent to `target` (nil: the nil-targeted ones) for any event, once each.
    private func actionNames(for target: UIResponder?) -> [String] {
        var names: [String] = []
        for (event, _) in Event.names {
            for action in actions(forTarget: target, forControlEvent: event) ?? [] where !names.contains(action) { names.append(action) }
        }
        return names
    }

    private static func targetName(_ target: AnyHashable) -> String {
        (target.base as? UIResponder)?.name ?? ""
    }
}
