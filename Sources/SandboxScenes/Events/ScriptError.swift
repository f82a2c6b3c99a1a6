import Foundation

/// A line of an events file that cannot be read or run, and why.
public struct ScriptError: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
