import Foundation
import ResponderCore

/// A UIScrollView subclass whose overrides answer as the scene's `touchesShouldBegin` and
/// `touchesShouldCancel` keys say, as an app's subclass would.
final class SceneScrollView: UIScrollView {
    var shouldBeginAnswer = true
    var shouldCancelAnswer = ScrollNode.CancelAnswer.default

    /// A scroll view as a scene's `scroll:` describes it, its content at the origin.
    convenience init(name: String, frame: CGRect, _ scroll: ScrollNode) {
        self.init(name: name, frame: frame)
        contentSize = scroll.contentSize
        delaysContentTouches = scroll.delaysContentTouches
        canCancelContentTouches = scroll.canCancelContentTouches
        isScrollEnabled = scroll.scrollEnabled
        bounces = scroll.bounces
        isPagingEnabled = scroll.pagingEnabled
        isDirectionalLockEnabled = scroll.directionalLock
        shouldBeginAnswer = scroll.touchesShouldBegin
        shouldCancelAnswer = scroll.touchesShouldCancel
    }

    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        shouldBeginAnswer
    }

    override func touchesShouldCancel(in view: UIView) -> Bool {
        switch shouldCancelAnswer {
        case .default: return super.touchesShouldCancel(in: view)
        case .always: return true
        case .never: return false
        }
    }
}
