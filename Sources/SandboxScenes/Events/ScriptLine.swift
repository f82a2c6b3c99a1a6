import Foundation

/// One command of an events file and the line it is on.
public struct ScriptLine: Equatable, Sendable {
    public var command: ScriptCommand
    public var line: Int
}
