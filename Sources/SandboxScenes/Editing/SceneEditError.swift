import Foundation

/// Why an edit of a scene's text was refused; the scene stays as it was.
public struct SceneEditError: Error, CustomStringConvertible, Equatable, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
