import ResponderCore

/// What each room reads of its siblings, and what the pointer's table reads of the window,
/// taken from the session as the frame is: with `SandboxSession` and `StageFrame`, the only
/// place that names every room. A room's `surroundings` are values (a function for what would
/// cost a walk of the picture), listed in one struct in the room's folder, so its own files
/// name no sibling; the pointer's `PointerContext` is values too, so its table names no room.
extension Studio {
    /// The viewer's selection, exploded view and zoom, as they are now.
    var surroundings: Surroundings {
        let viewer = session.viewer
        return Surroundings(selection: viewer.selection, explode: viewer.explode, zoom: viewer.zoom)
    }
}

extension Viewer {
    /// Edit mode (the studio's), the fingers down, the latest input and its picture (the history's), as they are now.
    var surroundings: Surroundings {
        let history = session.history
        return Surroundings(isEditing: session.studio.isEditing, fingersDown: Set(history.fingers.keys), inputStart: history.inputStart,
                            isTimelineFinished: history.timeline.isFinished, hitTestView: { history.episode.hitTestView },
                            shownPlacements: { history.shownPlacements }, heldFingerPoints: { history.heldFingerPoints })
    }
}

extension SandboxSession {
    /// The mode, edit mode and its drag (the studio's), the exploded view, a pan or turn under
    /// way and the wide log (the viewer's), the layout and the pointer's touches, as they are now.
    var pointerContext: PointerContext {
        PointerContext(mode: mode, isEditing: studio.isEditing, isEditDragging: studio.editDrag != nil, isExploded: viewer.explode > 0,
                       isPanning: viewer.panAnchor != nil, isTurning: viewer.turnAnchor != nil,
                       isLogWide: viewer.panelScroll.isLogWide, layout: layout, touches: pointerTouches)
    }
}
