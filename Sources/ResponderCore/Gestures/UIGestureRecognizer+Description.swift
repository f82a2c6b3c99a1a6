import Foundation

/// UIKit's `description` of a recognizer, which is where UIKit shows its targets and actions
/// (it has no public property for them). The format is UIKit's as printed by iOS 13 to 17
/// (observed, not documented): `<UITapGestureRecognizer: 0x…; state = Possible; view =
/// <UIView 0x…>; target= <(action=tapped:, target=<ViewController 0x…>)>>`.
extension UIGestureRecognizer: CustomStringConvertible {
    public var description: String {
        var parts = ["<\(type(of: self)): \(Self.address(of: self))", "state = \(state.rawValue.prefix(1).uppercased())\(state.rawValue.dropFirst())"]
        if let view { parts.append("view = <\(view.classNameForLogs) \(Self.address(of: view))>") }
        for (target, action) in actionTargets {
            parts.append("target= <(action=\(action.name), target=<\(target.classNameForLogs) \(Self.address(of: target))>)>")
        }
        return parts.joined(separator: "; ") + ">"
    }

    /// An object's address as the debugger prints it: `0x` and lowercase hex, no leading zeros.
    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }
}
