import CSDL2
import Foundation

/// DejaVu Sans, regular and bold, opened once per pixel size, and the fonts that draw the
/// glyphs it lacks (Chinese, Japanese and Korean names from an imported dump), chosen glyph by
/// glyph.
public final class FontBook {
    /// Debian's fonts-dejavu-core; on macOS, Homebrew's font-dejavu cask (in the user's or the
    /// system's Fonts folder), else the system's Arial.
    public static let regularCandidates = candidates("DejaVuSans.ttf", fallback: "Arial.ttf")
    public static let boldCandidates = candidates("DejaVuSans-Bold.ttf", fallback: "Arial Bold.ttf")

    /// A font with CJK glyphs: on Debian the small fonts-wqy-microhei (installed with the other
    /// dependencies), else fonts-droid-fallback or Noto CJK if present; on macOS the system's own.
    public static let fallbackCandidates: [String] = {
        #if os(macOS)
        return ["/System/Library/Fonts/PingFang.ttc", "/System/Library/Fonts/Hiragino Sans GB.ttc",
                "/System/Library/Fonts/STHeiti Light.ttc", "/System/Library/Fonts/Supplemental/Arial Unicode.ttf"]
        #else
        return ["/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
                "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"]
        #endif
    }()

    private static func candidates(_ dejaVu: String, fallback: String) -> [String] {
        #if os(macOS)
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        return ["\(home)/Library/Fonts/\(dejaVu)", "/Library/Fonts/\(dejaVu)", "/opt/homebrew/share/fonts/\(dejaVu)",
                "/usr/local/share/fonts/\(dejaVu)", "/System/Library/Fonts/Supplemental/\(fallback)"]
        #else
        return ["/usr/share/fonts/truetype/dejavu/\(dejaVu)"]
        #endif
    }

    let regularPath: String
    let boldPath: String
    /// The files tried, in order, for a glyph the main font lacks: the CJK font, then DejaVu
    /// itself when the main font is another (a CJK font named by `RESPONDER_SANDBOX_FONT` may
    /// have no Latin letters).
    let fallbackPaths: [(regular: String, bold: String)]
    private var fonts: [FontKey: OpaquePointer] = [:]
    /// Per main font: whether it draws every printable ASCII character, so such text needs
    /// no look-up glyph by glyph.
    private var coversASCII: [FontKey: Bool] = [:]
    /// The main font `runs` took last, with whether it has every printable ASCII glyph: a frame
    /// draws its texts at a few sizes, so most calls skip both dictionaries' hashing.
    private var lastMain: (key: FontKey, font: OpaquePointer, coversASCII: Bool)?

    struct FontKey: Hashable {
        var pixelSize: Int
        var bold: Bool
        /// 0: the main font; 1…: `fallbackPaths[place - 1]`.
        var place = 0
    }

    /// A stretch of text drawn with one font.
    struct Run: Equatable {
        var text: Substring
        var font: OpaquePointer
    }

    /// Finds the fonts; `RESPONDER_SANDBOX_FONT` (and `…_BOLD_FONT`) name other files, and
    /// `RESPONDER_SANDBOX_FALLBACK_FONT` the file for the glyphs they lack.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let readable = FileManager.default.isReadableFile(atPath:)
        let regular = environment["RESPONDER_SANDBOX_FONT"].map { [$0] } ?? Self.regularCandidates
        let bold = environment["RESPONDER_SANDBOX_BOLD_FONT"].map { [$0] } ?? environment["RESPONDER_SANDBOX_FONT"].map { [$0] } ?? Self.boldCandidates
        guard let regularPath = regular.first(where: readable) else {
            throw SDLFailure(message: "cannot find the font DejaVu Sans (looked for \(regular.joined(separator: ", "))); install it with 'sudo apt-get install fonts-dejavu-core' (Debian) or 'brew install --cask font-dejavu' (macOS), or set RESPONDER_SANDBOX_FONT to a .ttf file")
        }
        if let named = environment["RESPONDER_SANDBOX_FALLBACK_FONT"], !readable(named) {
            throw SDLFailure(message: "cannot read the font RESPONDER_SANDBOX_FALLBACK_FONT names: \(named)")
        }
        self.regularPath = regularPath
        self.boldPath = bold.first(where: readable) ?? regularPath
        var fallbacks: [(regular: String, bold: String)] = []
        let cjk = environment["RESPONDER_SANDBOX_FALLBACK_FONT"].map { [$0] } ?? Self.fallbackCandidates
        if let path = cjk.first(where: readable), path != regularPath { fallbacks.append((path, path)) }
        if let dejaVu = Self.regularCandidates.first(where: readable), dejaVu != regularPath {
            fallbacks.append((dejaVu, Self.boldCandidates.first(where: readable) ?? dejaVu))
        }
        fallbackPaths = fallbacks
        _ = try font(pixelSize: 16, bold: false)
    }

    deinit {
        // After TTF_Quit the fonts are gone already; closing them again would crash.
        guard TTF_WasInit() > 0 else { return }
        for font in fonts.values { TTF_CloseFont(font) }
    }

    func font(pixelSize: Int, bold: Bool) throws -> OpaquePointer {
        try font(FontKey(pixelSize: max(4, pixelSize), bold: bold))
    }

    private func font(_ key: FontKey) throws -> OpaquePointer {
        if let font = fonts[key] { return font }
        let path = key.place == 0 ? (key.bold ? boldPath : regularPath)
            : (key.bold ? fallbackPaths[key.place - 1].bold : fallbackPaths[key.place - 1].regular)
        guard let font = TTF_OpenFont(path, Int32(key.pixelSize)) else {
            throw SDLFailure("cannot open the font \(path)")
        }
        fonts[key] = font
        return font
    }

    /// The text split where the font that draws it changes: each character takes the first of
    /// the main font and the fallbacks that has its glyph (one without any stays with the run
    /// it is in, as do combining marks and joiners, which the font before them draws). Text the
    /// main font draws whole is one run, drawn exactly as without fallbacks.
    func runs(of text: String, pixelSize: Int, bold: Bool) throws -> [Run] {
        let main = FontKey(pixelSize: max(4, pixelSize), bold: bold)
        let mainFont: OpaquePointer, mainCoversASCII: Bool
        if let last = lastMain, last.key == main {
            (mainFont, mainCoversASCII) = (last.font, last.coversASCII)
        } else {
            mainFont = try font(main)
            mainCoversASCII = coversPrintableASCII(main, mainFont)
            lastMain = (main, mainFont, mainCoversASCII)
        }
        if fallbackPaths.isEmpty || text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) && mainCoversASCII {
            return [Run(text: Substring(text), font: mainFont)]
        }
        // The fallbacks are opened only for a character the main font lacks (opening a CJK font
        // at each size for text whose one non-ASCII character is a ✓ cost more than measuring it).
        var fallbacks: [OpaquePointer]?
        func firstHaving(_ scalar: Unicode.Scalar) -> OpaquePointer? {
            if TTF_GlyphIsProvided32(mainFont, scalar.value) != 0 { return mainFont }
            if fallbacks == nil {
                fallbacks = fallbackPaths.indices.compactMap { try? font(FontKey(pixelSize: main.pixelSize, bold: bold, place: $0 + 1)) }
            }
            return fallbacks?.first { TTF_GlyphIsProvided32($0, scalar.value) != 0 }
        }
        var runs: [Run] = []
        var runStart = text.startIndex
        var current = mainFont
        for index in text.unicodeScalars.indices {
            let scalar = text.unicodeScalars[index]
            // A printable ASCII character is no mark and the main font, first in the chain, has
            // it: the look-ups below would choose that font (a name with one ✓ is mostly ASCII).
            let chosen = scalar.value >= 0x20 && scalar.value < 0x7F && mainCoversASCII ? mainFont
                : Self.followsItsBase(scalar) ? nil : firstHaving(scalar)
            guard let chosen, chosen != current else { continue }
            if index > runStart { runs.append(Run(text: text[runStart..<index], font: current)) }
            runStart = index
            current = chosen
        }
        runs.append(Run(text: text[runStart...], font: current))
        return runs
    }

    /// Marks, variation selectors and joiners are drawn by the font of the character before them.
    private static func followsItsBase(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format: return true
        default: return scalar.properties.isVariationSelector
        }
    }

    private func coversPrintableASCII(_ key: FontKey, _ font: OpaquePointer) -> Bool {
        if let known = coversASCII[key] { return known }
        let covers = (0x20..<0x7F).allSatisfy { TTF_GlyphIsProvided32(font, UInt32($0)) != 0 }
        coversASCII[key] = covers
        return covers
    }
}
