import Foundation
import ResponderCore

/// Turns one printed view into a scene's view node: the flags UIView's `description`
/// prints become keys, and the printed class decides what kind of view it is.
struct PrintedViewDecoder {
    /// Called with a warning about the line being decoded.
    let warn: (String) -> Void

    func decode(_ printed: PrintedView) -> ViewNode {
        var view = ViewNode(name: "", frame: .zero)
        view.className = printed.className
        view.baseClassName = printed.value("baseClass")
        view.address = printed.address
        view.frame = frame(printed)
        // UIView's description prints only what differs from UIView's own defaults, and prints
        // it for every class: a UILabel printed without `userInteractionEnabled = NO` takes touches.
        view.hidden = printed.value("hidden").flatMap(PrintedValues.flag) ?? false
        view.userInteractionEnabled = printed.value("userInteractionEnabled").flatMap(PrintedValues.flag) ?? interactionUnprinted(printed)
        view.clipsToBounds = printed.value("clipsToBounds").flatMap(PrintedValues.flag) ?? false
        if let alpha = printed.value("alpha") { view.alpha = self.alpha(alpha) }
        if let color = printed.value("backgroundColor").flatMap(PrintedValues.color) { view.color = color }
        view.hasUnknownRecognizers = printed.value("gestureRecognizers") != nil
        applyTransform(printed, to: &view)
        applyKind(printed, to: &view)
        // The text it shows (`text = '…'`: a label's, a text field's, a cell's) and a text field's
        // `placeholder = …`, which UITextField's description prints and UIKit shows while the field is empty.
        view.text = printed.value("text").flatMap { ImportedNames.shown(PrintedValues.text($0)) }
        if view.textField { view.placeholder = printed.value("placeholder").flatMap { ImportedNames.shown(PrintedValues.text($0)) } }
        if !printed.isComplete {
            var message = "the line is cut short before the view's closing '>': read as far as it goes"
            if !view.userInteractionEnabled, printed.value("userInteractionEnabled") == nil {
                message += "; userInteractionEnabled not printed: \(printed.className)'s default, NO"
            }
            warn(message)
        } else if !printed.trailingText.isEmpty, !Self.isOwnTrailer(printed) {
            let trailing = printed.trailingText
            warn("text after the view's closing '>' ignored: \(trailing.shownInMessage())")
        }
        return view
    }

    /// UIVisualEffectView's own `description` goes on past UIView's closing `>` with its
    /// effect (`…>> effect=<UIBlurEffect: 0x…> style=UIBlurEffectStyleSystemMaterial`, as
    /// printed by iOS): nothing to warn about.
    static func isOwnTrailer(_ printed: PrintedView) -> Bool {
        printed.trailingText.trimmingCharacters(in: .whitespaces).hasPrefix("effect=") && [printed.className, printed.value("baseClass")].contains { $0 == "UIVisualEffectView" }
    }

    /// UIKit classes whose `isUserInteractionEnabled` is NO from birth.
    static let noInteractionClasses: Set<String> = ["UILabel", "UIButtonLabel", "UIImageView"]
    /// Keys UIView's `description` prints after `userInteractionEnabled = NO` (observed order:
    /// frame, …, autoresize, userInteractionEnabled, tag, gestureRecognizers, backgroundColor, layer).
    private static let keysAfterInteraction: Set<String> = ["tag", "gestureRecognizers", "backgroundColor", "layer"]

    /// `userInteractionEnabled` when the line does not print it. UIView's description prints it
    /// whenever it is NO, whatever the class, so a complete line without it means YES, even for
    /// a UILabel. A line cut before the place it would be printed says nothing, and the class's
    /// UIKit default holds: a UILabel, UIButtonLabel or UIImageView takes no touches.
    private func interactionUnprinted(_ printed: PrintedView) -> Bool {
        guard !printed.isComplete, !printed.attributes.contains(where: { Self.keysAfterInteraction.contains($0.key) }) else { return true }
        let classes = [printed.className, printed.value("baseClass")].compactMap { $0 }
        return !classes.contains(where: Self.noInteractionClasses.contains)
    }

    private func frame(_ printed: PrintedView) -> CGRect {
        let value = printed.value("frame") ?? ""
        guard let numbers = PrintedValues.numbers(value, count: 4), numbers[2] >= 0, numbers[3] >= 0 else {
            warn("unreadable frame '\(value.shownInMessage())': read as (0 0; 0 0)")
            return .zero
        }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    private func alpha(_ value: String) -> Double {
        guard let number = PrintedValues.numbers(value, count: 1)?.first, (0...1).contains(number) else {
            warn("unreadable alpha '\(value.prefix(20))': read as 1")
            return 1
        }
        return number
    }

    // MARK: - Transform

    /// `transform = [a, b, c, d, tx, ty]`: UIKit prints `frame` as the bounding box of the
    /// transformed view, and a scene gives the untransformed rectangle, so the size is worked
    /// back from the box (or read from a printed `bounds`) and the centre is the box's
    /// centre less the translation.
    private func applyTransform(_ printed: PrintedView, to view: inout ViewNode) {
        let bounds = printed.value("bounds").flatMap { PrintedValues.numbers($0, count: 4) }
        if let bounds, printed.value("contentOffset") == nil { view.boundsOrigin = CGPoint(x: bounds[0], y: bounds[1]) }
        guard let value = printed.value("transform") else { return }
        guard let m = PrintedValues.numbers(value, count: 6) else {
            warn("unreadable transform '\(value.shownInMessage())': read as the identity")
            return
        }
        guard let parts = Self.parts(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5], warn: warn) else { return }
        let box = view.frame
        let size = bounds.map { CGSize(width: $0[2], height: $0[3]) } ?? untransformedSize(of: box.size, a: m[0], b: m[1], c: m[2], d: m[3])
        view.frame = CGRect(x: box.midX - m[4] - size.width / 2, y: box.midY - m[5] - size.height / 2, width: size.width, height: size.height)
        view.transform = parts
    }

    /// The matrix as scale, then rotation, then translation; nil (with a warning) for a
    /// flattening one, a warning for a skew the parts cannot express.
    static func parts(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double, warn: (String) -> Void) -> TransformParts? {
        let scaleX = (a * a + b * b).squareRoot()
        let determinant = a * d - b * c
        guard scaleX > 1e-9, abs(determinant) > 1e-12 else {
            warn("a transform that flattens the view to nothing: read as the identity")
            return nil
        }
        let scaleY = determinant / scaleX
        let angle = atan2(b, a)
        if abs(c - (-scaleY * sin(angle))) > 1e-6 * max(1, abs(scaleY)) || abs(d - scaleY * cos(angle)) > 1e-6 * max(1, abs(scaleY)) {
            warn("a skewed transform: read as its scale and rotation only")
        }
        return TransformParts(rotationDegrees: rounded(angle * 180 / .pi), scaleX: rounded(scaleX), scaleY: rounded(scaleY),
                              translateX: tx, translateY: ty)
    }

    /// Printed matrices carry float noise (`0.70710678118654757`); six decimals keep the
    /// scene readable and the geometry within a millionth.
    private static func rounded(_ value: Double) -> Double {
        (value * 1e6).rounded() / 1e6
    }

    /// Solves box = |a|·w + |c|·h, |b|·w + |d|·h for the untransformed size; at 45° the two
    /// equations are one and the view is read as square.
    private func untransformedSize(of box: CGSize, a: Double, b: Double, c: Double, d: Double) -> CGSize {
        let (a, b, c, d) = (abs(a), abs(b), abs(c), abs(d))
        let determinant = a * d - b * c
        guard abs(determinant) > 1e-6 else {
            let side = box.width / max(a + c, 1e-9)
            return CGSize(width: side, height: side)
        }
        let width = (box.width * d - box.height * c) / determinant
        let height = (box.height * a - box.width * b) / determinant
        return CGSize(width: max(0, width), height: max(0, height))
    }

    // MARK: - Kind

    /// UIKit's control classes; a Swift subclass prints its `baseClass` too.
    static let controlClasses: Set<String> = ["UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl", "UIControl"]
    static let textFieldClasses: Set<String> = ["UITextField", "UISearchTextField"]
    static let scrollViewClasses: Set<String> = ["UIScrollView", "UITableView", "UICollectionView", "UITextView", "WKScrollView"]

    private func applyKind(_ printed: PrintedView, to view: inout ViewNode) {
        let classes = [printed.className, view.baseClassName].compactMap { $0 }
        let offset = printed.value("contentOffset").flatMap { PrintedValues.numbers($0, count: 2) }
        if offset != nil || classes.contains(where: Self.scrollViewClasses.contains) {
            let size = printed.value("contentSize").flatMap { PrintedValues.numbers($0, count: 2) }
            var scroll = ScrollNode(contentSize: size.map { CGSize(width: max(0, $0[0]), height: max(0, $0[1])) } ?? view.frame.size)
            scroll.contentOffset = offset.map { CGPoint(x: $0[0], y: $0[1]) } ?? .zero
            view.scroll = scroll
            view.boundsOrigin = .zero
        } else if classes.contains(where: Self.textFieldClasses.contains) {
            view.textField = true
        } else if classes.contains(where: Self.controlClasses.contains) {
            // What a dump cannot show: the targets and actions connected to the control.
            view.control = ControlNode(action: nil, target: nil, event: .touchUpInside)
        }
    }
}
