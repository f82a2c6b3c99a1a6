import Foundation
import ResponderCore

/// A window of the scene besides the main one (`windows:`): where the canvas draws its frame,
/// and the tag that names it with its level, so a student sees which window a view is in and
/// which is in front.
public struct FurtherWindow: Equatable {
    public let name: String
    /// On the screen (the main window's coordinates).
    public let frame: CGRect
    /// The exploded depth of its root view's plate, where its frame is drawn.
    public let depth: Int
    /// `alert · windowLevel alert (2000)`.
    public let label: String
}
