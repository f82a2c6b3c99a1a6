/// The scene a window belongs to (iOS 13 and later): a UIResponder between the window and
/// the application in every responder chain.
open class UIWindowScene: UIScene {
    public static let sceneName = "UIWindowScene"

    /// Set when its window is adopted by the application; the scene's next responder.
    weak var owningApplication: UIApplication?

    public init() {
        super.init(name: UIWindowScene.sceneName)
    }

    /// UIKit: a window scene's next responder is the application.
    open override var next: UIResponder? { owningApplication }

    open override var application: UIApplication? { owningApplication }

    open override class var uikitClassName: String? { "UIWindowScene" }

    /// UIKit: the windows of this scene, in the order the application shows them.
    open var windows: [UIWindow] {
        owningApplication?.windows.filter { $0.windowScene === self } ?? []
    }
}
