import Foundation
import ResponderCore

extension WhyAnalyzer {
    /// A remark for each view whose class overrides `hitTest(_:with:)` or `point(inside:with:)`
    /// (a capture's `overrides`, a window's included) among those hit-testing passes through at `screen`: on the way
    /// to `view`, and on the way to whatever takes the touch instead, in its window or a window
    /// in front. The sandbox cannot run that code, so its answer is UIKit's default there.
    func overrideRemarks(for view: UIView, at screen: CGPoint) -> [WhyReason] {
        guard let own = view.window else { return [] }
        var views = Self.path(to: view)
        for window in scene.application.windowsFrontToBack {
            if let hit = window.hitTest(Self.point(screen, in: window), with: nil) {
                views += Self.path(to: hit).filter { candidate in !views.contains { $0 === candidate } }
            }
            if window === own { break }
        }
        return views.compactMap { each in
            // A window's class is kept on the window (from a capture), a view's on its node.
            let overrides = each is UIWindow ? SceneViewIndex.windowOverrides(named: each.name, in: scene.document) : nodes[each.name]?.overrides ?? []
            let methods = [("hitTest", "hitTest(_:with:)"), ("pointInside", "point(inside:with:)")].filter { overrides.contains($0.0) }.map(\.1)
            guard !methods.isEmpty else { return nil }
            return WhyReason(kind: .hitTestOverride, view: each.name,
                             detail: "\(each.name) overrides \(methods.joined(separator: " and ")): the sandbox cannot run it and assumes UIKit's default")
        }
    }
}
