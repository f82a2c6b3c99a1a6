import Foundation
import ResponderCore

/// One row of `ViewKeyTable`: a view key of a scene file with everything that reads, writes,
/// sets and words it. Its name is both the scene file's key (`alpha: 0.5`) and the word
/// `set NAME alpha 0.5` takes in an events file.
public struct ViewKey: Sendable, Equatable, CustomStringConvertible {
    /// The scene file's key and the `set` word.
    public let name: String
    public let type: ViewKeyType
    /// A plain view's value when the scene file leaves the key out, as UIView's.
    public let defaultValue: ViewKeyValue
    /// UIKit's property (`isHidden`), as a caption says it and a capture records it; nil for
    /// the sandbox's own keys, which a capture keeps under `sandbox` by their key.
    public let uikitName: String?
    /// The value in a scene's view node, and set in one.
    let node: @Sendable (ViewNode) -> ViewKeyValue
    let setNode: @Sendable (inout ViewNode, ViewKeyValue) -> Void
    /// The value of a live view, and set on one.
    let view: @Sendable (UIView) -> ViewKeyValue
    let setView: @Sendable (UIView, ViewKeyValue) -> Void
    /// The value a scene file gives this view when it leaves the key out, where that is not
    /// `defaultValue` (a label takes no touches, a scroll view clips); nil: `defaultValue`.
    let sceneDefault: (@Sendable (ViewNode) -> ViewKeyValue)?
    /// Whether the scene writers write the key for this view; nil: when it is not the scene's default.
    let isWritten: (@Sendable (ViewNode) -> Bool)?
    /// The log's and the lesson banner's line for `set`; nil: `NAME.uikitName = VALUE`.
    let caption: (@Sendable (String, ViewKeyValue) -> String)?

    public var description: String { name }

    public static func == (lhs: ViewKey, rhs: ViewKey) -> Bool { lhs.name == rhs.name }

    /// The value a scene file gives `node` when it leaves the key out.
    func sceneDefault(for node: ViewNode) -> ViewKeyValue { sceneDefault?(node) ?? defaultValue }

    /// `KEY: VALUE`'s value as the scene writers write it for `node`, or nil when they leave the key out.
    func written(for node: ViewNode) -> String? {
        let value = self.node(node)
        let writes = isWritten?(node) ?? (value != sceneDefault(for: node))
        return writes ? value.text : nil
    }

    /// The key read from a scene file's view into `node`; a problem is reported, the node left as it was.
    func read(_ keys: YAMLKeys, _ path: String, parser: SceneNodeParser, into node: inout ViewNode) {
        if let value = type.read(keys, name, path, parser: parser) { setNode(&node, value) }
    }

    /// The scene's default given to `node` when its view leaves the key out; once every other
    /// key is read, since the default can depend on them (`class`, `scroll`).
    func applySceneDefault(_ keys: YAMLKeys, to node: inout ViewNode) {
        if keys[name] == nil, let sceneDefault { setNode(&node, sceneDefault(node)) }
    }

    /// The key's value in a capture: UIKit's property on the view's object, the sandbox's own
    /// keys under its `sandbox`; a number held to the key's range.
    func captured(_ object: CapturedObject) -> ViewKeyValue? {
        let source = uikitName.map { (object, $0) } ?? object.object("sandbox").map { ($0, name) }
        guard let (object, key) = source else { return nil }
        switch type {
        case .flag: return object.bool(key).map(ViewKeyValue.flag)
        case .number(let range):
            guard let number = object.number(key) else { return nil }
            return .number(range.map { min($0.upperBound, max($0.lowerBound, number)) } ?? number)
        }
    }

    /// The change `set` makes, in UIKit's words.
    func caption(for viewName: String, _ value: ViewKeyValue) -> String {
        if let caption { return caption(viewName, value) }
        switch value {
        case .flag(let flag): return "\(viewName).\(uikitName ?? name) = \(flag)"
        case .number(let number): return "\(viewName).\(uikitName ?? name) = \(number.formatted(maximumFractionDigits: 4))"
        }
    }
}
