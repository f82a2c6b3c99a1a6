/// Manages a view and sits in the responder chain right after it.
open class UIViewController: UIResponder {
    public private(set) weak var parent: UIViewController?
    public private(set) var children: [UIViewController] = []

    public init(name: String, view: UIView) {
        self.view = view
        super.init(name: name)
        view.owningViewController = self
    }

    open var view: UIView {
        didSet {
            if oldValue.owningViewController === self { oldValue.owningViewController = nil }
            view.owningViewController = self
        }
    }

    /// UIKit: the superview of the controller's view; for a window's root view controller
    /// that superview is the window itself.
    open override var next: UIResponder? { view.superview }

    open override var application: UIApplication? { view.application }

    override var isEligibleFirstResponder: Bool { view.window != nil }

    /// As in UIKit, adding a child does not add its view: the caller places it in the tree.
    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }
}
