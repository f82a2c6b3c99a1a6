import ResponderCore

/// What each room reads of its siblings, taken from the session as the frame is: with
/// `SandboxSession` and `StageFrame`, the only place that names every room. A room's
/// `surroundings` are values (a function for what would cost a walk of the picture), listed
/// in one struct in the room's folder, so its own files name no sibling.
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
