import Foundation

/// What a click in the side panel (or on the wide log) met.
public enum PanelHit: Equatable, Sendable {
    /// A row naming a responder (hierarchy, chain): it is now selected.
    case responder(String)
    /// Somewhere else in the panel: nothing to do, but the click is the panel's.
    case panel
}
