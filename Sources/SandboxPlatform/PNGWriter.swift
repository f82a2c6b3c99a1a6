import CSDL2
import Foundation

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
