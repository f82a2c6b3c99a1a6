/// UIKit's delegate question the sandbox models: may two recognizers recognize at once?
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool
}
