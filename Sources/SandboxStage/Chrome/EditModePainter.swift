import Foundation
import ResponderCore
import SandboxScenes

/// Edit mode on screen: a band above the scene says so and lists its keys (a teacher needs
/// no README), the selected view gets corner handles, and a Shift-drag shows where the view
/// would land.
struct EditModePainter {
    let frame: StageFrame
    let measurer: TextMeasuring

    static let textSize = 16.0
    static let handleSize = 12.0

    /// Two lines: what is being edited, then the keys.
    static func height(zoom: Double) -> Double { (textSize * 1.25 * 2 + 18) * zoom }

    /// The mouse's part; the keys are in the footer (`Shortcuts.editFooter`).
    static let keys = "Drag: move · corner: resize · Shift+drag: into a view · M: palette · Ctrl+E: done"

    func paint(into list: inout DisplayList) {
        guard frame.isEditing else { return }
        paintDropTarget(into: &list)
        paintSelection(into: &list)
        paintBand(into: &list)
    }

    /// What the first line says: the rename being typed, the drop, or the selection and its frame.
    func state() -> String {
        let unsaved = frame.hasUnsavedEdits ? " · unsaved (Ctrl+S)" : ""
        if let typed = frame.nameBeingTyped, let prompt = frame.typingPrompt {
            return "\(prompt): \(typed)▏ — Enter keeps it, Esc cancels"
        }
        if let drag = frame.editDrag, drag.kind == .reparent {
            return drag.dropTarget.map { "Release: \(drag.view) goes into \($0)" } ?? "Shift+drag: release over another view to put \(drag.view) inside it"
        }
        guard let name = frame.selection, let viewFrame = frame.selectedViewFrame else { return "Click a view to select it; A adds one\(unsaved)" }
        return "\(name).frame = \(SceneTextEdit.frameText(viewFrame))\(unsaved)"
    }

    private func paintBand(into list: inout DisplayList) {
        let layout = frame.layout
        let size = Self.textSize * layout.zoom
        let box = CGRect(x: layout.canvasArea.minX + 12, y: layout.canvasArea.minY + 4,
                         width: layout.canvasArea.width - 24, height: Self.height(zoom: layout.zoom) - 4)
        list.fill(box, Palette.barBackground.withAlpha(240))
        list.outline(box, Palette.vermillion, width: 2)
        let tag = "EDIT MODE"
        let tagWidth = measurer.width(of: tag, size: size, bold: true) + 16
        let tagBox = CGRect(x: box.minX + 6, y: box.minY + 5, width: tagWidth, height: size * 1.25 + 2)
        list.fill(tagBox, Palette.vermillion)
        list.text(tag, at: CGPoint(x: tagBox.midX, y: tagBox.midY), size: size, color: Palette.paper, bold: true, anchor: .center)
        let lineHeight = size * 1.25
        let stateX = tagBox.maxX + 10
        list.text(measurer.truncate(state(), width: box.maxX - stateX - 8, size: size, bold: true),
                  at: CGPoint(x: stateX, y: tagBox.midY), size: size, color: Palette.yellow, bold: true, anchor: .left)
        let keysSize = size * 0.9
        list.text(measurer.truncate(Self.keys, width: box.width - 20, size: keysSize),
                  at: CGPoint(x: box.minX + 10, y: tagBox.maxY + 4 + lineHeight / 2), size: keysSize, color: Palette.panelText, anchor: .left)
    }

    private func paintSelection(into list: inout DisplayList) {
        guard let rect = frame.selectedViewRect else { return }
        list.outline(rect.insetBy(dx: -3, dy: -3), Palette.ink, width: 3)
        list.outline(rect.insetBy(dx: -1, dy: -1), Palette.paper, width: 1)
        guard !frame.selectedIsRootView else { return }
        let side = Self.handleSize * frame.zoom
        for corner in EditDrag.Corner.allCases {
            let point = corner.point(in: rect)
            let handle = CGRect(x: point.x - side / 2, y: point.y - side / 2, width: side, height: side)
            list.fill(handle, Palette.paper)
            list.outline(handle, Palette.ink, width: 2)
        }
    }

    private func paintDropTarget(into list: inout DisplayList) {
        guard let drag = frame.editDrag, drag.kind == .reparent, let name = drag.dropTarget,
              let rect = frame.dropTargetRect else { return }
        list.outline(rect.insetBy(dx: -4, dy: -4), Palette.vermillion, width: 5, dashed: true)
        let size = Self.textSize * frame.zoom
        let text = "drop into \(name)"
        let width = measurer.width(of: text, size: size, bold: true) + 14
        let tag = CGRect(x: rect.minX, y: max(frame.layout.canvasArea.minY, rect.minY - size * 1.25 - 10), width: width, height: size * 1.25 + 4)
        list.fill(tag, Palette.vermillion)
        list.text(text, at: CGPoint(x: tag.midX, y: tag.midY), size: size, color: Palette.paper, bold: true, anchor: .center)
    }
}
