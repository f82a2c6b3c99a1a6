import Foundation
import ResponderCore

/// The view keys that are one UIView property each, one row per key: from this table come the
/// scene file's allow-list and reading (`ViewKeys`), the builder's setting of the live view
/// (`SceneBuilder`), `set NAME KEY VALUE` (`ViewProperty.parse`, `apply`, `caption`,
/// `eventsText`), `--record`'s lines for an edit (`SceneChange`), the scene writers of `import`
/// (`ImportedSceneWriter`, for dumps and captures) and the capture's reading
/// (`CaptureSceneAssembler`). A new key of that kind is a row here (in the order the writers
/// write it), its field in `ViewNode` and its property on the core's `UIView`, and their tests.
public enum ViewKeyTable {
    public static let keys: [ViewKey] = [.hidden, .alpha, .userInteractionEnabled, .clipsToBounds, .multipleTouchEnabled,
                                         .exclusiveTouch, .hitArea, .passthrough]

    /// The row of that name, or nil.
    public static func key(named name: String) -> ViewKey? { keys.first { $0.name == name } }

    /// The rows that take true or false, then those that take a number, as `set`'s error lists them.
    static var flagKeys: [ViewKey] { keys.filter { $0.type == .flag } }
    static var numberKeys: [ViewKey] { keys.filter { $0.type != .flag } }
}

extension ViewKey {
    public static let hidden = ViewKey(
        name: "hidden", type: .flag, defaultValue: .flag(false), uikitName: "isHidden",
        node: { .flag($0.hidden) }, setNode: { $0.hidden = $1.flag },
        view: { .flag($0.isHidden) }, setView: { $0.isHidden = $1.flag },
        sceneDefault: nil, isWritten: nil, caption: nil)

    public static let alpha = ViewKey(
        name: "alpha", type: .number(within: 0...1), defaultValue: .number(1), uikitName: "alpha",
        node: { .number($0.alpha) }, setNode: { $0.alpha = $1.number },
        view: { .number(Double($0.alpha)) }, setView: { $0.alpha = CGFloat($1.number) },
        sceneDefault: nil, isWritten: nil, caption: nil)

    public static let userInteractionEnabled = ViewKey(
        name: "userInteractionEnabled", type: .flag, defaultValue: .flag(true), uikitName: "isUserInteractionEnabled",
        node: { .flag($0.userInteractionEnabled) }, setNode: { $0.userInteractionEnabled = $1.flag },
        view: { .flag($0.isUserInteractionEnabled) }, setView: { $0.isUserInteractionEnabled = $1.flag },
        // UIView.isUserInteractionEnabled: "default is false for UILabel and UIImageView".
        sceneDefault: { .flag(!$0.takesNoTouchesByDefault) }, isWritten: nil, caption: nil)

    public static let clipsToBounds = ViewKey(
        name: "clipsToBounds", type: .flag, defaultValue: .flag(false), uikitName: "clipsToBounds",
        node: { .flag($0.clipsToBounds) }, setNode: { $0.clipsToBounds = $1.flag },
        view: { .flag($0.clipsToBounds) }, setView: { $0.clipsToBounds = $1.flag },
        // A UIScrollView clips (UIKit's default), a plain view does not; a scroll view's is
        // always written, so that the file says so.
        sceneDefault: { .flag($0.scroll != nil ? ScrollNode.clipsToBounds : false) }, isWritten: { $0.clipsToBounds || $0.scroll != nil }, caption: nil)

    public static let multipleTouchEnabled = ViewKey(
        name: "multipleTouchEnabled", type: .flag, defaultValue: .flag(false), uikitName: "isMultipleTouchEnabled",
        node: { .flag($0.multipleTouchEnabled) }, setNode: { $0.multipleTouchEnabled = $1.flag },
        view: { .flag($0.isMultipleTouchEnabled) }, setView: { $0.isMultipleTouchEnabled = $1.flag },
        sceneDefault: nil, isWritten: nil, caption: nil)

    public static let exclusiveTouch = ViewKey(
        name: "exclusiveTouch", type: .flag, defaultValue: .flag(false), uikitName: "isExclusiveTouch",
        node: { .flag($0.exclusiveTouch) }, setNode: { $0.exclusiveTouch = $1.flag },
        view: { .flag($0.isExclusiveTouch) }, setView: { $0.isExclusiveTouch = $1.flag },
        sceneDefault: nil, isWritten: nil, caption: nil)

    /// The sandbox's own: point(inside:) on the bounds grown by this many points each side.
    public static let hitArea = ViewKey(
        name: "hitArea", type: .number(within: nil), defaultValue: .number(0), uikitName: nil,
        node: { .number($0.hitArea) }, setNode: { $0.hitArea = $1.number },
        view: { .number(Double($0.hitTestOutset)) }, setView: { $0.hitTestOutset = CGFloat($1.number) },
        sceneDefault: nil, isWritten: nil,
        caption: { "\($0).point(inside:) now uses its bounds grown by \($1.number.formatted(maximumFractionDigits: 2))" })

    /// The sandbox's own: hitTest(_:with:) returns nil for the view itself (an override's usual "pass through").
    public static let passthrough = ViewKey(
        name: "passthrough", type: .flag, defaultValue: .flag(false), uikitName: nil,
        node: { .flag($0.passthrough) }, setNode: { $0.passthrough = $1.flag },
        view: { .flag($0.passesTouchesThrough) }, setView: { $0.passesTouchesThrough = $1.flag },
        sceneDefault: nil, isWritten: nil,
        caption: { $1.flag ? "\($0).hitTest now returns nil for itself (passthrough)" : "\($0).hitTest returns itself again (passthrough off)" })
}
