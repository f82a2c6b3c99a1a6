import Foundation

/// What a name typed in edit mode's band is for.
public enum TypedText: Equatable, Sendable {
    /// Enter in edit mode: the selected view's new name.
    case viewName
    /// The action a control sends.
    case controlAction
    /// The action a recognizer sends.
    case recognizerAction(String)
    /// The controller whose root view the selected view is (or becomes).
    case controllerName

    /// The band's words before the text typed.
    func prompt(view: String) -> String {
        switch self {
        case .viewName: return "Rename \(view)"
        case .controlAction: return "\(view)'s action"
        case .recognizerAction(let name): return "\(name)'s action"
        case .controllerName: return "\(view)'s controller"
        }
    }
}
