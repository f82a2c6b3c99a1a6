import CSDL2
import Foundation
import SandboxScenes
import SandboxStage

/// Reads what a renderer has drawn and writes it as a PNG file.
enum PNGWriter {
    static func save(renderer: OpaquePointer, to path: String) throws {
        var width: Int32 = 0, height: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &width, &height) == 0 else { throw SDLFailure("cannot read the picture's size") }
        // Three bytes a pixel, R, G, B, as the PNG stores them: the window is opaque, so an
        // alpha channel would only add a quarter to what libpng filters and compresses, and
        // SDL_image hands libpng a surface in this order without converting it first.
        let format = CSDL_PIXELFORMAT_RGB24()
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 24, format) else {
            throw SDLFailure("cannot make a \(width)×\(height) picture")
        }
        defer { SDL_FreeSurface(surface) }
        guard SDL_RenderReadPixels(renderer, nil, format, surface.pointee.pixels, surface.pointee.pitch) == 0 else {
            throw SDLFailure("cannot read the picture back from the renderer")
        }
        let file: ReplacedFile
        do {
            file = try ReplacedFile(path: path)
        } catch {
            throw SDLFailure(message: "\(path.pathShownInMessage): cannot write the PNG (\(error.reason))")
        }
        guard IMG_SavePNG(surface, file.temporary.path) == 0 else {
            file.discard()
            // SDL's reason names the file beside the destination, as long as the destination's name.
            let reason = String(cString: SDL_GetError()).replacingOccurrences(of: file.temporary.path, with: file.temporary.path.pathShownInMessage)
            throw SDLFailure(message: "\(path.pathShownInMessage): cannot write the PNG" + (reason.isEmpty ? "" : ": \(reason)"))
        }
        // SDL_image does not report every short write: a PNG cut short by a full disk lacks
        // its closing IEND chunk, so the file's last 12 bytes are checked before it replaces
        // anything.
        guard Self.endsWithIEND(file.temporary.path) else {
            file.discard()
            throw SDLFailure(message: "\(path.pathShownInMessage): cannot write the PNG (the file was cut short: is the disk full?)")
        }
        do {
            try file.commit()
        } catch {
            throw SDLFailure(message: "\(path.pathShownInMessage): cannot write the PNG (\(error.reason))")
        }
    }
}

extension PNGWriter {
    /// A PNG's last chunk: length 0, "IEND", and its CRC.
    static let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    static func endsWithIEND(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let size = try? handle.seekToEnd(), size >= UInt64(iend.count) else { return false }
        try? handle.seek(toOffset: size - UInt64(iend.count))
        return (try? handle.readToEnd()).map(Array.init) == iend
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
