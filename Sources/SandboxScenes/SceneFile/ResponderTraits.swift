import Foundation
import ResponderCore

/// What every responder node can say about the events and actions it implements.
public struct ResponderTraits: Sendable, Equatable {
    public var handles: Set<ResponderMethod> = []
    public var callsSuper = false
    public var actions: [String] = []
    /// Implemented actions its canPerformAction(_:withSender:) answers No for.
    public var refuses: [String] = []
    public var canBecomeFirstResponder = false
    public var firstResponder = false
    public var keyCommands: [KeyCommandNode] = []
    /// What an override of `canResignFirstResponder` answers (UIKit's default: true).
    public var canResignFirstResponder = true
    /// `targetForAction: {"copy:": OTHER}`: an override of `target(forAction:withSender:)`
    /// that answers the responder OTHER for that action.
    public var targetForAction: [String: String] = [:]

    public init() {}
}
