/// What the view has seen of one touch that recognizers follow: the phases held back for
/// it, and whether a recognition took the touch away from it.
final class GestureTouchState {
    let touch: UITouch
    /// The recognizers of the hit-test view and its ancestors when the touch began.
    let recognizers: [UIGestureRecognizer]
    /// Phases the view has not been given yet, oldest first, and who holds the first back.
    var held: [UITouch.Phase] = []
    var holder: String?
    var viewBegan = false
    var viewFinished = false
    /// The recognizer whose recognition cancelled the touch in the view.
    var cancelledBy: String?
    /// Why the view gets none of the touch's later phases, once it has been taken from it.
    var laterPhasesNote: String?
    /// Why the view never gets the touch at all, when it was kept from it before it began.
    var keptNote: String?
    var lifted = false

    init(touch: UITouch, recognizers: [UIGestureRecognizer]) {
        self.touch = touch
        self.recognizers = recognizers
    }
}
