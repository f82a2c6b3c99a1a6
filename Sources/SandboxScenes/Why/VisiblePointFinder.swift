import Foundation
import ResponderCore

/// Chooses where to ask about a view when no point is given: a point of it where it gets
/// the touch, else one where it is visible (on screen, inside every superview that clips,
/// and under no view drawn in front of it), else the views that cover it all.
struct VisiblePointFinder {
    enum Outcome {
        case gets(CGPoint)
        case visible(CGPoint)
        /// Every on-screen point is under these, the one covering most first.
        case covered([UIView])
        /// No point is inside the window and every superview that clips.
        case offScreen
    }

    let window: UIWindow
    let target: UIView
    /// Whether a window in front of `window` takes the touch at a point of `window`.
    let takenInFront: (CGPoint) -> Bool
    /// Points tried: the centre, then the centres of a 9 × 9 grid over the bounds.
    static let gridSize = 9

    func find() -> Outcome {
        let candidates = candidatePoints()
        if let point = candidates.first(where: { window.hitTest($0, with: nil) === target && !takenInFront($0) }) { return .gets(point) }
        let front = viewsInFront()
        var coverers: [(view: UIView, count: Int)] = []
        var onScreen = false
        for point in candidates where isInsideClips(of: target, point) {
            onScreen = true
            guard let top = front.last(where: { covers($0, point) }) else { return .visible(point) }
            if let index = coverers.firstIndex(where: { $0.view === top }) { coverers[index].count += 1 } else { coverers.append((top, 1)) }
        }
        guard onScreen else { return .offScreen }
        return .covered(coverers.sorted { $0.count > $1.count }.map(\.view))
    }

    /// Points in `window`'s coordinates; `why` speaks in screen points.
    private func candidatePoints() -> [CGPoint] {
        let bounds = target.bounds
        var points = [CGPoint(x: bounds.midX, y: bounds.midY)]
        let n = CGFloat(Self.gridSize)
        for row in 0..<Self.gridSize {
            for column in 0..<Self.gridSize {
                points.append(CGPoint(x: bounds.minX + bounds.width * (CGFloat(column) + 0.5) / n,
                                      y: bounds.minY + bounds.height * (CGFloat(row) + 0.5) / n))
            }
        }
        return points.filter { bounds.containsForHitTesting($0) }.map { target.convert($0, to: nil) }
    }

    /// The views drawn after the target and not inside it, back to front; a hidden or
    /// transparent view is not drawn, nor is anything inside it.
    private func viewsInFront() -> [UIView] {
        var front: [UIView] = []
        var passedTarget = false
        var pending: [UIView] = [window]
        while let view = pending.popLast() {
            if view === target {
                passedTarget = true
                continue
            }
            guard !view.isHidden, view.alpha >= 0.01 else { continue }
            if passedTarget { front.append(view) }
            pending += view.subviews.reversed()
        }
        return front
    }

    private func covers(_ view: UIView, _ point: CGPoint) -> Bool {
        view.bounds.containsForHitTesting(view.convert(point, from: nil)) && isInsideClips(of: view, point)
    }

    /// Inside the window and every superview of `view` that clips to its bounds.
    private func isInsideClips(of view: UIView, _ point: CGPoint) -> Bool {
        guard window.bounds.containsForHitTesting(point) else { return false }
        var current = view.superview
        while let each = current {
            if each.clipsToBounds, !each.bounds.containsForHitTesting(each.convert(point, from: nil)) { return false }
            current = each.superview
        }
        return true
    }
}

extension VisiblePointFinder.Outcome {
    /// The outcome with its point on the screen rather than in `window`.
    func onScreen(of window: UIWindow) -> Self {
        switch self {
        case .gets(let point): return .gets(WhyAnalyzer.screenPoint(point, of: window))
        case .visible(let point): return .visible(WhyAnalyzer.screenPoint(point, of: window))
        case .covered, .offScreen: return self
        }
    }
}
