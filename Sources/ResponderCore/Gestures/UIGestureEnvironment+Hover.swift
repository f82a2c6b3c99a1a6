import Foundation

extension UIGestureEnvironment {
    /// Whether a hover recognizer has begun and not ended: the pointer is over its view.
    public var isHovering: Bool { hovering.contains { $0.isActive } }

    /// A hover event: the pointer, with no button pressed, is at `location` on the screen
    /// (nil: out of the window), which is `windowPoint` in `window`, over `view` (nil: over no
    /// view of the scene). Apple: the system calls
    /// a hover recognizer's action "when the pointer enters, exits, and moves across the view".
    /// Relied on (observed, not documented): hover events are hit-tested as touches are, and
    /// reach the hover recognizers of the hit-test view and its ancestors, so a view covered by
    /// another is exited. Nothing is traced when no hover recognizer is reached or left.
    func hover(_ event: UIEvent, at location: CGPoint?, over view: UIView?, windowPoint: CGPoint?, in window: UIWindow?) {
        let reached = hoverRecognizers(from: view)
        guard !reached.isEmpty || !hovering.isEmpty else { return }
        recorder?.record(.hover(point: location, view: view?.name))
        // Exits first, then entries: the pointer leaves one view before it is over the next.
        for recognizer in hovering where !reached.contains(where: { $0 === recognizer }) {
            stopHovering(recognizer, cancelled: false)
        }
        for recognizer in reached {
            recognizer.pointerLocation = windowPoint
            recognizer.pointerWindow = window
            if hovering.contains(where: { $0 === recognizer }) {
                request(recognizer, .changed)
            } else {
                hovering.append(recognizer)
                request(recognizer, .began)
            }
        }
    }

    /// The enabled hover recognizers of `view` and its ancestors, nearest first, as a touch's are collected.
    private func hoverRecognizers(from view: UIView?) -> [UIHoverGestureRecognizer] {
        var found: [UIHoverGestureRecognizer] = []
        var current = view
        while let view = current {
            found += view.attachedRecognizers.compactMap { $0 as? UIHoverGestureRecognizer }.filter(\.isEnabled)
            current = view.superview
        }
        return found
    }

    /// The pointer exited the recognizer's view (it ends), or the view left the window or the
    /// recognizer was disabled or removed (it is cancelled, as a touch recognizer is): then,
    /// as every recognizer does once it has finished, it returns to possible.
    func stopHovering(_ recognizer: UIHoverGestureRecognizer, cancelled: Bool) {
        hovering.removeAll { $0 === recognizer }
        if recognizer.pendingState != nil {
            // Still waiting for a require(toFail:) recognizer: it never began.
            recognizer.pendingState = nil
            request(recognizer, .failed)
        } else if recognizer.isActive {
            request(recognizer, cancelled ? .cancelled : .ended)
        }
        apply(.possible, to: recognizer)
        recognizer.reset()
    }
}
