import Foundation
import ResponderCore

/// What a live scene's views, recognizers and first responder are now, as plain values: taken
/// in a moment on the thread that owns the scene, then built into a fresh copy of the scene
/// anywhere (the window works out Y's answer for a large scene on a thread of its own, and
/// must not read the live views meanwhile). Two states compare equal when a tap on a copy of
/// each would go the same way, as far as the copy goes (see `LoadedScene.freshCopy()`).
public struct SceneState: Equatable {
    /// One view: the properties a copy takes over, and its subviews in order.
    struct View: Equatable {
        var name: String
        /// For a view an events file added, which the document cannot build.
        var frame: CGRect
        var bounds: CGRect
        var center: CGPoint
        var transform: CGAffineTransform
        var backgroundColor: UIColor?
        var isHidden: Bool
        var alpha: CGFloat
        var isUserInteractionEnabled: Bool
        var clipsToBounds: Bool
        var isMultipleTouchEnabled: Bool
        var isExclusiveTouch: Bool
        var hitTestOutset: CGFloat
        var passesTouchesThrough: Bool
        var implementedMethods: Set<ResponderMethod>
        var callsSuper: Bool
        var allowsBecomingFirstResponder: Bool
        var implementedActions: Set<Selector>
        var isEnabled: Bool?
        var isOn: Bool?
        var value: Float?
        var scroll: Scroll?
        var subviews: [View]
    }

    struct Scroll: Equatable {
        var contentSize: CGSize
        var isScrollEnabled: Bool
        var delaysContentTouches: Bool
        var canCancelContentTouches: Bool
    }

    /// What keys 6–9 and `set … actions` change on a responder that is no view (a controller,
    /// the application, the delegate).
    struct Traits: Equatable {
        var allowsBecomingFirstResponder: Bool
        var callsSuper: Bool
        var implementedMethods: Set<ResponderMethod>
        var implementedActions: Set<Selector>
    }

    /// The responder keys a scene file and `set` lines give any responder besides keys 6–9:
    /// `refuses:`, `canResignFirstResponder:`, `keyCommands:` and `targetForAction:` (by name).
    struct ResponderKeys: Equatable {
        var refusedActions: Set<Selector>
        var allowsResigningFirstResponder: Bool
        var keyCommands: [KeyCommandNode]
        var targets: [String: String]
    }

    struct Recognizer: Equatable {
        var isEnabled: Bool
        var cancelsTouchesInView: Bool
        var delaysTouchesBegan: Bool
        var delaysTouchesEnded: Bool
    }

    let windows: [View]
    let recognizers: [String: Recognizer]
    let firstResponder: String?
    /// The other responders' traits, by name.
    let traits: [String: Traits]
    /// Every responder's `ResponderKeys`, by name.
    let responderKeys: [String: ResponderKeys]
    /// What lines made that the document does not describe (controls, targets, recognizers,
    /// controllers, views added), to be made again on the copy before it takes this state.
    let makingLines: [ScriptCommand]

    /// The state of `scene` now.
    public init(of scene: LoadedScene) {
        windows = scene.application.windows.map(Self.view)
        recognizers = scene.recognizers.mapValues {
            Recognizer(isEnabled: $0.isEnabled, cancelsTouchesInView: $0.cancelsTouchesInView,
                       delaysTouchesBegan: $0.delaysTouchesBegan, delaysTouchesEnded: $0.delaysTouchesEnded)
        }
        firstResponder = scene.application.firstResponder?.name
        traits = scene.responders.filter { !($0.value is UIView) }.mapValues {
            Traits(allowsBecomingFirstResponder: $0.allowsBecomingFirstResponder, callsSuper: $0.callsSuper,
                   implementedMethods: $0.implementedMethods, implementedActions: $0.implementedActions)
        }
        responderKeys = scene.responders.mapValues {
            ResponderKeys(refusedActions: $0.refusedActions, allowsResigningFirstResponder: $0.allowsResigningFirstResponder,
                          keyCommands: $0.declaredKeyCommands.map(KeyCommandNode.init), targets: SceneChange.targets(of: $0))
        }
        makingLines = scene.makingLines
    }

    private static func view(_ live: UIView) -> View {
        let scroll = (live as? UIScrollView).map {
            Scroll(contentSize: $0.contentSize, isScrollEnabled: $0.isScrollEnabled,
                   delaysContentTouches: $0.delaysContentTouches, canCancelContentTouches: $0.canCancelContentTouches)
        }
        return View(name: live.name, frame: live.frame, bounds: live.bounds, center: live.center, transform: live.transform,
                    backgroundColor: live.backgroundColor, isHidden: live.isHidden, alpha: live.alpha,
                    isUserInteractionEnabled: live.isUserInteractionEnabled, clipsToBounds: live.clipsToBounds,
                    isMultipleTouchEnabled: live.isMultipleTouchEnabled, isExclusiveTouch: live.isExclusiveTouch,
                    hitTestOutset: live.hitTestOutset, passesTouchesThrough: live.passesTouchesThrough,
                    implementedMethods: live.implementedMethods, callsSuper: live.callsSuper,
                    allowsBecomingFirstResponder: live.allowsBecomingFirstResponder, implementedActions: live.implementedActions,
                    isEnabled: (live as? UIControl)?.isEnabled, isOn: (live as? UISwitch)?.isOn,
                    value: (live as? UISlider)?.value, scroll: scroll, subviews: live.subviews.map(view))
    }
}
