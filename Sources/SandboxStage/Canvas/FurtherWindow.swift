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

    /// The application's windows but the main one, back to front.
    static func all(of application: UIApplication, placements: [ViewPlacement]) -> [FurtherWindow] {
        let main = application.windows[0]
        return application.windowsFrontToBack.reversed().filter { $0 !== main }.map { window in
            let root = window.subviews.first
            let depth = placements.first { $0.view === root }?.depth ?? 0
            return FurtherWindow(name: window.name, frame: window.frame, depth: depth,
                                 label: "\(window.name) · windowLevel \(levelWording(window.windowLevel))")
        }
    }

    /// UIKit's name for the level with its value, `alert (2000)`, or the value alone.
    static func levelWording(_ level: UIWindow.Level) -> String {
        let value = level.rawValue.rounded() == level.rawValue ? String(Int(level.rawValue)) : String(Double(level.rawValue))
        switch level {
        case .normal: return "normal (\(value))"
        case .statusBar: return "statusBar (\(value))"
        case .alert: return "alert (\(value))"
        default: return value
        }
    }
}
