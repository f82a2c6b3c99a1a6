/// UIKit's scene (iOS 13 and later): one instance of the app's user interface, a responder
/// the application lists in `connectedScenes`. The sandbox's only kind is `UIWindowScene`.
open class UIScene: UIResponder {
    open override class var uikitClassName: String? { "UIScene" }
}
