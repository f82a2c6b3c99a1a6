import CSDL2
import Foundation

/// A picture read back from a renderer, three bytes a pixel (R, G, B, rows `pitch` bytes
/// apart): a value of its own, so that S's PNG is encoded and written on another thread while
/// the window draws on.
public struct ScreenshotPixels: Sendable {
    public let width: Int
    public let height: Int
    public let pitch: Int
    public let bytes: [UInt8]

    /// Reads the whole of what `renderer` has drawn (the window's thread: SDL's renderer is
    /// used on the thread that made it).
    static func read(from renderer: OpaquePointer) throws -> ScreenshotPixels {
        var width: Int32 = 0, height: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &width, &height) == 0 else { throw SDLFailure("cannot read the picture's size") }
        let pitch = Int(width) * 3
        let count = pitch * Int(height)
        var failed = false
        // Every byte is written by the read-back, so the buffer is not cleared first.
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            failed = SDL_RenderReadPixels(renderer, nil, format, buffer.baseAddress, Int32(pitch)) != 0
            if failed { buffer.initialize(repeating: 0) }
            initialized = count
        }
        guard !failed else { throw SDLFailure("cannot read the picture back from the renderer") }
        return ScreenshotPixels(width: Int(width), height: Int(height), pitch: pitch, bytes: bytes)
    }

    /// Three bytes a pixel, R, G, B, as the PNG stores them: the window is opaque, so an
    /// alpha channel would only add a quarter to what libpng filters and compresses, and
    /// SDL_image hands libpng a surface in this order without converting it first.
    static var format: UInt32 { CSDL_PIXELFORMAT_RGB24() }
}
