import Foundation

extension UIApplication {
    /// Whether a scroll view is decelerating or settling: the window keeps drawing while so.
    public var hasMovingScrollViews: Bool { !movingScrollViews.isEmpty }

    /// Moves every decelerating or settling scroll view to the current time; those at rest leave the list.
    func advanceScrollViews() {
        guard !movingScrollViews.isEmpty else { return }
        for scrollView in movingScrollViews where !scrollView.advanceMotion(to: currentTime) {
            scrollView.stopMotion()
            scrollView.recordScroll(.stopped)
        }
    }
}
