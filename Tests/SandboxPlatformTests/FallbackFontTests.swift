import CSDL2
import Foundation
import ResponderCore
import SandboxScenes
import SandboxStage
import Testing
@testable import SandboxPlatform

/// Names in any script: the glyphs DejaVu Sans lacks are drawn with the CJK font, glyph by
/// glyph, and Latin text is drawn exactly as before.
@Suite("Glyphs the main font lacks", .serialized)
@MainActor
struct FallbackFontTests {
    static let dumps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Dumps")
    nonisolated static let chineseNames = ["发送", "微信群聊", "聊天记录", "你好，明天见"]

    static var fonts: FontBook { SDLTestSupport.fonts }

    static func cjkPath() throws -> String {
        try #require(FontBook.fallbackCandidates.first(where: FileManager.default.isReadableFile(atPath:)),
                     "no CJK font: ./scripts/install-deps installs fonts-wqy-microhei")
    }

    /// Each pixel's alpha, row by row, and the size.
    static func alphas(_ surface: UnsafeMutablePointer<SDL_Surface>) -> (width: Int32, height: Int32, alpha: [UInt8]) {
        let converted = SDL_ConvertSurfaceFormat(surface, CSDL_PIXELFORMAT_ARGB8888(), 0)!
        defer { SDL_FreeSurface(converted) }
        let pitch = Int(converted.pointee.pitch) / 4
        let pixels = converted.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        var alpha: [UInt8] = []
        for y in 0..<Int(converted.pointee.h) {
            for x in 0..<Int(converted.pointee.w) { alpha.append(UInt8(pixels[y * pitch + x] >> 24)) }
        }
        return (converted.pointee.w, converted.pointee.h, alpha)
    }

    static func rendered(_ text: String, font: OpaquePointer) throws -> (width: Int32, height: Int32, alpha: [UInt8]) {
        let surface = try #require(TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 0, g: 0, b: 0, a: 255)))
        defer { SDL_FreeSurface(surface) }
        return alphas(surface)
    }

    static func drawn(_ text: String, pixelSize: Int = 16, bold: Bool = false) throws -> (width: Int32, height: Int32, alpha: [UInt8]) {
        let runs = try fonts.runs(of: text, pixelSize: pixelSize, bold: bold)
        let surface = try #require(TextTextureCache.render(runs, color: SDL_Color(r: 0, g: 0, b: 0, a: 255)))
        defer { SDL_FreeSurface(surface) }
        return alphas(surface)
    }

    // MARK: - Latin unchanged

    @Test func latinTextIsOneRunOfTheMainFontDrawnAsSDLTTFDrawsIt() throws {
        let main = try Self.fonts.font(pixelSize: 16, bold: false)
        for text in ["Done", "UIButton-4a70 — Café 0x7fb1", "touchesBegan → Done ★"] {
            let runs = try Self.fonts.runs(of: text, pixelSize: 16, bold: false)

            #expect(runs == [FontBook.Run(text: Substring(text), font: main)], "\(text)")
            let drawn = try Self.drawn(text)
            let own = try Self.rendered(text, font: main)
            #expect(drawn.width == own.width && drawn.height == own.height && drawn.alpha == own.alpha, "\(text)")
        }
    }

    @Test func measuredWidthIsTheSumOfTheRuns() throws {
        let measurer = FontMeasurer(fonts: Self.fonts, pixelScale: 1)
        let main = try Self.fonts.font(pixelSize: 16, bold: false)
        var width: Int32 = 0, height: Int32 = 0
        TTF_SizeUTF8(main, "Send ok", &width, &height)
        #expect(measurer.width(of: "Send ok", size: 16, bold: false) == Double(width))

        var sum: Int32 = 0
        for run in try Self.fonts.runs(of: "Send 发送 ok", pixelSize: 16, bold: false) {
            TTF_SizeUTF8(run.font, String(run.text), &width, &height)
            sum += width
        }
        #expect(measurer.width(of: "Send 发送 ok", size: 16, bold: false) == Double(sum))
        #expect(Double(try Self.drawn("Send 发送 ok").width) == Double(sum))
    }

    // MARK: - CJK drawn

    @Test func textIsSplitWhereTheFontChanges() throws {
        let main = try Self.fonts.font(pixelSize: 16, bold: false)

        let runs = try Self.fonts.runs(of: "Send 发送 ok", pixelSize: 16, bold: false)

        try #require(runs.map(\.text) == ["Send ", "发送", " ok"])
        #expect(runs[0].font == main && runs[2].font == main && runs[1].font != main)
        #expect(TTF_GlyphIsProvided32(runs[1].font, 0x53D1) != 0)   // 发
    }

    @Test(arguments: chineseNames)
    func chineseNameIsTheFallbackFontsGlyphsNotTheMissingGlyphBox(name: String) throws {
        // Precondition: the CJK font itself, and DejaVu Sans alone, which draws a box per glyph.
        let cjk = try #require(TTF_OpenFont(try Self.cjkPath(), 16))
        defer { TTF_CloseFont(cjk) }
        let boxes = try Self.rendered(name, font: try Self.fonts.font(pixelSize: 16, bold: false))

        // Action: draw the name as the window does.
        let drawn = try Self.drawn(name)

        // Assertion: pixel for pixel the CJK font's own drawing; not the boxes, whose ink
        // differs in most of its pixels.
        let own = try Self.rendered(name, font: cjk)
        #expect(drawn.width == own.width && drawn.height == own.height && drawn.alpha == own.alpha)
        let inked = { (image: (width: Int32, height: Int32, alpha: [UInt8])) in image.alpha.filter { $0 > 128 }.count }
        #expect(drawn.alpha != boxes.alpha)
        #expect(inked(drawn) > 0 && inked(boxes) > 0 && inked(drawn) != inked(boxes))
    }

    @Test func aCJKMainFontTakesTheGlyphsItLacksFromDejaVu() throws {
        // Precondition: the main font pointed at the CJK font, and a character DejaVu Sans draws
        // and the CJK font does not.
        let cjkPath = try Self.cjkPath()
        let book = try FontBook(environment: ["RESPONDER_SANDBOX_FONT": cjkPath])
        let cjk = try book.font(pixelSize: 16, bold: false)
        let dejaVu = try Self.fonts.font(pixelSize: 16, bold: false)
        let lacking = try #require((0x2000..<0x2C00).lazy.compactMap(Unicode.Scalar.init).first {
            TTF_GlyphIsProvided32(cjk, $0.value) == 0 && TTF_GlyphIsProvided32(dejaVu, $0.value) != 0
        })

        // Action: split a name with that character in it.
        let runs = try book.runs(of: "Done \(lacking) 完成", pixelSize: 16, bold: false)

        // Assertion: the character is drawn by DejaVu Sans, the rest by the main font; no box.
        try #require(runs.map(\.text) == ["Done ", Substring(String(lacking)), " 完成"])
        #expect(runs[0].font == cjk && runs[2].font == cjk)
        #expect(runs[1].font != cjk && TTF_GlyphIsProvided32(runs[1].font, lacking.value) != 0)
    }

    @Test func anUnreadableFallbackFontIsRefused() {
        #expect(throws: SDLFailure.self) { try FontBook(environment: ["RESPONDER_SANDBOX_FALLBACK_FONT": "/nonexistent/font.ttc"]) }
    }

    // MARK: - A Chinese-named dump, rendered

    @Test func renderedChineseDumpShowsTheGlyphsWhereItsNamesAre() throws {
        // Precondition: the dump, opened as `render` opens it, drawn at 1280 × 800.
        let url = Self.dumps.appendingPathComponent("chinese-names.txt")
        let session = try SDLTestSupport.session(url: url, name: "chinese-names.txt")
        let stage = try HeadlessStage(pointSize: CGSize(width: 1280, height: 800), fonts: Self.fonts)

        // Action: draw it.
        stage.draw(session)

        // Assertion: where the painter puts each Chinese name, the picture has the CJK font's
        // strokes in the text's colour, and not the outline of the missing-glyph boxes.
        let list = StagePainter(measurer: stage.measurer).paint(session.frame)
        let cjkPath = try Self.cjkPath()
        var checked: Set<String> = []
        for case .text(let text, let point, let size, let color, let bold, let anchor) in list.commands where Self.chineseNames.contains(text) {
            let pixelSize = Int(size.rounded())
            let cjk = try #require(TTF_OpenFont(cjkPath, Int32(pixelSize)))
            defer { TTF_CloseFont(cjk) }
            let glyphs = try Self.rendered(text, font: cjk)
            let boxes = try Self.rendered(text, font: try Self.fonts.font(pixelSize: pixelSize, bold: bold))
            var x = Double(point.x), y = Double(point.y)
            switch anchor {
            case .topLeft: break
            case .center: x -= Double(glyphs.width) / 2; y -= Double(glyphs.height) / 2
            case .topRight: x -= Double(glyphs.width)
            case .bottomLeft: y -= Double(glyphs.height)
            case .left: y -= Double(glyphs.height) / 2
            }
            let left = Int(x.rounded(.down)), top = Int(y.rounded(.down))
            var strokes = 0, strokesInColour = 0, boxOnly = 0, boxOnlyInColour = 0
            for row in 0..<Int(glyphs.height) {
                for column in 0..<Int(glyphs.width) {
                    let (px, py) = (left + column, top + row)
                    guard px >= 0, py >= 0, px < stage.pixelWidth, py < stage.pixelHeight else { continue }
                    let inColour = stage.pixel(x: px, y: py).isClose(to: color, tolerance: 40)
                    let index = row * Int(glyphs.width) + column
                    if glyphs.alpha[index] > 230 {
                        strokes += 1
                        if inColour { strokesInColour += 1 }
                    } else if glyphs.alpha[index] == 0, row < Int(boxes.height), column < Int(boxes.width),
                              boxes.alpha[row * Int(boxes.width) + column] > 230 {
                        boxOnly += 1
                        if inColour { boxOnlyInColour += 1 }
                    }
                }
            }
            // A name partly covered by a mark drawn over it is not a fair sample.
            guard strokes > 0, Double(strokesInColour) >= 0.95 * Double(strokes) else { continue }
            #expect(boxOnly > 0 && Double(boxOnlyInColour) <= 0.05 * Double(boxOnly), "\(text)")
            checked.insert(text)
        }
        #expect(checked.count >= 3, "names found drawn uncovered: \(checked.sorted())")
    }
}
