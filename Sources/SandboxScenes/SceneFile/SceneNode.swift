import Foundation
import ResponderCore

/// A node of a scene's tree: a view, or a controller with its root view.
public indirect enum SceneNode: Sendable, Equatable {
    case view(ViewNode)
    case controller(ControllerNode)
}

extension SceneNode {
    /// The same node with its view hidden (a controller's root view for a controller).
    func hidingItsView() -> SceneNode {
        switch self {
        case .view(var view):
            view.hidden = true
            return .view(view)
        case .controller(var controller):
            controller.view.hidden = true
            return .controller(controller)
        }
    }
}
