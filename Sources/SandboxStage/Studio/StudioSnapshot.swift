import Foundation

/// Edit mode and recording as one frame shows them: the frame's `studio`. Taken by
/// `Studio.snapshot()`; a feature of the studio adds its field here and takes it there.
public struct StudioSnapshot {
    public let isEditing: Bool
    public let hasUnsavedEdits: Bool
    public let nameBeingTyped: String?
    /// What the band says before the name being typed ("Rename A", "A's action").
    public let typingPrompt: String?
    /// The studio's palette (M in edit mode) and the lesson's explanation being written.
    public let palette: StudioPalette?
    public let explanationDraft: String?
    public let editDrag: EditDrag?
    /// The selected view's frame (as the scene file says it), its rectangle on the canvas and
    /// whether it is the root view, which has no resize handles.
    public let selectedViewFrame: CGRect?
    public let selectedViewRect: CGRect?
    public let selectedIsRootView: Bool
    /// The rectangle of the view a Shift+drag would drop into.
    public let dropTargetRect: CGRect?
    public let isRecording: Bool
}

extension Studio {
    func snapshot() -> StudioSnapshot {
        let selection = surroundings.selection
        let selected = isEditing ? selectedView : nil
        return StudioSnapshot(
            isEditing: isEditing,
            hasUnsavedEdits: editor?.hasUnsavedChanges == true,
            nameBeingTyped: nameBeingTyped,
            typingPrompt: selection.map { typing.prompt(view: $0) },
            palette: palette,
            explanationDraft: explanationDraft,
            editDrag: editDrag,
            selectedViewFrame: selected?.untransformedFrame,
            selectedViewRect: selected.flatMap(canvasRect(of:)),
            selectedIsRootView: selected.map(isRootView) ?? false,
            dropTargetRect: editDrag.flatMap { drag in
                guard drag.kind == .reparent, let name = drag.dropTarget, let target = session.scene.view(named: name) else { return nil }
                return canvasRect(of: target)
            },
            isRecording: isRecording)
    }
}
