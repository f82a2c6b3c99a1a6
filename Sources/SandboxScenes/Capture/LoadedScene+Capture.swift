import Foundation
import ResponderCore

extension LoadedScene {
    /// Gives every view without an `accessibilityIdentifier` its scene name there, before the
    /// model's own capture: importing that capture names each view by it, so the scene comes
    /// back name for name.
    public func identifyViewsByName() {
        for case let view as UIView in responders.values where view.accessibilityIdentifier == nil {
            view.accessibilityIdentifier = view.name
        }
    }
}
