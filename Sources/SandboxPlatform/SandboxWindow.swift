import CSDL2
import Foundation
import SandboxStage

/// The real window: resizable, HiDPI-aware, with whichever renderer SDL offers (the
/// software one under the dummy driver).
final class SandboxWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer
    private let fonts: FontBook
    private(set) var drawing: StageDrawing

    init(title: String, size: CGSize, fonts: FontBook) throws {
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let window = SDL_CreateWindow(title, CSDL_WINDOWPOS_CENTERED(), CSDL_WINDOWPOS_CENTERED(),
                                            Int32(size.width), Int32(size.height), flags) else {
            throw SDLFailure("cannot open a window")
        }
        SDL_SetWindowMinimumSize(window, 640, 420)
        // Flags 0 lets SDL pick an accelerated renderer where there is one; the dummy driver
        // only has the software renderer, which ACCELERATED would refuse.
        guard let renderer = SDL_CreateRenderer(window, -1, 0) ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            SDL_DestroyWindow(window)
            throw SDLFailure("cannot create a renderer for the window")
        }
        self.window = window
        self.renderer = renderer
        self.fonts = fonts
        drawing = StageDrawing(renderer: renderer, fonts: fonts, pixelScale: 1)
        refreshScale()
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

    var rendererName: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    func pixel(x: Int, y: Int) -> StageColor {
        PixelReader.pixel(renderer: renderer, x: x, y: y)
    }

    func savePNG(to path: String) throws {
        try PNGWriter.save(renderer: renderer, to: path)
    }
}
