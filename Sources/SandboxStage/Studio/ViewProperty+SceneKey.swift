import Foundation
import ResponderCore
import SandboxScenes

extension ViewProperty {
    /// The scene file's key for this change and its value as YAML text, for the properties
    /// keys 1–9 toggle (the table's keys among them); nil for the others.
    var sceneKeyAndValue: (key: String, value: String)? {
        switch self {
        // A number in full: 0.0099 and 0.011 sit either side of UIKit's 0.01 cut-off for alpha.
        case .key(let key, let value): return (key.name, value.text)
        case .canBecomeFirstResponder(let flag): return ("canBecomeFirstResponder", String(flag))
        case .handles(let methods):
            // In the order docs/scenes.md lists them, so the same set is always written the same way.
            return ("handles", "[" + ResponderMethod.allCases.filter(methods.contains).map(\.rawValue).joined(separator: ", ") + "]")
        default: return nil
        }
    }
}
