import Foundation
import ResponderCore

/// The words the canvas and the log use for each hitTest outcome.
public enum VisitWording {
    public static func describe(_ outcome: TraceEpisode.Outcome) -> (String, StageColor) {
        switch outcome {
        case .visiting: return ("hitTest…", Palette.current)
        case .inside: return ("inside ✓", Palette.inside)
        case .outside: return ("outside ✗", Palette.outside)
        case .skipped(.hidden): return ("skipped: hidden", Palette.skipped)
        case .skipped(.alpha): return ("skipped: alpha < 0.01", Palette.skipped)
        case .skipped(.userInteractionDisabled): return ("skipped: interaction off", Palette.skipped)
        case .skipped(.disabled): return ("skipped: disabled control", Palette.skipped)
        }
    }

    /// The outcome with what hitTest returned when that is not the view itself: a view that
    /// says inside but returns nil (a passthrough) must not look as if it were hit.
    public static func describe(_ visit: TraceEpisode.Visit, returned: String?? = nil) -> (word: String, color: StageColor) {
        let (word, color) = describe(visit.outcome)
        guard visit.outcome == .inside, case .some(let returned) = returned, returned == nil else { return (word, color) }
        return ("inside ✓ · returns nil", Palette.outside)
    }
}
