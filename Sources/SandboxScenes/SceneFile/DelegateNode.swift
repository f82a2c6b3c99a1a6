import Foundation
import ResponderCore

/// The application delegate of a scene (`delegate:`): the chain's last responder after UIApplication.
public struct DelegateNode: Sendable, Equatable {
    public var name = "AppDelegate"
    public var isResponder = true
    public var traits = ResponderTraits()
}
