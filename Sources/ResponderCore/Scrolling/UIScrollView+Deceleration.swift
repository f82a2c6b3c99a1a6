import Foundation

/// What a scroll view does after the finger lifts, and the rubber band past an edge.
extension UIScrollView {
    /// Past an edge the content follows the finger less and less: iOS's rubber band, commonly
    /// measured as (1 − 1 / (x · 0.55 / d + 1)) · d for x points past the edge of a view d
    /// points long (observed, not documented).
    func rubberBanded(_ offset: CGPoint) -> CGPoint {
        let inside = clampedOffset(offset)
        guard bounces else { return inside }
        func band(_ excess: CGFloat, _ length: CGFloat) -> CGFloat {
            guard length > 0, excess != 0 else { return 0 }
            let magnitude = (1 - 1 / (abs(excess) * 0.55 / length + 1)) * length
            return excess < 0 ? -magnitude : magnitude
        }
        // An axis whose content fits does not move at all (alwaysBounce off).
        let limit = maximumContentOffset
        let x = limit.x > 0 ? inside.x + band(offset.x - inside.x, bounds.width) : inside.x
        let y = limit.y > 0 ? inside.y + band(offset.y - inside.y, bounds.height) : inside.y
        return CGPoint(x: x, y: y)
    }

    /// The pan ended: past an edge the content settles back; with speed it decelerates.
    func endDragging(velocity: CGPoint) {
        guard let now = application?.currentTime else { return }
        let offset = contentOffset
        let inside = clampedOffset(offset)
        let limit = maximumContentOffset
        // Only the axes that scroll carry speed.
        let speed = CGPoint(x: limit.x > 0 ? velocity.x : 0, y: limit.y > 0 ? velocity.y : 0)
        if isPagingEnabled {
            settleOnPage(from: offset, speed: speed, since: now)
        } else if inside != offset {
            startMotion(.settling(from: offset, to: inside, since: now))
            recordScroll(.settling)
        } else if hypot(speed.x, speed.y) > ScrollMotion.stopSpeed {
            startMotion(.decelerating(start: offset, velocity: speed, rate: decelerationRate.rawValue, since: now))
            recordScroll(.decelerating)
        } else {
            recordScroll(.stopped)
        }
    }

    /// Paging: the content settles on the page the finger left it nearest to, or the next one
    /// in the direction of a flick. UIKit documents the multiples of the bounds; the flick
    /// threshold (the sandbox's choice) is the deceleration's stop speed.
    private func settleOnPage(from offset: CGPoint, speed: CGPoint, since now: TimeInterval) {
        func page(_ value: CGFloat, _ velocity: CGFloat, _ size: CGFloat) -> CGFloat {
            guard size > 0 else { return value }
            let position = value / size
            if velocity > ScrollMotion.stopSpeed { return position.rounded(.up) * size }
            if velocity < -ScrollMotion.stopSpeed { return position.rounded(.down) * size }
            return position.rounded() * size
        }
        let target = clampedOffset(CGPoint(x: page(offset.x, speed.x, bounds.width), y: page(offset.y, speed.y, bounds.height)))
        guard target != offset else { return recordScroll(.stopped) }
        startMotion(.settling(from: offset, to: target, since: now))
        recordScroll(.settling)
    }

    /// The offset and what the content does now, as a trace step.
    func recordScroll(_ state: ScrollStateName) {
        application?.traceRecorder?.record(.scroll(view: name, contentOffset: contentOffset, state: state))
    }

    func startMotion(_ newMotion: ScrollMotion) {
        motion = newMotion
        guard let application, !application.movingScrollViews.contains(where: { $0 === self }) else { return }
        application.movingScrollViews.append(self)
    }

    /// UIKit: a touch or a new offset stops a deceleration where it is.
    func stopMotion() {
        motion = nil
        application?.movingScrollViews.removeAll { $0 === self }
    }

    /// Moves along the motion to `time`; false when it has come to rest.
    func advanceMotion(to time: TimeInterval) -> Bool {
        guard let motion, window != nil else { return false }
        switch motion {
        case .settling(let from, let to, let since):
            let fraction = ScrollMotion.easeOut((time - since) / ScrollMotion.settleDuration)
            moveContent(to: CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction))
            return time - since < ScrollMotion.settleDuration
        case .decelerating(let start, let velocity, let rate, let since):
            let speed = hypot(velocity.x, velocity.y)
            let duration = ScrollMotion.decelerationMilliseconds(speed: speed, rate: rate)
            let ms = min((time - since) * 1000, duration)
            let target = CGPoint(x: start.x + ScrollMotion.travel(velocity: velocity.x, rate: rate, milliseconds: ms),
                                 y: start.y + ScrollMotion.travel(velocity: velocity.y, rate: rate, milliseconds: ms))
            // The sandbox stops at the edge it reaches (iOS overshoots a little and springs back).
            let inside = clampedOffset(target)
            moveContent(to: inside)
            return inside == target && ms < duration
        }
    }

    /// The offset the current motion comes to rest at (the deceleration's end, clamped), if moving.
    public var restingOffset: CGPoint? {
        guard let motion else { return nil }
        switch motion {
        case .settling(_, let to, _): return to
        case .decelerating(let start, let velocity, let rate, _):
            let ms = ScrollMotion.decelerationMilliseconds(speed: hypot(velocity.x, velocity.y), rate: rate)
            return clampedOffset(CGPoint(x: start.x + ScrollMotion.travel(velocity: velocity.x, rate: rate, milliseconds: ms),
                                         y: start.y + ScrollMotion.travel(velocity: velocity.y, rate: rate, milliseconds: ms)))
        }
    }
}
