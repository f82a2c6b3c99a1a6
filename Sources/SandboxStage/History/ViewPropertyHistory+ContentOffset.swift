import Foundation
import ResponderCore

extension ViewPropertyHistory where Value == CGPoint {
    /// Where each scroll view's content was: while hitTest animates, where it was when the
    /// finger went down; as the pan's steps play, moving; at the end, where it is now. A scroll
    /// view's own steps are its pan's state changes and its `scroll` steps.
    static func contentOffsets(in windows: [UIWindow]) -> Self {
        var found: [UIScrollView] = []
        func walk(_ view: UIView) {
            if let scrollView = view as? UIScrollView { found.append(scrollView) }
            for subview in view.subviews { walk(subview) }
        }
        windows.forEach(walk)
        return Self(views: found, read: { ($0 as? UIScrollView)?.contentOffset ?? .zero }) { view, step in
            guard let scrollView = view as? UIScrollView else { return false }
            switch step {
            case .gesture(let recognizer, _, _, _): return recognizer == scrollView.panGestureRecognizer.name
            case .scroll(let name, _, _): return name == scrollView.name
            default: return false
            }
        }
    }
}
