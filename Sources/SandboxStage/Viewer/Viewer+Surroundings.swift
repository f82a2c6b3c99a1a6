import Foundation
import ResponderCore

/// What the viewer reads of the other rooms, as values the session gives it (`RoomSurroundings`
/// fills them): the viewer names no other room, and what it asks of one is a `RoomEffect`.
extension Viewer {
    public struct Surroundings {
        /// Edit mode is on: a key 1–9 changes the file, not only the live view.
        public let isEditing: Bool
        /// The fingers down now, by touch ID: the status bar times how long each is held.
        public let fingersDown: Set<Int>
        /// Where the latest input starts in the log: the lesson's input shows outcomes from there.
        public let inputStart: Int
        /// The latest input's animation has played to its end: → runs the lesson's next command.
        public let isTimelineFinished: Bool
        /// The view hitTest answered in the picture shown, asked only by a zoom key (it reads
        /// the whole picture).
        public let hitTestView: () -> String?
        /// Where every view is drawn at the step shown, asked only by the hover card.
        public let shownPlacements: () -> [ViewPlacement]
        /// Where each finger still down went down, asked only by Y (`why --holding`'s fingers).
        public let heldFingerPoints: () -> [CGPoint]

        public init(isEditing: Bool, fingersDown: Set<Int>, inputStart: Int, isTimelineFinished: Bool,
                    hitTestView: @escaping () -> String?, shownPlacements: @escaping () -> [ViewPlacement],
                    heldFingerPoints: @escaping () -> [CGPoint]) {
            self.isEditing = isEditing
            self.fingersDown = fingersDown
            self.inputStart = inputStart
            self.isTimelineFinished = isTimelineFinished
            self.hitTestView = hitTestView
            self.shownPlacements = shownPlacements
            self.heldFingerPoints = heldFingerPoints
        }
    }
}
