import CSDL2
import Foundation
import ResponderCore
import SandboxStage

/// The game controllers: opened when plugged in, closed when pulled out (at any time,
/// several at once), their buttons, stick and motion sensors turned into the session's input.
final class ControllerHub {
    struct Controller {
        var handle: OpaquePointer
        var name: String
        var hasAccelerometer: Bool
        var hasGyroscope: Bool
        /// Whether sensor readings have actually arrived: SDL may list a sensor it never reads.
        var sawMotion = false
        /// Sensor time minus SDL time at the first reading, to put readings on one clock.
        var clockOffset: Double?
    }

    let session: SandboxSession
    private(set) var controllers: [SDL_JoystickID: Controller] = [:]

    init(session: SandboxSession) {
        self.session = session
        updateStatus()
    }

    deinit {
        guard SDL_WasInit(SDL_INIT_GAMECONTROLLER) != 0 else { return }
        for controller in controllers.values { SDL_GameControllerClose(controller.handle) }
    }

    func deviceAdded(index: Int32) -> Bool {
        guard SDL_IsGameController(index) == SDL_TRUE, let handle = SDL_GameControllerOpen(index) else { return false }
        let id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(handle))
        guard controllers[id] == nil else { return false }
        let accelerometer = SDL_GameControllerHasSensor(handle, SDL_SENSOR_ACCEL) == SDL_TRUE
        let gyroscope = SDL_GameControllerHasSensor(handle, SDL_SENSOR_GYRO) == SDL_TRUE
        // Sensors start switched off.
        if accelerometer { SDL_GameControllerSetSensorEnabled(handle, SDL_SENSOR_ACCEL, SDL_TRUE) }
        if gyroscope { SDL_GameControllerSetSensorEnabled(handle, SDL_SENSOR_GYRO, SDL_TRUE) }
        let name = SDL_GameControllerName(handle).map { String(cString: $0) } ?? "controller"
        controllers[id] = Controller(handle: handle, name: name, hasAccelerometer: accelerometer, hasGyroscope: gyroscope)
        session.devices.controllerConnected(id: Int(id), name: name)
        updateStatus()
        return true
    }

    func deviceRemoved(id: SDL_JoystickID) -> Bool {
        guard let controller = controllers.removeValue(forKey: id) else { return false }
        SDL_GameControllerClose(controller.handle)
        session.devices.controllerDisconnected(id: Int(id), hadMotion: controller.sawMotion)
        updateStatus()
        return true
    }

    func button(_ event: SDL_ControllerButtonEvent, down: Bool) -> Bool {
        guard controllers[event.which] != nil, let button = Self.button(SDL_GameControllerButton(Int32(event.button))) else { return false }
        session.devices.controllerButton(button, down: down, controller: Int(event.which))
        return true
    }

    func axis(_ event: SDL_ControllerAxisEvent) -> Bool {
        guard let controller = controllers[event.which] else { return false }
        let x = Double(SDL_GameControllerGetAxis(controller.handle, SDL_CONTROLLER_AXIS_LEFTX)) / 32767
        let y = Double(SDL_GameControllerGetAxis(controller.handle, SDL_CONTROLLER_AXIS_LEFTY)) / 32767
        session.devices.setStick(x: x, y: y)
        return true
    }

    func sensor(_ event: SDL_ControllerSensorEvent) -> Bool {
        guard var controller = controllers[event.which] else { return false }
        let kind: IMUSample.Sensor
        switch event.sensor {
        case SDL_SENSOR_ACCEL.rawValue: kind = .accelerometer
        case SDL_SENSOR_GYRO.rawValue: kind = .gyroscope
        default: return false
        }
        let time = sampleTime(event, controller: &controller)
        let before = (controller.sawMotion, controller.hasAccelerometer, controller.hasGyroscope)
        controller.sawMotion = true
        if kind == .accelerometer { controller.hasAccelerometer = true } else { controller.hasGyroscope = true }
        controllers[event.which] = controller
        if before != (controller.sawMotion, controller.hasAccelerometer, controller.hasGyroscope) { updateStatus() }
        session.devices.feed(IMUSample(time: time, sensor: kind, x: Double(event.data.0), y: Double(event.data.1), z: Double(event.data.2)))
        return true
    }

    /// The sensor's own microsecond clock where it has one (steadier than when SDL got
    /// round to the event), shifted onto SDL's clock at the first reading.
    private func sampleTime(_ event: SDL_ControllerSensorEvent, controller: inout Controller) -> Double {
        let arrival = Double(event.timestamp) / 1000
        guard event.timestamp_us != 0 else { return arrival }
        let sensorTime = Double(event.timestamp_us) / 1e6
        if controller.clockOffset == nil { controller.clockOffset = arrival - sensorTime }
        return sensorTime + (controller.clockOffset ?? 0)
    }

    private func updateStatus() {
        guard !controllers.isEmpty else {
            session.devices.status = "controller: none (K shakes)"
            return
        }
        session.devices.status = controllers.values.map { controller in
            let sensors = [controller.hasGyroscope ? "gyro" : nil, controller.hasAccelerometer ? "accel" : nil].compactMap { $0 }
            return "\(controller.name) (\(sensors.isEmpty ? "no motion sensors" : sensors.joined(separator: "+")))"
        }.sorted().joined(separator: ", ")
    }

    static func button(_ button: SDL_GameControllerButton) -> UIPress.ControllerButton? {
        switch button {
        case SDL_CONTROLLER_BUTTON_A: return .a
        case SDL_CONTROLLER_BUTTON_B: return .b
        case SDL_CONTROLLER_BUTTON_X: return .x
        case SDL_CONTROLLER_BUTTON_Y: return .y
        case SDL_CONTROLLER_BUTTON_START: return .start
        case SDL_CONTROLLER_BUTTON_BACK: return .back
        case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: return .leftshoulder
        case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: return .rightshoulder
        case SDL_CONTROLLER_BUTTON_DPAD_UP: return .dpup
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return .dpdown
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return .dpleft
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return .dpright
        default: return nil
        }
    }
}
