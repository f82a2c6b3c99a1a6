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
            if let hosting = swiftUIHostingRemark(each) { return hosting }
            // A window's class is kept on the window (from a capture), a view's on its node.
            let overrides = each is UIWindow ? SceneViewIndex.windowOverrides(named: each.name, in: scene.document) : nodes[each.name]?.overrides ?? []
            let methods = [("hitTest", "hitTest(_:with:)"), ("pointInside", "point(inside:with:)")].filter { overrides.contains($0.0) }.map(\.1)
            guard !methods.isEmpty else { return nil }
            return WhyReason(kind: .hitTestOverride, view: each.name,
                             detail: "\(each.name) overrides \(methods.joined(separator: " and ")): the sandbox cannot run it and assumes UIKit's default")
        }
    }

    /// SwiftUI's hosting view (`_UIHostingView`, printed mangled as `_TtGC7SwiftUI14_UIHostingView…`
    /// or as `SwiftUI._UIHostingView<…>`): what SwiftUI draws is not views, and which part
    /// takes a touch is SwiftUI's own hit-testing (SwiftUI's `allowsHitTesting`: "Configures
    /// whether this view participates in hit test operations"; `contentShape`), none of which
    /// a dump or a capture shows. The views printed inside it are answered with UIKit's rules.
    private func swiftUIHostingRemark(_ each: UIView) -> WhyReason? {
        guard let className = nodes[each.name]?.className, className.contains("_UIHostingView") else { return nil }
        return WhyReason(kind: .hitTestOverride, view: each.name,
            detail: "\(each.name) is SwiftUI's hosting view: which part of its SwiftUI content takes a touch is SwiftUI's own hit-testing (allowsHitTesting, contentShape, its gestures), which the view hierarchy does not show; the sandbox answers the UIKit views printed inside it (a UIViewRepresentable's among them) with UIKit's rules, and SwiftUI's drawing views as views that take touches")
    }
}
