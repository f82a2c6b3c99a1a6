import CSDL2
import Foundation
import ResponderCore
import SandboxScenes
import SandboxStage
import Testing
@testable import SandboxPlatform

/// A virtual game controller (SDL's virtual joystick) for hot-plug and buttons; its motion
/// readings are pushed as sensor events, since SDL 2.26's virtual joysticks have no sensors.
@Suite("Game controllers", .serialized)
@MainActor
struct ControllerTests {
    static func attachVirtualController() throws -> Int32 {
        var description = SDL_VirtualJoystickDesc()
        description.version = UInt16(SDL_VIRTUAL_JOYSTICK_DESC_VERSION)
        description.type = UInt16(SDL_JOYSTICK_TYPE_GAMECONTROLLER.rawValue)
        description.naxes = UInt16(SDL_CONTROLLER_AXIS_MAX.rawValue)
        description.nbuttons = UInt16(SDL_CONTROLLER_BUTTON_MAX.rawValue)
        let index = SDL_JoystickAttachVirtualEx(&description)
        guard index >= 0 else { throw TestFailure("no virtual joystick: \(String(cString: SDL_GetError()))") }
        return index
    }

    static func instanceID(_ app: SandboxApp) throws -> SDL_JoystickID {
        guard let id = app.controllers.controllers.keys.first else { throw TestFailure("the controller was not opened") }
        return id
    }

    static func pushButton(_ button: SDL_GameControllerButton, down: Bool, which: SDL_JoystickID) {
        var event = SDL_Event()
        event.type = (down ? SDL_CONTROLLERBUTTONDOWN : SDL_CONTROLLERBUTTONUP).rawValue
        event.cbutton.which = which
        event.cbutton.button = UInt8(button.rawValue)
        event.cbutton.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        SDL_PushEvent(&event)
    }

    static func pushSamples(_ samples: some Sequence<IMUSample>, which: SDL_JoystickID, app: SandboxApp) {
        var pending = 0
        for sample in samples {
            var event = SDL_Event()
            event.type = SDL_CONTROLLERSENSORUPDATE.rawValue
            event.csensor.which = which
            event.csensor.sensor = sample.sensor == .accelerometer ? SDL_SENSOR_ACCEL.rawValue : SDL_SENSOR_GYRO.rawValue
            event.csensor.data = (Float(sample.x), Float(sample.y), Float(sample.z))
            event.csensor.timestamp_us = UInt64(sample.time * 1e6) + 1
            SDL_PushEvent(&event)
            pending += 1
            if pending == 500 { app.pump(); pending = 0 }
        }
        app.pump()
    }

    static func shakeTrace() throws -> (IMUTrace, start: Double, end: Double) {
        let labels = try String(contentsOf: SDLTestSupport.catalog.directory.deletingLastPathComponent().appendingPathComponent("IMU/labels.csv"), encoding: .utf8)
        let row = try #require(labels.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }.first { $0[1] == "shake" && !$0[0].contains("accel-only") })
        let url = SDLTestSupport.catalog.directory.deletingLastPathComponent().appendingPathComponent("IMU/\(row[0])")
        return (try IMUTrace.load(contentsOf: url), Double(row[2])!, Double(row[3])!)
    }

    @Test func buttonsArePressesAndStartAndShouldersAreTheRemote() throws {
        let session = try SDLTestSupport.session("18-shake")
        let app = try SDLTestSupport.app(session)
        let index = try Self.attachVirtualController()
        defer { SDL_JoystickDetachVirtual(index); app.pump() }
        app.pump()
        let which = try Self.instanceID(app)
        #expect(session.devices.status.contains("no motion sensors"))

        Self.pushButton(SDL_CONTROLLER_BUTTON_B, down: true, which: which)
        Self.pushButton(SDL_CONTROLLER_BUTTON_B, down: false, which: which)
        Self.pushButton(SDL_CONTROLLER_BUTTON_START, down: true, which: which)
        Self.pushButton(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, down: true, which: which)
        app.pump()

        let results = session.history.recorder.steps.compactMap(\.deliveryResult)
        #expect(results.map(\.event) == ["pressesBegan", "pressesEnded", "remoteControlReceived", "remoteControlReceived"])
        #expect(results.allSatisfy { $0.chain.first == "canvas" }, "they start at the first responder")
        #expect(results.compactMap(\.subtype).suffix(2) == ["remoteControlTogglePlayPause", "remoteControlNextTrack"])
    }

    @Test func theStickMovesAPointerAndATouchesThere() throws {
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session)
        let index = try Self.attachVirtualController()
        defer { SDL_JoystickDetachVirtual(index); app.pump() }
        app.pump()
        let which = try Self.instanceID(app)

        session.devices.setStick(x: -0.1, y: -0.1)
        #expect(session.devices.controllerPointer == nil, "inside the dead zone the stick does nothing")
        session.devices.setStick(x: -0.5, y: -0.5)
        #expect(session.devices.controllerPointer == CGPoint(x: 400, y: 300))
        app.pump(seconds: 0.2)
        session.devices.setStick(x: 0, y: 0)
        Self.pushButton(SDL_CONTROLLER_BUTTON_A, down: true, which: which)
        app.pump()

        #expect(session.devices.controllerPointer == CGPoint(x: 350, y: 250))
        #expect(session.application.boundView(ofTouch: try #require(session.application.activeTouchIdentifiers.first))?.name == "B")
        Self.pushButton(SDL_CONTROLLER_BUTTON_A, down: false, which: which)
        app.pump()
        #expect(session.application.activeTouchIdentifiers.isEmpty)
    }

    @Test func unpluggingWhileAHoldsATouchCancelsTheTouch() throws {
        let session = try SDLTestSupport.session("01-hit-testing-basics")
        let app = try SDLTestSupport.app(session)
        let index = try Self.attachVirtualController()
        app.pump()
        let which = try Self.instanceID(app)
        Self.pushButton(SDL_CONTROLLER_BUTTON_A, down: true, which: which)
        app.pump()
        #expect(session.application.activeTouchIdentifiers.count == 1)

        SDL_JoystickDetachVirtual(index)
        app.pump()

        let last = try #require(session.history.recorder.steps.compactMap(\.deliveryResult).last)
        #expect(last.event == "touchesCancelled")
        #expect(last.cause == "the controller was disconnected")
        #expect(session.application.activeTouchIdentifiers.isEmpty)
        #expect(session.devices.controllerPointer == nil)
    }

    @Test func aShakeFromTheSensorsIsDeliveredAndUnpluggingMidShakeCancelsIt() throws {
        let (trace, start, end) = try Self.shakeTrace()
        let session = try SDLTestSupport.session("18-shake")
        let app = try SDLTestSupport.app(session)
        let index = try Self.attachVirtualController()
        app.pump()
        let which = try Self.instanceID(app)

        Self.pushSamples(trace.samples, which: which, app: app)
        let events = session.history.recorder.steps.compactMap(\.deliveryResult).map(\.event)
        #expect(events == ["motionBegan", "motionEnded"])
        #expect(session.devices.status.contains("gyro+accel"))
        #expect(!session.devices.motionPlot.isEmpty)

        Self.pushSamples(trace.samples.lazy.filter { $0.time < (start + end) / 2 }.map { var s = $0; s.time += 100; return s }, which: which, app: app)
        #expect(session.application.isMotionInProgress)
        SDL_JoystickDetachVirtual(index)
        app.pump()

        let last = try #require(session.history.recorder.steps.compactMap(\.deliveryResult).last)
        #expect(last.event == "motionCancelled")
        #expect(last.cause == "the controller was disconnected")
        #expect(!session.application.isMotionInProgress)
        #expect(session.devices.status.hasPrefix("controller: none"))
    }
}
