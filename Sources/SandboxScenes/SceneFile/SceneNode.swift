import Foundation
import ResponderCore

/// A node of a scene's tree: a view, or a controller with its root view.
public indirect enum SceneNode: Sendable, Equatable {
    case view(ViewNode)
    case controller(ControllerNode)
}
