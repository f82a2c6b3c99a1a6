import CSDL2
import SandboxStage

/// Text drawn once into a texture and reused while it stays on screen: rasterising text is
/// the software renderer's most expensive work, and most labels do not change between frames.
final class TextTextureCache {
    struct Key: Hashable {
        var text: String
        var pixelSize: Int
        var bold: Bool
        var color: StageColor
    }

    struct Entry {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
        var lastUse: Int
    }

    static let capacity = 1_500

    private let renderer: OpaquePointer
    private let fonts: FontBook
    private var entries: [Key: Entry] = [:]
    private var frame = 0

    init(renderer: OpaquePointer, fonts: FontBook) {
        self.renderer = renderer
        self.fonts = fonts
    }

    deinit {
        removeAll()
    }

    /// Destroys every texture; the window calls it before destroying the renderer that owns
    /// them (destroying them after it would free freed memory, which crashed on quitting).
    func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries = [:]
    }

    /// Marks a new frame, and forgets the textures unused for longest once the cache is full.
    func beginFrame() {
        frame += 1
        guard entries.count > Self.capacity else { return }
        let stale = entries.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(entries.count - Self.capacity * 3 / 4)
        for (key, entry) in stale {
            SDL_DestroyTexture(entry.texture)
            entries[key] = nil
        }
    }

    func texture(for key: Key) -> Entry? {
        if var entry = entries[key] {
            entry.lastUse = frame
            entries[key] = entry
            return entry
        }
        guard let runs = try? fonts.runs(of: key.text, pixelSize: key.pixelSize, bold: key.bold) else { return nil }
        let color = SDL_Color(r: key.color.red, g: key.color.green, b: key.color.blue, a: key.color.alpha)
        guard let surface = Self.render(runs, color: color) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        let entry = Entry(texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUse: frame)
        entries[key] = entry
        return entry
    }
}

extension TextTextureCache {
    /// The runs drawn side by side on their common baseline; one run is SDL_ttf's own surface,
    /// so text the main font draws whole is drawn exactly as it always was.
    static func render(_ runs: [FontBook.Run], color: SDL_Color) -> UnsafeMutablePointer<SDL_Surface>? {
        if runs.count == 1 { return TTF_RenderUTF8_Blended(runs[0].font, String(runs[0].text), color) }
        var pieces: [(surface: UnsafeMutablePointer<SDL_Surface>, ascent: Int32)] = []
        defer { for piece in pieces { SDL_FreeSurface(piece.surface) } }
        for run in runs {
            guard let surface = TTF_RenderUTF8_Blended(run.font, String(run.text), color) else { return nil }
            pieces.append((surface, TTF_FontAscent(run.font)))
        }
        let ascent = pieces.map(\.ascent).max() ?? 0
        let width = pieces.reduce(Int32(0)) { $0 + $1.surface.pointee.w }
        let height = pieces.map { ascent - $0.ascent + $0.surface.pointee.h }.max() ?? 0
        guard let joined = SDL_CreateRGBSurfaceWithFormat(0, max(1, width), max(1, height), 32, CSDL_PIXELFORMAT_ARGB8888()) else { return nil }
        var x: Int32 = 0
        for piece in pieces {
            // Runs never overlap: each one's pixels, alpha included, are copied as they are.
            SDL_SetSurfaceBlendMode(piece.surface, SDL_BLENDMODE_NONE)
            var place = SDL_Rect(x: x, y: ascent - piece.ascent, w: piece.surface.pointee.w, h: piece.surface.pointee.h)
            SDL_UpperBlit(piece.surface, nil, joined, &place)
            x += piece.surface.pointee.w
        }
        return joined
    }
}

/// Measures text with the fonts the renderer draws with, in window points.
final class FontMeasurer: TextMeasuring {
    private let fonts: FontBook
    let pixelScale: Double
    private var widths: [TextTextureCache.Key: Double] = [:]
    private var wrapped: [WrapKey: [String]] = [:]
    /// Each pixel size's line height: asked for every tag, and a font's never changes.
    private var lineHeights: [Int: Double] = [:]

    private struct WrapKey: Hashable {
        let text: String
        let width: Double
        let pixelSize: Int
        let bold: Bool
    }

    init(fonts: FontBook, pixelScale: Double) {
        self.fonts = fonts
        self.pixelScale = pixelScale
    }

    func pixelSize(for size: Double) -> Int { Int((size * pixelScale).rounded()) }

    func width(of text: String, size: Double, bold: Bool) -> Double {
        let key = TextTextureCache.Key(text: text, pixelSize: pixelSize(for: size), bold: bold, color: StageColor(0, 0, 0))
        if let width = widths[key] { return width }
        // Run by run, as the cache draws it: the runs' widths add up.
        var width: Int32 = 0
        guard let runs = try? fonts.runs(of: text, pixelSize: key.pixelSize, bold: bold),
              runs.allSatisfy({ run in
                  var runWidth: Int32 = 0, height: Int32 = 0
                  defer { width += runWidth }
                  return TTF_SizeUTF8(run.font, String(run.text), &runWidth, &height) == 0
              }) else {
            return Double(text.count) * size * 0.6
        }
        if widths.count > 20_000 { widths.removeAll(keepingCapacity: true) }
        let points = Double(width) / pixelScale
        widths[key] = points
        return points
    }

    /// The same lines as `lines(of:…)`, remembered: the panel wraps the same captions and legend
    /// every frame, and wrapping measures each candidate line.
    func wrap(_ text: String, width: Double, size: Double, bold: Bool) -> [String] {
        let key = WrapKey(text: text, width: width, pixelSize: pixelSize(for: size), bold: bold)
        if let lines = wrapped[key] { return lines }
        if wrapped.count > 20_000 { wrapped.removeAll(keepingCapacity: true) }
        let lines = lines(of: text, width: width, size: size, bold: bold)
        wrapped[key] = lines
        return lines
    }

    func lineHeight(size: Double) -> Double {
        let pixels = pixelSize(for: size)
        if let height = lineHeights[pixels] { return height }
        guard let font = try? fonts.font(pixelSize: pixels, bold: false) else { return size * 1.2 }
        let height = Double(TTF_FontLineSkip(font)) / pixelScale
        lineHeights[pixels] = height
        return height
    }
}
