import CSDL2
import Foundation

/// DejaVu Sans, regular and bold, opened once per pixel size.
public final class FontBook {
    /// Debian's fonts-dejavu-core; on macOS, Homebrew's font-dejavu cask (in the user's or the
    /// system's Fonts folder), else the system's Arial.
    public static let regularCandidates = candidates("DejaVuSans.ttf", fallback: "Arial.ttf")
    public static let boldCandidates = candidates("DejaVuSans-Bold.ttf", fallback: "Arial Bold.ttf")

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
    private var fonts: [FontKey: OpaquePointer] = [:]

    struct FontKey: Hashable {
        var pixelSize: Int
        var bold: Bool
    }

    /// Finds the fonts; `RESPONDER_SANDBOX_FONT` (and `…_BOLD_FONT`) name other files.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let regular = environment["RESPONDER_SANDBOX_FONT"].map { [$0] } ?? Self.regularCandidates
        let bold = environment["RESPONDER_SANDBOX_BOLD_FONT"].map { [$0] } ?? environment["RESPONDER_SANDBOX_FONT"].map { [$0] } ?? Self.boldCandidates
        guard let regularPath = regular.first(where: FileManager.default.isReadableFile(atPath:)) else {
            throw SDLFailure(message: "cannot find the font DejaVu Sans (looked for \(regular.joined(separator: ", "))); install it with 'sudo apt-get install fonts-dejavu-core' (Debian) or 'brew install --cask font-dejavu' (macOS), or set RESPONDER_SANDBOX_FONT to a .ttf file")
        }
        self.regularPath = regularPath
        self.boldPath = bold.first(where: FileManager.default.isReadableFile(atPath:)) ?? regularPath
        _ = try font(pixelSize: 16, bold: false)
    }

    deinit {
        // After TTF_Quit the fonts are gone already; closing them again would crash.
        guard TTF_WasInit() > 0 else { return }
        for font in fonts.values { TTF_CloseFont(font) }
    }

    func font(pixelSize: Int, bold: Bool) throws -> OpaquePointer {
        let key = FontKey(pixelSize: max(4, pixelSize), bold: bold)
        if let font = fonts[key] { return font }
        guard let font = TTF_OpenFont(bold ? boldPath : regularPath, Int32(key.pixelSize)) else {
            throw SDLFailure("cannot open the font \(bold ? boldPath : regularPath)")
        }
        fonts[key] = font
        return font
    }
}
