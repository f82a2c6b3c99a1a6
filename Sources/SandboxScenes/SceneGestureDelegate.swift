import ResponderCore

/// The delegate a recognizer's `shouldBegin` and `ignores` keys describe, as an app's
/// UIGestureRecognizerDelegate would implement the two questions.
final class SceneGestureDelegate: UIGestureRecognizerDelegate {
    let shouldBegin: Bool
    /// Weak: a view removed from the scene must be free to go.
    private let ignoredViews: [WeakView]

    init(shouldBegin: Bool, ignores views: [UIView]) {
        self.shouldBegin = shouldBegin
        ignoredViews = views.map(WeakView.init)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        shouldBegin
    }

    /// No for a touch whose hit-test view is an ignored view or inside one.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let view = touch.view else { return true }
        return !ignoredViews.contains { $0.view.map(view.isDescendant(of:)) ?? false }
    }

    private struct WeakView {
        weak var view: UIView?
        init(_ view: UIView) { self.view = view }
    }
}
