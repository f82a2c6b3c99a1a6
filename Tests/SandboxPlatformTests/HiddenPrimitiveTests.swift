import CSDL2
import Foundation
import SandboxStage
import Testing
@testable import SandboxPlatform

/// What an opaque fill drawn later covers entirely is left out of the SDL batch (the stage
/// stacks opaque panels and views), what shows even one pixel is kept, and the picture is the
/// same pixel for pixel.
@Suite("Primitives hidden under opaque fills", .serialized)
@MainActor
struct HiddenPrimitiveTests {
    static let pictureSize = CGSize(width: 400, height: 300)

    /// A headless picture and a renderer drawing into it (the stage must outlive the renderer).
    static func stage() throws -> (HeadlessStage, DisplayListRenderer) {
        let stage = try HeadlessStage(pointSize: pictureSize, fonts: SDLTestSupport.fonts)
        return (stage, DisplayListRenderer(renderer: stage.sdlRenderer, fonts: SDLTestSupport.fonts, pixelScale: 1))
    }

    @Test func whatLaterOpaqueFillsCoverIsLeftOutAndWhatShowsIsKept() throws {
        // Precondition: a blue fill under a later ink fill; a blue fill under two later fills
        // that cover it only together; a vermillion fill one pixel wider than its cover; a
        // green fill under a translucent one; a line and a text under a later opaque fill.
        let (stage, renderer) = try Self.stage()
        var list = DisplayList()
        list.fill(CGRect(x: 10, y: 10, width: 40, height: 40), Palette.blue)
        list.fill(CGRect(x: 60, y: 10, width: 40, height: 40), Palette.blue)
        list.fill(CGRect(x: 110, y: 10, width: 41, height: 40), Palette.vermillion)
        list.fill(CGRect(x: 160, y: 10, width: 40, height: 40), Palette.bluishGreen)
        list.line(CGPoint(x: 220, y: 20), CGPoint(x: 260, y: 40), Palette.ink, width: 2)
        list.text("under", at: CGPoint(x: 220, y: 60), size: 12, color: Palette.ink)
        list.fill(CGRect(x: 0, y: 0, width: 55, height: 55), Palette.ink)
        list.fill(CGRect(x: 55, y: 0, width: 50, height: 30), Palette.ink)
        list.fill(CGRect(x: 55, y: 30, width: 50, height: 30), Palette.paper)
        list.fill(CGRect(x: 105, y: 0, width: 45, height: 60), Palette.ink)
        list.fill(CGRect(x: 155, y: 0, width: 50, height: 60), Palette.ink.withAlpha(128))
        list.fill(CGRect(x: 210, y: 0, width: 100, height: 100), Palette.paper)

        // Action
        let batch = renderer.batch(for: list)
        withExtendedLifetime(stage) {}

        // Assertion: the covered blue fills, the line and the text are gone; the fill that
        // shows one column and the one under a translucent fill stay, with every cover.
        #expect(ClipCullingTests.kinds(of: batch) == [
            "fill 110,10,41,40", "fill 160,10,40,40",
            "fill 0,0,55,55", "fill 55,0,50,30", "fill 55,30,50,30", "fill 105,0,45,60", "fill 155,0,50,60", "fill 210,0,100,100",
        ])
        #expect(!batch.coversOutput)
    }

    @Test func opaqueFillsThatCoverTheOutputTogetherLeaveOutTheClear() throws {
        // Precondition: a fill over the whole picture, then two halves covering it again.
        let (stage, renderer) = try Self.stage()
        var list = DisplayList()
        list.fill(CGRect(x: 0, y: 0, width: 400, height: 300), Palette.paper)
        list.fill(CGRect(x: 0, y: 0, width: 400, height: 150), Palette.blue)
        list.fill(CGRect(x: 0, y: 150, width: 400, height: 150), Palette.ink)

        // Action
        let batch = renderer.batch(for: list)
        withExtendedLifetime(stage) {}

        // Assertion: the whole-picture fill under the halves is gone, and so may the clear be.
        #expect(ClipCullingTests.kinds(of: batch) == ["fill 0,0,400,150", "fill 0,150,400,150"])
        #expect(batch.coversOutput)
    }

    @Test func aCoverCutByItsClipHidesOnlyWhatTheClipShowsOfIt() throws {
        // Precondition: a blue fill, then a large ink fill under a clip that shows only the
        // left half of the blue one.
        let stage = try HeadlessStage(pointSize: Self.pictureSize, fonts: SDLTestSupport.fonts)
        var list = DisplayList()
        list.fill(CGRect(x: 0, y: 0, width: 400, height: 300), Palette.paper)
        list.fill(CGRect(x: 100, y: 100, width: 100, height: 50), Palette.blue)
        list.append(.clip(CGRect(x: 0, y: 0, width: 150, height: 300)))
        list.fill(CGRect(x: 0, y: 0, width: 400, height: 300), Palette.ink)
        list.append(.unclip)

        // Action
        let drawing = StageDrawing(renderer: stage.sdlRenderer, fonts: SDLTestSupport.fonts, pixelScale: 1)
        let batch = drawing.output.batch(for: list)
        StageDrawing.clear(stage.sdlRenderer)
        batch.submit(to: stage.sdlRenderer)
        SDL_RenderFlush(stage.sdlRenderer)

        // Assertion: the blue fill is kept, and shows right of the clip only.
        #expect(ClipCullingTests.kinds(of: batch).contains("fill 100,100,100,50"))
        #expect(stage.pixel(x: 149, y: 120) == Palette.ink)
        #expect(stage.pixel(x: 150, y: 120) == Palette.blue)
        #expect(stage.pixel(x: 250, y: 120) == Palette.paper)
    }
}
