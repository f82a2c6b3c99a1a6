import Foundation
import ResponderCore

/// Prints a live view tree as UIKit's `recursiveDescription` does: `   | ` per level, the
/// class, an address, the frame (the transformed box), and the flags that differ from
/// UIView's defaults. Addresses are `0x1000` plus the view's index in paint order.
enum DumpPrinter {
    static func print(_ window: UIWindow) -> (text: String, addresses: [ObjectIdentifier: String]) {
        var lines: [String] = []
        var addresses: [ObjectIdentifier: String] = [:]
        var pending: [(UIView, Int)] = [(window, 0)]
        while let (view, level) = pending.popLast() {
            let address = "0x\(String(0x1000 + addresses.count, radix: 16))"
            addresses[ObjectIdentifier(view)] = address
            lines.append(String(repeating: "   | ", count: level) + line(view, address: address))
            pending += view.subviews.reversed().map { ($0, level + 1) }
        }
        return (lines.joined(separator: "\n") + "\n", addresses)
    }

    private static func line(_ view: UIView, address: String) -> String {
        let frame = view.frame
        var parts = ["<\(view is UIWindow ? "UIWindow" : "UIView"): \(address)", "frame = (\(frame.minX) \(frame.minY); \(frame.width) \(frame.height))"]
        if view.bounds.origin != .zero {
            parts.append("bounds = (\(view.bounds.minX) \(view.bounds.minY); \(view.bounds.width) \(view.bounds.height))")
        }
        if !view.transform.isIdentity {
            let m = view.transform
            parts.append("transform = [\(m.a), \(m.b), \(m.c), \(m.d), \(m.tx), \(m.ty)]")
        }
        if view.clipsToBounds { parts.append("clipsToBounds = YES") }
        if view.isHidden { parts.append("hidden = YES") }
        if view.alpha != 1 { parts.append("alpha = \(view.alpha)") }
        if !view.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        parts.append("layer = <CALayer: 0x6000\(address.dropFirst(2))>>")
        return parts.joined(separator: "; ")
    }
}
