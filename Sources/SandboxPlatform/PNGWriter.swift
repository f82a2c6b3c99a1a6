import CSDL2
import Foundation
import SandboxScenes
import SandboxStage

/// Reads what a renderer has drawn and writes it as a PNG file.
enum PNGWriter {
    static func save(renderer: OpaquePointer, to path: String) throws {
        try write(ScreenshotPixels.read(from: renderer), to: path)
    }

    /// Encodes and writes a picture read back before, on any thread: a surface made from
    /// memory, SDL_image's PNG writer and libpng touch no renderer or window, and the surface
    /// only wraps `pixels`' bytes for the length of the call.
    static func write(_ pixels: ScreenshotPixels, to path: String) throws {
        try pixels.bytes.withUnsafeBytes { buffer in
            // libpng only reads the rows: the bytes are not changed through this pointer.
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(UnsafeMutableRawPointer(mutating: buffer.baseAddress), Int32(pixels.width),
                                                                   Int32(pixels.height), 24, Int32(pixels.pitch), ScreenshotPixels.format) else {
                throw SDLFailure("cannot make a \(pixels.width)×\(pixels.height) picture")
            }
            defer { SDL_FreeSurface(surface) }
            try writeSurface(surface, to: path)
        }
    }

    private static func writeSurface(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) throws {
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
