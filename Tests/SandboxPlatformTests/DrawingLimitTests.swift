import CSDL2
import Foundation
import ResponderCore
import SandboxScenes
import SandboxStage
import Testing
@testable import SandboxPlatform

/// Every number a scene may hold, at the edge of the model's range, drawn: nothing traps on
/// an integer conversion, nothing is dashed or hatched beyond the picture, and the software
/// renderer is handed only what lies on it.
@Suite("Drawing at the model's limits", .serialized)
@MainActor
struct DrawingLimitTests {
    static let pictureSize = CGSize(width: 800, height: 600)

    /// Every primitive of the batch lies within the picture and its margin, in pixels.
    static func problems(in batch: SDLDrawBatch, pixelScale: Double = 1) -> [String] {
        let margin = Int32(((DrawingArea.margin + 8) * pixelScale).rounded())
        let width = Int32(pictureSize.width * pixelScale), height = Int32(pictureSize.height * pixelScale)
        func inside(_ x: Float, _ y: Float) -> Bool {
            x >= Float(-margin) && y >= Float(-margin) && x <= Float(width + margin) && y <= Float(height + margin)
        }
        var problems: [String] = []
        for primitive in batch.primitives {
            switch primitive {
            case .fill(let rect, _), .clip(let rect?):
                if !inside(Float(rect.x), Float(rect.y)) || !inside(Float(rect.x + rect.w), Float(rect.y + rect.h)) { problems.append("rectangle \(rect)") }
            case .triangles(let range):
                for vertex in batch.vertices[range] where !inside(vertex.position.x, vertex.position.y) {
                    problems.append("vertex \(vertex.position)")
                }
            case .texture, .clip(nil): break
            }
        }
        return problems
    }

    @Test func displayListCommandsFarBeyondThePictureAreCutToIt() throws {
        // Precondition: a list of each command at 10^19 points and at 10^12 (a coordinate of a
        // million in a view scaled a millionfold), dashed and hatched.
        let stage = try HeadlessStage(pointSize: Self.pictureSize, fonts: SDLTestSupport.fonts)
        let renderer = DisplayListRenderer(renderer: stage.sdlRenderer, fonts: SDLTestSupport.fonts, pixelScale: 1)
        var list = DisplayList()
        let huge = CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)
        list.fill(CGRect(x: 1e19, y: 0, width: 10, height: 10), Palette.ink)
        list.fill(huge, Palette.paper)
        list.outline(huge, Palette.ink, width: 2, dashed: true)
        list.outline(CGRect(x: 10, y: 10, width: 1e19, height: 1e19), Palette.ink, width: 2, dashed: false)
        list.append(.hatch(huge, Palette.ink, spacing: 14))
        list.append(.polygon([CGPoint(x: -1e12, y: 0), CGPoint(x: 1e12, y: 300), CGPoint(x: 0, y: 1e12)], Palette.blue))
        list.append(.polyline([CGPoint(x: -1e12, y: -1e12), CGPoint(x: 1e12, y: 1e12), CGPoint(x: 1e19, y: 0)], Palette.ink, width: 3, dashed: true))
        list.line(CGPoint(x: -1e19, y: 5), CGPoint(x: 1e19, y: 5), Palette.ink)
        list.append(.clip(huge))
        list.text("far", at: CGPoint(x: 1e19, y: -1e19), size: 14, color: Palette.ink)
        list.append(.unclip)

        // Action
        let batch = renderer.batch(for: list)
        renderer.draw(list)

        // Assertion: a frame's worth of primitives, all on the picture. An 800×600 picture
        // holds about 170 dashes round its edge and 100 hatch stripes across it.
        #expect(batch.primitives.count < 2_000)
        #expect(Self.problems(in: batch).isEmpty, "\(Self.problems(in: batch).prefix(5))")
    }

    @Test func aSceneAtTheEdgeOfTheRangeDrawsAFrameOfOrdinarySize() throws {
        // Precondition: every number at its limit: a view a billion points wide scaled a
        // millionfold and turned, a billion-point hit area, a scroll view a billion points
        // into a billion-point content, the smallest and the largest scale.
        let scene = try LoadedScene.load(text: """
        root:
          controller: ViewController
          view:
            name: root
            frame: [0, 0, 800, 600]
            subviews:
              - {name: A, frame: [10, 10, 100, 44], hitArea: 1000000000, transform: {scale: 1000000, rotate: 45}}
              - {name: B, frame: [-1000000000, -1000000000, 1000000000, 1000000000], transform: {translate: [1000000000, -1000000000]}, boundsOrigin: [1000000000, 1000000000]}
              - {name: C, frame: [10, 300, 100, 44], transform: {scale: [0.000001, 1000000], rotate: 1000000000}}
              - {name: E, frame: [-1000000000, 10, 1000000000, 44], transform: {scale: 1000000}}
              - name: S
                frame: [400, 300, 200, 200]
                scroll: {contentSize: [1000000000, 1000000000], contentOffset: [1000000000, 1000000000]}
                subviews: [{name: D, frame: [0, 0, 1000000000, 1000000000], hitArea: 1000000000}]
        """, file: "limits.yaml")
        let session = SandboxSession(scene: scene, url: URL(fileURLWithPath: "/tmp/limits.yaml"), name: "limits", catalog: nil)
        session.viewer.select("A")
        let stage = try HeadlessStage(pointSize: Self.pictureSize, fonts: SDLTestSupport.fonts)

        // Action: drawn flat, and with the hit areas shown.
        let batch = stage.batch(for: session)
        stage.draw(session)

        // Assertion
        #expect(batch.primitives.count < 20_000)
        #expect(Self.problems(in: batch).isEmpty, "\(Self.problems(in: batch).prefix(5))")
    }
}
