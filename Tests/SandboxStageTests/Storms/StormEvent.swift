import Foundation
import ResponderCore
import SandboxScenes
import SandboxStage

/// One random input of the event storm, kept as a value so that a violation can say what
/// the input was (its description is only built then).
enum StormEvent: CustomStringConvertible {
    case touch(Int, UITouch.Phase, CGPoint)
    case script(ScriptCommand)
    case reAdd(view: String, host: String)
    case toggle(view: String, SelectionToggle)
    case stage(StageCommand)
    case select(String?)
    case controllerConnected(Int)
    case controllerDisconnected(Int, hadMotion: Bool)
    case controllerButton(Int, UIPress.ControllerButton, down: Bool)
    case stick(x: Double, y: Double)
    case imu(IMUSample)
    case interrupt(String)
    case tick(Double)
    case reload(String)
    /// Nothing applicable in this state (no finger down to move, say).
    case none

    var description: String {
        switch self {
        case .touch(let id, let phase, let point): return "touch \(id) \(phase) at (\(point.x), \(point.y))"
        case .script(let command): return "run \(command)"
        case .reAdd(let view, let host): return "re-add \(view) to \(host)"
        case .toggle(let view, let property): return "toggle \(property.label) of \(view)"
        case .stage(let command): return "perform \(command)"
        case .select(let name): return "select \(name ?? "nothing")"
        case .controllerConnected(let id): return "controller \(id) connected"
        case .controllerDisconnected(let id, let hadMotion): return "controller \(id) disconnected (motion: \(hadMotion))"
        case .controllerButton(let id, let button, let down): return "controller \(id) \(button) \(down ? "down" : "up")"
        case .stick(let x, let y): return "stick (\(x), \(y))"
        case .imu(let sample): return "IMU \(sample)"
        case .interrupt(let cause): return "interrupt: \(cause)"
        case .tick(let seconds): return "tick \(seconds) s"
        case .reload(let scene): return "reload \(scene)"
        case .none: return "nothing"
        }
    }
}
