import Foundation

/// A discrete recognizer for one or more taps of one or more fingers.
open class UITapGestureRecognizer: UIGestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
    /// UIKit's default (`allowableMovement` 10): a finger that strays further is not tapping.
    public var allowableMovement: CGFloat = 10

    /// Time allowed from one tap's lift to the next tap's touch. UIKit does not publish it;
    /// 0.35 s is the sandbox's UIKit multi-tap interval (observed double-tap timing on iOS).
    public static let maximumIntervalBetweenTaps: TimeInterval = UIApplication.multiTapInterval

    private var tapsCompleted = 0
    private var mostFingersDown = 0
    private var starts: [ObjectIdentifier: CGPoint] = [:]

    open override var kind: String { "tap" }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        deadline = nil
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.location(in: nil) }
        mostFingersDown = max(mostFingersDown, trackedTouches.count)
        if trackedTouches.count > numberOfTouchesRequired { transition(to: .failed) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches where distance(of: touch) > allowableMovement {
            return transition(to: .failed)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touches.contains(where: { distance(of: $0) > allowableMovement }) { return transition(to: .failed) }
        guard trackedTouches.isEmpty else { return }
        // Every finger of this tap has lifted: it counts if enough of them were down together.
        guard mostFingersDown == numberOfTouchesRequired else { return transition(to: .failed) }
        tapsCompleted += 1
        mostFingersDown = 0
        if tapsCompleted == numberOfTapsRequired {
            transition(to: .recognized)
        } else {
            startTimer(Self.maximumIntervalBetweenTaps)
        }
    }

    /// The next tap did not come in time.
    open override func deadlinePassed() {
        transition(to: .failed)
    }

    open override func reset() {
        tapsCompleted = 0
        mostFingersDown = 0
        starts.removeAll()
    }

    private func distance(of touch: UITouch) -> CGFloat {
        guard let start = starts[ObjectIdentifier(touch)] else { return 0 }
        let now = touch.location(in: nil)
        return hypot(now.x - start.x, now.y - start.y)
    }
}
