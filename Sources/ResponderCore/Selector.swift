/// The name of an action message, such as `"copy:"` or `"buttonPressed:"`.
///
/// Linux has no Objective-C runtime, so a selector here is only a name; a responder says
/// which actions it implements through `UIResponder.implementedActions`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral value: String) {
        self.name = value
    }

    public var description: String { name }
}
