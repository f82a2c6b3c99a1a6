import Foundation
import ResponderCore

/// The delegate a recognizer's `shouldBegin`, `ignores`, `shouldReceive`,
/// `shouldRequireFailureOf` and `shouldBeRequiredToFailBy` keys describe, as an app's
/// UIGestureRecognizerDelegate would implement those questions.
final class SceneGestureDelegate: UIGestureRecognizerDelegate {
    let shouldBegin: Bool
    /// Weak: a view removed from the scene must be free to go.
    private var ignoredViews: [WeakView]
    private var receives: Receives?
    private var waitsFor: [WeakRecognizer]
    private var makesWait: [WeakRecognizer]

    /// `shouldReceive`, with its view found.
    enum Receives {
        case startsIn(WeakView)
        case startsInArea(CGRect)
    }

    init(shouldBegin: Bool, ignores views: [UIView], receives: Receives?, waitsFor: [UIGestureRecognizer], makesWait: [UIGestureRecognizer]) {
        self.shouldBegin = shouldBegin
        ignoredViews = views.map(WeakView.init)
        self.receives = receives
        self.waitsFor = waitsFor.map(WeakRecognizer.init)
        self.makesWait = makesWait.map(WeakRecognizer.init)
    }

    /// Its answers in words, names for objects, for comparing two scenes' delegates.
    var settings: [String] {
        var words = ["shouldBegin \(shouldBegin)"] + ignoredViews.map { "ignores \($0.view?.name ?? "a view gone")" }
        switch receives {
        case .startsIn(let view): words.append("receives in \(view.view?.name ?? "a view gone")")
        case .startsInArea(let area): words.append("receives in \(area)")
        case nil: break
        }
        words += waitsFor.map { "waits for \($0.recognizer?.name ?? "a recognizer gone")" }
        words += makesWait.map { "makes wait \($0.recognizer?.name ?? "a recognizer gone")" }
        return words
    }

    /// A view made anew in `old`'s place (`control NAME KIND`) takes its place here too, as the
    /// scene file, which names it, would have it.
    func replace(_ old: UIView, with new: UIView) {
        ignoredViews = ignoredViews.map { $0.view === old ? WeakView(new) : $0 }
        if case .startsIn(let view) = receives, view.view === old { receives = .startsIn(WeakView(new)) }
    }

    /// The recognizers the entry's `shouldRequireFailureOf` and `shouldBeRequiredToFailBy` name,
    /// found again once one of them was made anew (a `gesture` line).
    func rewire(waitsFor waiting: [UIGestureRecognizer], makesWait waited: [UIGestureRecognizer]) {
        waitsFor = waiting.map(WeakRecognizer.init)
        makesWait = waited.map(WeakRecognizer.init)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        shouldBegin
    }

    /// No for a touch whose hit-test view is an ignored view or inside one, or that does not
    /// start where `shouldReceive` says (asked as the touch begins, so where it went down).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let view = touch.view else { return true }
        if ignoredViews.contains(where: { $0.view.map(view.isDescendant(of:)) ?? false }) { return false }
        switch receives {
        case .none: return true
        case .startsIn(let wanted): return wanted.view.map(view.isDescendant(of:)) ?? false
        case .startsInArea(let area): return area.contains(touch.location(in: nil))
        }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        waitsFor.contains { $0.recognizer === other }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
        makesWait.contains { $0.recognizer === other }
    }

    struct WeakView {
        weak var view: UIView?
        init(_ view: UIView) { self.view = view }
    }

    private struct WeakRecognizer {
        weak var recognizer: UIGestureRecognizer?
        init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
    }
}
