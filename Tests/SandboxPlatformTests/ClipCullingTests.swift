import CSDL2
import Foundation
import SandboxStage
import Testing
@testable import SandboxPlatform

/// What a clip hides entirely is left out of the SDL batch (a scene of 2,000 views clips most
/// of them away), and what it shows even one pixel of is drawn as before.
@Suite("Primitives hidden by the clip", .serialized)
@MainActor
struct ClipCullingTests {
    static let pictureSize = CGSize(width: 400, height: 300)

    static func kinds(of batch: SDLDrawBatch) -> [String] {
        batch.primitives.map { primitive in
            switch primitive {
            case .fill(let rect, _): return "fill \(rect.x),\(rect.y),\(rect.w),\(rect.h)"
            case .triangles: return "triangles"
            case .texture: return "texture"
            case .clip(let rect?): return "clip \(rect.x),\(rect.y),\(rect.w),\(rect.h)"
            case .clip(nil): return "unclip"
            }
        }
    }

    @Test func whatTheClipHidesCostsNoSDLCallAndAClipReachesSDLOnlyForWhatItShows() throws {
        // Precondition: under a 100-point clip, a fill, an outline, a line, a polygon and a
        // text wholly outside it, one fill inside; then clips with nothing drawn under them.
        let stage = try HeadlessStage(pointSize: Self.pictureSize, fonts: SDLTestSupport.fonts)
        let renderer = DisplayListRenderer(renderer: stage.sdlRenderer, fonts: SDLTestSupport.fonts, pixelScale: 1)
        var list = DisplayList()
        list.append(.clip(CGRect(x: 0, y: 0, width: 100, height: 100)))
        list.fill(CGRect(x: 200, y: 10, width: 50, height: 50), Palette.ink)
        list.outline(CGRect(x: 150, y: 150, width: 40, height: 40), Palette.ink, width: 3, dashed: false)
        list.outline(CGRect(x: 150, y: 150, width: 40, height: 40), Palette.ink, width: 3, dashed: true)
        list.line(CGPoint(x: 120, y: 0), CGPoint(x: 300, y: 200), Palette.ink, width: 2)
        list.append(.polygon([CGPoint(x: 110, y: 110), CGPoint(x: 200, y: 110), CGPoint(x: 150, y: 200)], Palette.blue))
        list.text("hidden", at: CGPoint(x: 250, y: 250), size: 14, color: Palette.ink)
        list.fill(CGRect(x: 10, y: 10, width: 20, height: 20), Palette.blue)
        list.append(.clip(CGRect(x: 300, y: 200, width: 10, height: 10)))
        list.append(.unclip)
        list.append(.clip(CGRect(x: 0, y: 0, width: 100, height: 100)))

        // Action
        let batch = renderer.batch(for: list)

        // Assertion: the clip, then the one fill it shows; nothing else.
        #expect(Self.kinds(of: batch) == ["clip 0,0,100,100", "fill 10,10,20,20"])
    }

    @Test func whatTheClipShowsOnePixelOfIsStillDrawn() throws {
        // Precondition: under a clip of (0, 0, 100, 100), shapes that reach one pixel into it:
        // an empty fill on its last column (the software renderer fills one pixel of it), a
        // fill and a line that overlap its corner, a text that overlaps its edge.
        let stage = try HeadlessStage(pointSize: Self.pictureSize, fonts: SDLTestSupport.fonts)
        var list = DisplayList()
        list.fill(CGRect(x: 0, y: 0, width: 400, height: 300), Palette.paper)
        list.append(.clip(CGRect(x: 0, y: 0, width: 100, height: 100)))
        list.fill(CGRect(x: 99, y: 20, width: 0, height: 10), Palette.ink)
        list.fill(CGRect(x: 99, y: 99, width: 30, height: 30), Palette.blue)
        list.line(CGPoint(x: 98, y: 60), CGPoint(x: 200, y: 60), Palette.vermillion, width: 4)
        list.append(.unclip)

        // Action
        let drawing = StageDrawing(renderer: stage.sdlRenderer, fonts: SDLTestSupport.fonts, pixelScale: 1)
        StageDrawing.clear(stage.sdlRenderer)
        drawing.output.draw(list)
        SDL_RenderFlush(stage.sdlRenderer)

        // Assertion: each shows where it reaches into the clip, and nothing past the clip.
        #expect(stage.pixel(x: 99, y: 25) == Palette.ink)
        #expect(stage.pixel(x: 99, y: 99) == Palette.blue)
        #expect(stage.pixel(x: 99, y: 60) == Palette.vermillion)
        #expect(stage.pixel(x: 100, y: 99) == Palette.paper)
        #expect(stage.pixel(x: 101, y: 60) == Palette.paper)
    }
}
