import Foundation

/// What has the window's attention besides the scene: at most one of these is open at a
/// time, and while one is, a click is its (see `PointerRouter.table`). The session owns the
/// one value; the rooms read it through their own names (`viewer.isHelpVisible`,
/// `viewer.editMenu`, `studio.palette`, …) and open and close theirs by methods of their own
/// file (`Viewer.toggleHelp()`, `Studio.showPalette(_:)`, …). Edit mode, Tab's keys to the app and the
/// lesson's input are not modes here: each stays on while these open and close over it.
public enum StageMode: Equatable, Sendable {
    /// Nothing open: a click touches the scene (or edits it, in edit mode).
    case plain
    /// The help overlay (H) covers the window.
    case help
    /// M's menu of actions, remote commands, presses and shake.
    case editMenu(EditMenu)
    /// The small menu a right-click on a view opens at this window point ("why not here?").
    case whyMenu(at: CGPoint)
    /// The studio's palette (M in edit mode), at the page shown.
    case palette(StudioPalette)
    /// A name typed in edit mode's band, and what it is for.
    case typing(TypedText, name: String)
    /// The lesson's explanation being written in the window.
    case explanation(draft: String)

    /// The mode's value when it is `case`'s, else nil: the rooms' names for their modes.
    var editMenu: EditMenu? { if case .editMenu(let menu) = self { menu } else { nil } }
    var whyMenu: CGPoint? { if case .whyMenu(let point) = self { point } else { nil } }
    var palette: StudioPalette? { if case .palette(let palette) = self { palette } else { nil } }
    var typing: (purpose: TypedText, name: String)? { if case .typing(let purpose, let name) = self { (purpose, name) } else { nil } }
    var explanationDraft: String? { if case .explanation(let draft) = self { draft } else { nil } }
}
