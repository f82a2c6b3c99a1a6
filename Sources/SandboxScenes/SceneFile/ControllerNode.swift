import Foundation
import ResponderCore

/// A view controller node (`controller:` with its `view:`): its name, traits and root view.
public struct ControllerNode: Sendable, Equatable {
    public var name: String
    public var view: ViewNode
    public var traits = ResponderTraits()
}
