import Foundation
import ResponderCore

/// What a scene says about whether each view draws anything the user sees, beyond its
/// background colour: the text it shows, and, in a dump, whose colours are mostly not printed,
/// which views are most likely clear in the app. The window's right-click picks the frontmost
/// view drawn at the pointer with it, so that the view asked about is the one the user meant.
public struct ViewDrawing: Sendable {
    /// The views that show text (a label's, a button's title, a text field's text or placeholder).
    public let showingText: Set<String>
    /// The views of a dump that most likely draw nothing: plain containers with no colour
    /// printed, no text, no image, not a control, text field or scroll view.
    public let likelyClear: Set<String>

    public init(document: SceneDocument) {
        var showing: Set<String> = [], clear: Set<String> = []
        for (name, node) in SceneViewIndex.nodes(of: document) {
            if node.shownText != nil { showing.insert(name) }
            if !document.colorsCaptured, Self.isPlainContainer(node) { clear.insert(name) }
        }
        showingText = showing
        likelyClear = clear
    }

    /// The ends of UIKit class names whose views draw (an image, a blur, a background, a
    /// separator, a bar) though no colour is printed for them: `UIImageView`,
    /// `_UIVisualEffectBackdropView`, `_UITextFieldRoundedRectBackgroundView`,
    /// `_UITableViewCellSeparatorView`, `UITabBar`, `_UIBarBackground`.
    static let drawingClassEndings = ["ImageView", "VisualEffectView", "BackdropView", "BackgroundView", "SeparatorView", "Bar", "BarBackground"]

    /// An imported view printed without a colour, showing no text, of no kind that draws.
    /// Relied on (observed): UIView's `description` prints `backgroundColor` whenever the view
    /// has one, so a container printed without it has none, as a cell's contentView or a plain
    /// UIView made in code or a storyboard has by default, and is clear in the app.
    static func isPlainContainer(_ node: ViewNode) -> Bool {
        guard node.address != nil, node.color == .gray, node.shownText == nil,
              node.control == nil, !node.textField, node.scroll == nil else { return false }
        let classes = [node.className, node.baseClassName].compactMap { $0 }
        return !classes.contains { name in drawingClassEndings.contains { name.hasSuffix($0) } }
    }

    /// Whether the user sees the view drawn: shown at an opacity of at least 0.01, not a dump's
    /// likely clear container, and with a background colour that is not clear or text of its own.
    public func isDrawn(_ name: String, opacity: Double, backgroundAlpha: Double) -> Bool {
        guard opacity >= 0.01, !likelyClear.contains(name) else { return false }
        return opacity * backgroundAlpha >= 0.01 || showingText.contains(name)
    }
}
