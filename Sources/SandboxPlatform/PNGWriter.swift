import CSDL2
import Foundation
import SandboxStage

/// Reads what a renderer has drawn and writes it as a PNG file.
enum PNGWriter {
    static func save(renderer: OpaquePointer, to path: String) throws {
        var width: Int32 = 0, height: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &width, &height) == 0 else { throw SDLFailure("cannot read the picture's size") }
        let format = CSDL_PIXELFORMAT_ARGB8888()
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, format) else {
            throw SDLFailure("cannot make a \(width)×\(height) picture")
        }
        defer { SDL_FreeSurface(surface) }
        guard SDL_RenderReadPixels(renderer, nil, format, surface.pointee.pixels, surface.pointee.pitch) == 0 else {
            throw SDLFailure("cannot read the picture back from the renderer")
        }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: directory) else {
            throw SDLFailure(message: "\(path): cannot write the PNG (the folder \(directory) does not exist)")
        }
        guard IMG_SavePNG(surface, path) == 0 else { throw SDLFailure("\(path): cannot write the PNG") }
    }
}

/// Reads single pixels back from a renderer, for the tests' checks of what was drawn.
enum PixelReader {
    static func pixel(renderer: OpaquePointer, x: Int, y: Int) -> StageColor {
        var rect = SDL_Rect(x: Int32(x), y: Int32(y), w: 1, h: 1)
        var value: UInt32 = 0
        SDL_RenderReadPixels(renderer, &rect, CSDL_PIXELFORMAT_ARGB8888(), &value, 4)
        return StageColor(UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF), UInt8(value >> 24))
    }
}
