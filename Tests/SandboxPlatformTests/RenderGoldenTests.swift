import CSDL2
import Foundation
import ResponderCore
import SandboxScenes
import SandboxStage
import Testing
@testable import SandboxPlatform

/// What `render` draws, against committed PNGs. After an intended change run
/// `UPDATE_GOLDEN=1 swift test --filter RenderGoldenTests`, look at the new pictures, and commit them.
@Suite("Rendered pictures against golden PNGs", .serialized)
@MainActor
struct RenderGoldenTests {
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    nonisolated static let cases: [(name: String, lesson: String, input: [ScriptCommand], explode: Bool)] = [
        ("lesson01-touch-down-on-C", "01-hit-testing-basics", [.down(id: 1, at: CGPoint(x: 350, y: 350))], false),
        ("lesson05-tap-E", "05-figure-hit-test-order", [.tap(at: CGPoint(x: 560, y: 460))], false),
        ("lesson14-nil-targeted-button-exploded", "14-nil-targeted-button", [], true),
    ]

    @Test(arguments: cases.indices)
    func renderMatchesItsGoldenPNG(index: Int) throws {
        let test = Self.cases[index]
        let session = try SDLTestSupport.session(test.lesson)
        for command in test.input { session.run(command) }
        if test.explode { session.viewer.toggleExplode() }
        session.finishAnimations()
        try Self.compare(session, toGolden: test.name)
    }

    /// Lessons played with their own events (`render LESSON --lesson-events`), at the end or
    /// at a step of the last input's animation (`--step N`): the transform lessons' pictures.
    nonisolated static let lessonCases: [(name: String, lesson: String, step: Int?)] = [
        ("lesson35-rotated-button", "35-rotated-button", nil),
        ("lesson35-rotated-button-step7", "35-rotated-button", 7),
        ("lesson36-scaled-parent", "36-scaled-parent", nil),
        ("lesson36-scaled-parent-step7", "36-scaled-parent", 7),
        ("lesson37-scrolling-is-just-bounds", "37-scrolling-is-just-bounds", nil),
    ]

    @Test(arguments: lessonCases.indices)
    func lessonEventsRenderMatchesItsGoldenPNG(index: Int) throws {
        let test = Self.lessonCases[index]
        let session = try SDLTestSupport.session(test.lesson)
        session.viewer.playLessonEvents()
        session.finishAnimations()
        if let step = test.step { session.history.show(firstSteps: step) }
        try Self.compare(session, toGolden: test.name)
    }

    /// The header leaves out the number of lessons, so that adding a lesson changes no golden picture.
    static func compare(_ session: SandboxSession, toGolden name: String) throws {
        session.showsLessonCount = false
        let stage = try HeadlessStage(pointSize: CGSize(width: 1280, height: 800), fonts: SDLTestSupport.fonts)
        stage.draw(session)
        let golden = Self.goldenFolder.appendingPathComponent("\(name).png")

        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.goldenFolder, withIntermediateDirectories: true)
            try stage.savePNG(to: golden.path)
            return
        }
        let image = try #require(IMG_Load(golden.path), "missing \(golden.lastPathComponent): run with UPDATE_GOLDEN=1")
        defer { SDL_FreeSurface(image) }
        let converted = try #require(SDL_ConvertSurfaceFormat(image, CSDL_PIXELFORMAT_ARGB8888(), 0))
        defer { SDL_FreeSurface(converted) }
        #expect(converted.pointee.w == 1280 && converted.pointee.h == 800)

        var differing = 0
        let pitch = Int(converted.pointee.pitch) / 4
        let pixels = converted.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in stride(from: 0, to: 800, by: 2) {
            for x in stride(from: 0, to: 1280, by: 2) {
                let value = pixels[y * pitch + x]
                let expected = StageColor(UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
                if !stage.pixel(x: x, y: y).isClose(to: expected, tolerance: 32) { differing += 1 }
            }
        }
        let share = Double(differing) / Double(640 * 400)
        #expect(share < 0.0005, "\(String(format: "%.2f", share * 100))% of sampled pixels differ from \(golden.lastPathComponent)")
    }
}
