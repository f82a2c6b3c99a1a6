import CSDL2
import Foundation
import ResponderCore
import SandboxScenes
import SandboxStage
@testable import SandboxPlatform

/// SDL under the dummy video driver with the software renderer: a real window and real
/// events, no display, and the same pixels on every machine.
@MainActor
enum SDLTestSupport {
    static let fonts: FontBook = {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        setenv("SDL_RENDER_DRIVER", "software", 1)
        do {
            try SDLLibrary.start(video: true)
            return try FontBook()
        } catch {
            fatalError("SDL could not start under the dummy driver: \(error)")
        }
    }()

    static let catalog = LessonCatalog.locate()!

    static func session(_ lessonID: String) throws -> SandboxSession {
        guard let lesson = catalog.lesson(id: lessonID) else { throw TestFailure("no lesson \(lessonID)") }
        return try session(url: lesson.url, name: lesson.id)
    }

    static func session(url: URL, name: String) throws -> SandboxSession {
        let scene = try LoadedScene.load(contentsOf: url, displayName: name)
        return SandboxSession(scene: scene, url: url, name: name, catalog: catalog)
    }

    /// The window under test, on a clock that moves only when the test moves it: a frame
    /// drawn slowly on a busy machine must not turn a tap into a long press.
    static func app(_ session: SandboxSession, screenshots: String? = nil, clock: TestClock = TestClock()) throws -> SandboxApp {
        var options = SandboxApp.Options()
        options.milliseconds = { clock.milliseconds }
        if let screenshots { options.screenshotDirectory = screenshots }
        let app = try SandboxApp(session: session, fonts: fonts, options: options)
        // The window's own start-up events (shown, exposed, focus) are handled first.
        app.pump()
        return app
    }

    /// Where a scene point is in the window.
    static func windowPoint(_ session: SandboxSession, _ x: Double, _ y: Double) -> (Int32, Int32) {
        let point = session.layout.canvasPoint(fromScene: CGPoint(x: x, y: y))
        return (Int32(point.x.rounded()), Int32(point.y.rounded()))
    }

    static func pushMouseButton(_ type: SDL_EventType, button: Int32, at point: (Int32, Int32), which: UInt32 = 0) {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.button = UInt8(button)
        event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
        event.button.x = point.0
        event.button.y = point.1
        event.button.which = which
        event.button.clicks = 1
        SDL_PushEvent(&event)
    }

    static func pushMouseMotion(to point: (Int32, Int32), which: UInt32 = 0) {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.x = point.0
        event.motion.y = point.1
        event.motion.which = which
        event.motion.state = CSDL_BUTTON_LMASK()
        SDL_PushEvent(&event)
    }

    static func pushKey(_ key: SDL_KeyCode, shift: Bool = false, control: Bool = false) {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.state = UInt8(SDL_PRESSED)
        event.key.keysym.sym = SDL_Keycode(key.rawValue)
        event.key.keysym.mod = UInt16((shift ? KMOD_LSHIFT.rawValue : 0) | (control ? KMOD_LCTRL.rawValue : 0))
        SDL_PushEvent(&event)
    }

    /// The wheel turned `notches` towards the user (positive scrolls down) with the pointer at `point`.
    static func pushWheel(notches: Float, at point: (Int32, Int32)) {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.y = Int32(-notches)
        event.wheel.preciseY = -notches
        event.wheel.mouseX = point.0
        event.wheel.mouseY = point.1
        event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        SDL_PushEvent(&event)
    }

    static func pushFinger(_ type: SDL_EventType, device: SDL_TouchID = 42, finger: SDL_FingerID, x: Float, y: Float) {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.touchId = device
        event.tfinger.fingerId = finger
        event.tfinger.x = x
        event.tfinger.y = y
        event.tfinger.pressure = 1
        SDL_PushEvent(&event)
    }

    /// Plays every animation to its end and draws the final frame.
    static func finish(_ app: SandboxApp) {
        app.pump()
        app.session.finishAnimations()
        app.redraw()
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("responder-sandbox-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension StageColor {
    /// Within `tolerance` per channel: software rendering and blending round slightly.
    func isClose(to other: StageColor, tolerance: Int = 24) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance && abs(Int(blue) - Int(other.blue)) <= tolerance
    }
}
