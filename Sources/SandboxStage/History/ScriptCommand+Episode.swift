import ResponderCore
import SandboxScenes

extension ScriptCommand {
    /// A touch that continues one already down belongs to the same picture as its beginning.
    func startsEpisode(touchesDown: Bool) -> Bool {
        switch self {
        case .down: return !touchesDown
        case .move, .up, .cancel, .wait: return false
        default: return true
        }
    }
}
