/// The app delegate. UIKit's templates make it a UIResponder, which puts it at the end of
/// the responder chain; a delegate that is not a responder leaves the chain ending at the
/// application.
public protocol UIApplicationDelegate: AnyObject {
    /// The delegate's name in logs and on screen.
    var delegateName: String { get }
}

/// The usual app delegate: a UIResponder, and so the last link of the chain.
open class AppDelegate: UIResponder, UIApplicationDelegate {
    weak var owningApplication: UIApplication?

    public var delegateName: String { name }

    public override init(name: String = "AppDelegate") {
        super.init(name: name)
    }

    open override var application: UIApplication? { owningApplication }
}

/// An app delegate that is a plain object, not a responder.
public final class PlainAppDelegate: UIApplicationDelegate {
    public let delegateName: String

    public init(name: String = "AppDelegate") {
        self.delegateName = name
    }
}
