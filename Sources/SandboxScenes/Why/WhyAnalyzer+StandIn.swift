import Foundation
import ResponderCore

extension WhyAnalyzer {
    /// The view asked about in place of `name` at `point` (screen coordinates), with the note
    /// that says so: when the view does not take touches itself (user interaction off, as
    /// UIKit's UIButtonLabel and UIImageView are made), its nearest ancestor that takes touches
    /// and whose `point(inside:)` holds the point, the view hitTest returns there once the
    /// point reaches it. A right-click on a button's middle lands on its label, yet the button
    /// is what a finger there is for. Without a point, the view's centre. Nil otherwise, and for
    /// a view with gesture recognizers of its own: it is meant to take touches, and its user
    /// interaction off is the answer (a `UILabel` with a tap recognizer is the common case).
    public func standIn(for name: String, at point: CGPoint?) -> (view: String, note: String)? {
        guard let view = scene.view(named: name), !view.isUserInteractionEnabled, let window = view.window,
              !hasRecognizers(view) else { return nil }
        let inWindow = point.map { Self.point($0, in: window) } ?? view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        var ancestor = view.superview
        while let each = ancestor {
            if each.hitTestSkipReason == nil, each.point(inside: each.convert(inWindow, from: nil), with: nil) {
                let which = view.superview === each ? "its subview \(view.name)" : "\(view.name) inside it"
                return (each.name, "Asked about \(each.name): \(which) does not take touches (user interaction off), so hitTest skips it there and \(each.name) is the view a touch there is for.")
            }
            ancestor = each.superview
        }
        return nil
    }

    /// Gesture recognizers of its own, of known kinds or (from a dump) unknown ones.
    func hasRecognizers(_ view: UIView) -> Bool {
        !(view.gestureRecognizers ?? []).isEmpty || nodes[view.name]?.hasUnknownRecognizers == true
    }
}
