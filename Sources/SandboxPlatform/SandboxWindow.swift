import CSDL2
import Foundation
import SandboxStage

/// The real window: resizable, HiDPI-aware, drawn with SDL's accelerated renderer on a GPU
/// and with its software renderer where that one would be OpenGL on a software rasteriser
/// (`RendererChoice`); the software one under the dummy driver.
final class SandboxWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer
    /// Which renderer draws and why, for `--statistics`.
    let rendererChoice: RendererChoice
    private let fonts: FontBook
    private(set) var drawing: StageDrawing

    init(title: String, size: CGSize, fonts: FontBook, preference: RendererChoice.Preference = .auto) throws {
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let window = SDL_CreateWindow(title, CSDL_WINDOWPOS_CENTERED(), CSDL_WINDOWPOS_CENTERED(),
                                            Int32(size.width), Int32(size.height), flags) else {
            throw SDLFailure("cannot open a window")
        }
        SDL_SetWindowMinimumSize(window, 640, 420)
        guard let (renderer, choice) = Self.makeRenderer(for: window, preference: preference) else {
            SDL_DestroyWindow(window)
            throw SDLFailure("cannot create a renderer for the window")
        }
        self.window = window
        self.renderer = renderer
        rendererChoice = choice
        self.fonts = fonts
        drawing = StageDrawing(renderer: renderer, fonts: fonts, pixelScale: 1)
        refreshScale()
    }

    /// SDL's pick, looked at: when it is OpenGL on a software rasteriser it is destroyed and
    /// the software renderer takes the window (SDL made it an OpenGL window; its framebuffer
    /// serves the software renderer all the same). What the user asked for is done unprobed.
    private static func makeRenderer(for window: OpaquePointer, preference: RendererChoice.Preference) -> (OpaquePointer, RendererChoice)? {
        let asked = RendererChoice.beforeProbing(preference: preference,
                                                 renderDriver: hint(SDL_HINT_RENDER_DRIVER),
                                                 framebufferAcceleration: hint(SDL_HINT_FRAMEBUFFER_ACCELERATION))
        if let asked {
            switch preference {
            case .software: return softwareRenderer(for: window).map { ($0, asked) }
            case .accelerated:
                // The command line outranks SDL_RENDER_DRIVER: SDL's first accelerated renderer.
                SDL_SetHintWithPriority(SDL_HINT_RENDER_DRIVER, "", SDL_HINT_OVERRIDE)
                return sdlsPick(for: window).map { ($0, asked) }
            case .auto: return sdlsPick(for: window).map { ($0, asked) }
            }
        }
        guard let picked = sdlsPick(for: window) else { return nil }
        let name = rendererName(picked)
        let choice = RendererChoice.afterProbing(rendererName: name,
                                                 glRenderer: RendererChoice.openGLName(name) == nil ? nil : currentGLRenderer())
        guard choice.software else { return (picked, choice) }
        SDL_DestroyRenderer(picked)
        if let software = softwareRenderer(for: window) { return (software, choice) }
        // The software renderer refused this window: SDL's pick again, slow as it is.
        return sdlsPick(for: window).map { ($0, RendererChoice(software: false, reason: "SDL's pick; the software renderer could not start")) }
    }

    /// Flags 0 lets SDL pick an accelerated renderer where there is one; the dummy driver
    /// only has the software renderer, which ACCELERATED would refuse.
    private static func sdlsPick(for window: OpaquePointer) -> OpaquePointer? {
        SDL_CreateRenderer(window, -1, 0) ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
    }

    /// SDL's software renderer presenting to the window's own framebuffer (XShm on X11):
    /// without the hint SDL would present its picture through an OpenGL texture, on the same
    /// software rasteriser. SDL decides that once per process, when a window's framebuffer is
    /// first made (SDL_video.c keeps `checked_texture_framebuffer`), so the hint comes first.
    private static func softwareRenderer(for window: OpaquePointer) -> OpaquePointer? {
        SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_OVERRIDE)
        let index = (0..<SDL_GetNumRenderDrivers()).first { index in
            var info = SDL_RendererInfo()
            return SDL_GetRenderDriverInfo(index, &info) == 0 && info.name.map { String(cString: $0) } == "software"
        }
        return SDL_CreateRenderer(window, index ?? -1, SDL_RENDERER_SOFTWARE.rawValue)
    }

    private static func hint(_ name: String) -> String? {
        SDL_GetHint(name).map { String(cString: $0) }
    }

    /// `glGetString(GL_RENDERER)` of the context SDL's OpenGL renderer just made current.
    private static func currentGLRenderer() -> String? {
        guard SDL_GL_GetCurrentContext() != nil, let address = SDL_GL_GetProcAddress("glGetString") else { return nil }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let glRenderer: UInt32 = 0x1F01
        return unsafeBitCast(address, to: GetString.self)(glRenderer).map { String(cString: $0) }
    }

    private static func rendererName(_ renderer: OpaquePointer) -> String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    deinit {
        drawing.output.texts.removeAll()
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// The window's size in points (what layout and mouse coordinates use).
    var pointSize: CGSize {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return CGSize(width: Double(width), height: Double(height))
    }

    var pixelScale: Double {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        let points = pointSize.width
        return points > 0 ? max(1, Double(width) / Double(points)) : 1
    }

    /// After a move to a screen of another density the text must be rasterised afresh.
    func refreshScale() {
        let scale = pixelScale
        if abs(scale - drawing.output.pixelScale) > 0.001 {
            drawing = StageDrawing(renderer: renderer, fonts: fonts, pixelScale: scale)
        }
    }

    func draw(_ session: SandboxSession) -> DrawTimes {
        session.viewer.viewportSize = pointSize
        return drawing.draw(session)
    }

    func present() {
        SDL_RenderPresent(renderer)
    }

    var rendererName: String { Self.rendererName(renderer) }

    func pixel(x: Int, y: Int) -> StageColor {
        PixelReader.pixel(renderer: renderer, x: x, y: y)
    }

    func savePNG(to path: String) throws {
        try PNGWriter.save(renderer: renderer, to: path)
    }

    /// The whole window's pixels, for a PNG written on another thread.
    func readBack() throws -> ScreenshotPixels {
        try ScreenshotPixels.read(from: renderer)
    }
}
