import Foundation
import ResponderCore

extension ViewPropertyHistory where Value == ControlValue {
    /// What each value control (a slider's `value`, a switch's `isOn`) showed: while a drag's
    /// steps play, the thumb moves at each `valueChanged` its control sends, and at the end it
    /// is where it is now. A control's own steps are its `valueChanged` control events.
    static func controlValues(in windows: [UIWindow]) -> Self {
        var found: [UIControl] = []
        func walk(_ view: UIView) {
            if let control = view as? UIControl, control.tracedValue != nil { found.append(control) }
            for subview in view.subviews { walk(subview) }
        }
        windows.forEach(walk)
        // Only controls with a value are followed, so the fallback is never read.
        return Self(views: found, read: { ($0 as? UIControl)?.tracedValue ?? .on(false) }) { view, step in
            guard case .controlEvent(let control, "valueChanged", _) = step else { return false }
            return control == view.name
        }
    }
}
