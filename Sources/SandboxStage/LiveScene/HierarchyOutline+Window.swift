import Foundation
import ResponderCore

/// Taking the outline from the live window, once per frame.
extension HierarchyOutline {
    public static func entries(for window: UIWindow) -> [Entry] {
        var entries: [Entry] = []
        append(window, depth: 0, to: &entries)
        return entries
    }

    /// Every window's outline, back to front as the canvas draws them (the main window first
    /// unless a window of a lower level is behind it): a further window's views are named too.
    public static func entries(forWindowsOf application: UIApplication) -> [Entry] {
        var entries: [Entry] = []
        for window in application.windowsFrontToBack.reversed() { append(window, depth: 0, to: &entries) }
        return entries
    }

    /// Each of the view's properties read once (every read of a live view's property is an
    /// access check): thousands of views every frame.
    private static func append(_ view: UIView, depth: Int, to entries: inout [Entry]) {
        var depth = depth
        let next = view.next
        if let controller = next as? UIViewController, controller.view === view {
            entries.append(Entry(name: controller.name, depth: depth, isController: true, next: controller.next?.name,
                                 properties: properties(of: controller)))
            depth += 1
        }
        let passesTouchesThrough = view.passesTouchesThrough
        // The class a scene gave the view (an imported dump's printed class): a plain UIView is no container.
        entries.append(Entry(name: view.name, depth: depth, isController: false, next: next?.name,
                             properties: properties(of: view, passesTouchesThrough: passesTouchesThrough),
                             passesTouchesThrough: passesTouchesThrough,
                             isPrivateContainer: view.className.map(isPrivateContainer(className:)) ?? false))
        for subview in view.subviews { append(subview, depth: depth + 1, to: &entries) }
    }

    private static func properties(of view: UIView, passesTouchesThrough: Bool) -> [String] {
        var words: [String] = []
        if view.isHidden { words.append("hidden") }
        if Double(view.alpha) < 0.01 { words.append("alpha < 0.01") }
        if !view.isUserInteractionEnabled { words.append("interaction off") }
        if passesTouchesThrough { words.append("passthrough") }
        if view.isExclusiveTouch { words.append("exclusiveTouch") }
        let outset = view.hitTestOutset
        if outset != 0 { words.append("hit area \(outset > 0 ? "+" : "")\(Int(outset))") }
        if view.callsSuper { words.append("calls super") }
        return words
    }

    private static func properties(of controller: UIViewController) -> [String] {
        controller.callsSuper ? ["calls super"] : []
    }
}
