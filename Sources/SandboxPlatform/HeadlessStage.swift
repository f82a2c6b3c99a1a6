import CSDL2
import Foundation
import SandboxStage

/// Draws a session into memory with SDL's software renderer: no window and no display, so
/// `render` works on a server and gives the same bytes everywhere.
public final class HeadlessStage {
    public let pointSize: CGSize
    public let pixelScale: Double
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let renderer: OpaquePointer
    private let drawing: StageDrawing

    public init(pointSize: CGSize, pixelScale: Double = 1, fonts: FontBook) throws {
        self.pointSize = pointSize
        self.pixelScale = pixelScale
        let width = Int32((Double(pointSize.width) * pixelScale).rounded()), height = Int32((Double(pointSize.height) * pixelScale).rounded())
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else {
            throw SDLFailure(message: "the picture size \(width)×\(height) pixels is out of range (1 to 16384 each way)")
        }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, CSDL_PIXELFORMAT_ARGB8888()) else {
            throw SDLFailure("cannot make a \(width)×\(height) picture")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw SDLFailure("cannot start the software renderer")
        }
        self.surface = surface
        self.renderer = renderer
        drawing = StageDrawing(renderer: renderer, fonts: fonts, pixelScale: pixelScale)
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    public var measurer: TextMeasuring { drawing.measurer }

    public func draw(_ session: SandboxSession) {
        session.viewer.viewportSize = pointSize
        drawing.draw(session)
        SDL_RenderFlush(renderer)
    }

    /// Draws a frame already taken (an export's, of a timeline the session is not showing).
    public func draw(_ frame: StageFrame) {
        drawing.draw(frame)
        SDL_RenderFlush(renderer)
    }

    /// The primitives `draw` would send to SDL for the session, and the renderer they are
    /// for: the benchmarks replay them straight through SDL as the baseline for a frame.
    public func batch(for session: SandboxSession) -> SDLDrawBatch {
        session.viewer.viewportSize = pointSize
        return drawing.batch(for: session)
    }

    /// The software renderer itself, for tests that draw a display list of their own on it.
    public var sdlRenderer: OpaquePointer { renderer }

    public func savePNG(to path: String) throws {
        try PNGWriter.save(renderer: renderer, to: path)
    }

    /// The picture's size in pixels.
    public var pixelWidth: Int { Int(surface.pointee.w) }
    public var pixelHeight: Int { Int(surface.pointee.h) }

    /// The whole picture, 4 bytes a pixel in B, G, R, A order (SDL's ARGB8888 on a
    /// little-endian machine): a frame for `AnimationEncoder`.
    public func frameBytes() -> [UInt8] {
        let width = pixelWidth, height = pixelHeight
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBytes { buffer in
            _ = SDL_RenderReadPixels(renderer, nil, CSDL_PIXELFORMAT_ARGB8888(), buffer.baseAddress, Int32(width * 4))
        }
        return bytes
    }

    /// The colour of one pixel, for tests that check what was drawn.
    public func pixel(x: Int, y: Int) -> StageColor {
        PixelReader.pixel(renderer: renderer, x: x, y: y)
    }
}
