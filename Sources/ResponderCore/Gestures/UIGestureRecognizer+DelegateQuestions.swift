import Foundation

extension UIGestureRecognizer {
    /// What the delegate's `gestureRecognizer(_:shouldReceive:)` answers for a touch on `view`
    /// (true without a delegate, as UIKit assumes): the sandbox's own capture asks it of every
    /// view of the window, to write down an answer a real app keeps in code.
    public func delegateLetsReceive(touchOn view: UIView) -> Bool {
        guard let delegate, let window = view.window else { return true }
        let touch = UITouch(identifier: -1, location: .zero, timestamp: currentTime, window: window)
        touch.view = view
        return delegate.gestureRecognizer(self, shouldReceive: touch)
    }
}
