import ResponderCore

/// A UIScrollView subclass whose overrides answer as the scene's `touchesShouldBegin` and
/// `touchesShouldCancel` keys say, as an app's subclass would.
final class SceneScrollView: UIScrollView {
    var shouldBeginAnswer = true
    var shouldCancelAnswer = ScrollNode.CancelAnswer.default

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
