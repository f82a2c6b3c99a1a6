import Foundation
import ResponderCore
import SandboxScenes

/// Taking the further windows from the live application, once per frame.
extension FurtherWindow {
    /// The application's windows but the main one, back to front.
    static func all(of application: UIApplication, placements: [ViewPlacement]) -> [FurtherWindow] {
        let main = application.windows[0]
        return application.windowsFrontToBack.reversed().filter { $0 !== main }.map { window in
            let root = window.subviews.first.map(ObjectIdentifier.init)
            let depth = placements.first { $0.id == root }?.depth ?? 0
            return FurtherWindow(name: window.name, frame: window.frame, depth: depth,
                                 label: "\(window.name) · windowLevel \(levelWording(window.windowLevel))")
        }
    }

    /// UIKit's name for the level with its value, `alert (2000)`, or the value alone.
    static func levelWording(_ level: UIWindow.Level) -> String {
        // Written as every number for people is, never through Int (which traps past 2^63).
        let value = Double(level.rawValue).formatted(maximumFractionDigits: 6)
        switch level {
        case .normal: return "normal (\(value))"
        case .statusBar: return "statusBar (\(value))"
        case .alert: return "alert (\(value))"
        default: return value
        }
    }
}
