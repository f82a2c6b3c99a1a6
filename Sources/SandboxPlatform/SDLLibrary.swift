import CSDL2
import Foundation

/// Starts and stops SDL and its text and image libraries, once per process.
public enum SDLLibrary {
    /// Starts SDL. With `video` false nothing needs a display: `render` draws into memory.
    public static func start(video: Bool) throws {
        SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
        // A teacher's laptop should not stay awake or blank because of the sandbox.
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        if !video {
            // Without a window no one reads SDL's quit event: Ctrl+C and SIGTERM must stop
            // `render` themselves, after its temporary files are removed.
            SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
            SignalCleanup.install()
        }
        let flags = video ? (SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_GAMECONTROLLER | SDL_INIT_SENSOR) : SDL_INIT_EVENTS
        guard SDL_Init(flags) == 0 else { throw SDLFailure("SDL could not start") }
        // After SDL's video start, which installs SDL's own X error handler (that exits).
        if video { XErrorGuard.install() }
        guard TTF_Init() == 0 else { throw SDLFailure("SDL_ttf could not start") }
        let png = Int32(IMG_INIT_PNG.rawValue)
        guard IMG_Init(png) & png == png else { throw SDLFailure("SDL_image could not start its PNG support") }
    }

    public static func stop() {
        IMG_Quit()
        TTF_Quit()
        SDL_Quit()
    }

    /// Why no window can open here, before SDL tries and picks a driver that cannot show one.
    public static func missingDisplayReason(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let driver = environment["SDL_VIDEODRIVER"], !driver.isEmpty { return nil }
        #if os(Linux)
        if (environment["DISPLAY"] ?? "").isEmpty, (environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
            return "no display (neither DISPLAY nor WAYLAND_DISPLAY is set)"
        }
        #endif
        return nil
    }

    /// SDL's offscreen driver opens "windows" nobody can see: for an interactive session that
    /// is the same as having no display.
    public static var videoDriverShowsNothing: Bool {
        guard let name = SDL_GetCurrentVideoDriver() else { return true }
        return String(cString: name) == "offscreen"
    }

    /// The part of the first display a window may use (without docks and panels); nil under
    /// the drivers that show nothing, whose made-up display would only shrink the window.
    public static func usableDisplaySize() -> CGSize? {
        guard let name = SDL_GetCurrentVideoDriver(), !["dummy", "offscreen"].contains(String(cString: name)) else { return nil }
        var rect = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &rect) == 0, rect.w > 0, rect.h > 0 else { return nil }
        return CGSize(width: Int(rect.w), height: Int(rect.h))
    }

    /// The line saying a window was made smaller to fit: the screen's usable area is what
    /// its panels and docks leave, and the title bar takes its height from that.
    public static func fitNote(asked: CGSize, usable: CGSize, fitted: CGSize, titleBar: Double = 32) -> String {
        "a \(Int(asked.width))×\(Int(asked.height)) window does not fit this screen: its panels leave \(Int(usable.width))×\(Int(usable.height)) "
            + "for windows, and the title bar takes \(Int(titleBar)) points of that height; opening it at \(Int(fitted.width))×\(Int(fitted.height))"
    }

    /// A window size that fits the usable display, title bar included; nil when it fits already.
    public static func fitted(_ size: CGSize, into usable: CGSize, titleBar: Double = 32) -> CGSize? {
        let width = min(Double(size.width), Double(usable.width))
        let height = min(Double(size.height), max(1, Double(usable.height) - titleBar))
        guard width < Double(size.width) || height < Double(size.height) else { return nil }
        return CGSize(width: width.rounded(.down), height: height.rounded(.down))
    }
}
