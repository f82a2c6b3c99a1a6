import ResponderCore

/// What the studio reads of the other rooms, as values the session gives it (`RoomSurroundings`
/// fills them): the studio names no other room, and what it asks of one is a `RoomEffect`.
extension Studio {
    public struct Surroundings {
        /// The selected responder's name: edits act on it and keep it.
        public let selection: String?
        /// How far the exploded view is open: edit mode and its drags need it flat.
        public let explode: Double
        /// The zoom asked for: a corner's handle is reached at the same distance on screen.
        public let zoom: Double

        public init(selection: String?, explode: Double, zoom: Double) {
            self.selection = selection
            self.explode = explode
            self.zoom = zoom
        }
    }

    /// The selected view, if the selection is a view of the scene.
    var selectedView: UIView? { surroundings.selection.flatMap { session.scene.view(named: $0) } }
}
