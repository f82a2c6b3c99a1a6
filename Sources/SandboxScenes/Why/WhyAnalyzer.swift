import Foundation
import ResponderCore

/// The catechism of the untappable view, answered from the delivery itself: a tap at the
/// point is run as `trace --tap` runs it, on a fresh copy of the scene, and its steps say what
/// happens to the touch (`WhyOutcome`); the reasons say why the view asked about does not get
/// it or loses it, in the order UIKit asks: a window in front, then from the window down to
/// the view each view's flags and bounds, then views in front, then what the delivery did
/// (recognizers, a scroll view keeping the touch, an action nobody performs). Reasons that do
/// not change the outcome there are `remarks`. Without a point, the whole view is answered
/// by regions. The live scene is never changed. No I/O: the answer is data.
public struct WhyAnalyzer {
    let scene: LoadedScene
    let nodes: [String: ViewNode]
    /// Every view with exclusiveTouch, in the tree's order: found once, named in remarks.
    let exclusiveViews: [UIView]

    public init(scene: LoadedScene) {
        self.scene = scene
        nodes = SceneViewIndex.nodes(of: scene.document)
        var exclusive: [UIView] = []
        var pending = Array(scene.application.windows.reversed()) as [UIView]
        while let each = pending.popLast() {
            if each.isExclusiveTouch { exclusive.append(each) }
            pending += each.subviews.reversed()
        }
        exclusiveViews = exclusive
    }

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case noSuchView(String)
        public var description: String {
            switch self {
            case .noSuchView(let name): return "no view is named '\(name.shownInMessage())'"
            }
        }
    }

    /// At `point` (screen coordinates: the main window's, as `--tap` gives them), or over the
    /// whole view by regions when nil.
    public func answer(view name: String, at point: CGPoint?) throws(Failure) -> WhyAnswer {
        guard let point else {
            guard let view = scene.view(named: name), view.window != nil else { throw .noSuchView(name) }
            return WhyRegionFinder(analyzer: self, view: view).answer()
        }
        return try answer(view: name, at: point, holding: [])
    }

    /// At `point`, with a finger already down at each of `held` when the tap comes (screen
    /// coordinates): the tap's touch may then be refused to its view (exclusiveTouch,
    /// multipleTouchEnabled off), which the reasons say.
    public func answer(view name: String, at point: CGPoint, holding held: [CGPoint]) throws(Failure) -> WhyAnswer {
        guard let view = scene.view(named: name), view.window != nil else { throw .noSuchView(name) }
        let outcome = deliver(at: point, holding: held)
        // A touch UIKit sends its hit-test view none of is not that view's.
        var answer = WhyAnswer(view: view.name, point: point, gets: outcome.hitTestView == view.name && !outcome.isRefusedToItsView, outcome: outcome)
        answer.holding = outcome.held
        (answer.reasons, answer.remarks) = reasons(for: view, at: point, outcome: outcome)
        return answer
    }

    /// One tap at `point` on a fresh copy of the scene, with fingers held at `held`.
    func deliver(at point: CGPoint, holding held: [CGPoint] = []) -> WhyOutcome {
        WhyDelivery.tap(at: point, holding: held, on: scene.freshCopy()).outcome
    }

    /// The reasons and the remarks for `view` at a screen point, given what a tap there did.
    func reasons(for view: UIView, at point: CGPoint, outcome: WhyOutcome) -> (reasons: [WhyReason], remarks: [WhyReason]) {
        // A capture's overridden hitTest or point(inside:) on the way: the sandbox assumes UIKit's default there.
        let overrides = overrideRemarks(for: view, at: point)
        if outcome.hitTestView == view.name {
            let found = afterHit(view, outcome: outcome)
            return (found.reasons, found.remarks + overrides)
        }
        var reasons = blockers(of: view, at: point)
        if reasons.isEmpty, let hit = outcome.hitTestView.flatMap(scene.view(named:)), view.isDescendant(of: hit) || hit === view {
            // Nothing refused the point, yet hitTest answered an ancestor: the view passes touches through.
            reasons.append(passThrough(view, answeredBy: hit))
        }
        return (reasons, notHitRemarks(for: view) + overrides)
    }

    // MARK: - Helpers shared by the parts

    /// Every view from the window down to `view`, the window first.
    static func path(to view: UIView) -> [UIView] {
        var path: [UIView] = []
        var current: UIView? = view
        while let each = current {
            path.append(each)
            current = each.superview
        }
        return path.reversed()
    }

    /// A screen point in `window`'s coordinates, and back: a window's frame origin is where it sits.
    static func point(_ screen: CGPoint, in window: UIWindow) -> CGPoint {
        CGPoint(x: screen.x - window.frame.minX, y: screen.y - window.frame.minY)
    }

    static func screenPoint(_ point: CGPoint, of window: UIWindow) -> CGPoint {
        CGPoint(x: point.x + window.frame.minX, y: point.y + window.frame.minY)
    }

    /// `C (UIView 0x7fb7c8c0e140, in UIWindow)`.
    func describe(_ view: UIView) -> String {
        var parts: [String] = []
        let className = nodes[view.name]?.className ?? view.classNameForLogs
        parts.append([className, nodes[view.name]?.address].compactMap { $0 }.joined(separator: " "))
        if let window = view.window { parts.append("in \(window.name)") }
        return "\(view.name) (\(parts.joined(separator: ", ")))"
    }

    /// Whether the scene came from a dump, whose colours are not printed.
    var isImported: Bool { nodes.values.contains { $0.address != nil } }
}
