import CSDL2
import Foundation
import ResponderCore
import SandboxScenes
import SandboxStage
import Testing
@testable import SandboxPlatform

/// The lessons on several fingers, played as real SDL finger events: what is delivered must
/// be exactly what the core delivers for the same touches given directly.
@Suite("Fingers through SDL", .serialized)
@MainActor
struct MultitouchTests {
    static func summaries(_ steps: [TraceStep]) -> [String] {
        steps.compactMap(\.deliveryResult).map { "\($0.event) \($0.touch.map(String.init) ?? "-") \($0.hitTestView ?? "-") \($0.handledBy ?? "-") \($0.note?.text ?? "-")" }
    }

    static func directTrace(_ lessonID: String) throws -> [String] {
        let lesson = try #require(SDLTestSupport.catalog.lesson(id: lessonID))
        let scene = try LoadedScene.load(contentsOf: lesson.url)
        let log = TraceLog()
        scene.attach(log)
        ScriptRunner(scene: scene).run(try EventScript.parse(scene.document.events ?? "", file: lessonID))
        return summaries(log.steps)
    }

    @Test(arguments: ["21-multiple-touches", "22-exclusive-touch"])
    func lessonFingersMatchTheCore(lessonID: String) throws {
        let session = try SDLTestSupport.session(lessonID)
        let app = try SDLTestSupport.app(session)
        let script = try EventScript.parse(session.scene.document.events ?? "", file: lessonID)

        for line in script.lines {
            switch line.command {
            case .down(let id, let point): push(SDL_FINGERDOWN, id, point, session)
            case .move(let id, let point): push(SDL_FINGERMOTION, id, point, session)
            case .up(let id, let point): push(SDL_FINGERUP, id, point, session)
            default: session.run(line.command)
            }
            app.pump()
        }

        let delivered = Self.summaries(Array(session.history.recorder.steps))
        let expected = try Self.directTrace(lessonID)
        #expect(delivered.count == expected.count)
        // SDL's fingers get fresh touch IDs, so compare everything but the ID.
        #expect(delivered.map(Self.withoutID) == expected.map(Self.withoutID))
        #expect(delivered.contains { $0.contains(lessonID.hasPrefix("21") ? "multipleTouchEnabled is false" : "exclusiveTouch: ") })
    }

    @Test func altDragMirrorsAboutTheViewUnderTheFirstFinger() throws {
        // Precondition: lesson 34's two maps side by side, Alt held.
        let session = try SDLTestSupport.session("34-simultaneous-recognition")
        let app = try SDLTestSupport.app(session)
        SDL_SetModState(KMOD_LALT)
        defer { SDL_SetModState(KMOD_NONE) }
        let point = session.layout.canvasPoint(fromScene: CGPoint(x: 100, y: 200))

        // Action: the button goes down on the left map, off its centre.
        SDLTestSupport.pushMouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, at: (Int32(point.x), Int32(point.y)))
        app.pump()

        // Assertion: both fingers are on the left map, not one on each map.
        let began = session.history.recorder.steps.compactMap(\.deliveryResult).filter { $0.event == "touchesBegan" }
        #expect(began.count == 2)
        #expect(began.allSatisfy { $0.hitTestView == "map" })
    }

    static func withoutID(_ summary: String) -> String {
        var parts = summary.split(separator: " ").map(String.init)
        parts[1] = "#"
        return parts.joined(separator: " ")
    }

    private func push(_ type: SDL_EventType, _ id: Int, _ point: CGPoint, _ session: SandboxSession) {
        let window = session.layout.canvasPoint(fromScene: point)
        let size = session.viewer.viewportSize
        SDLTestSupport.pushFinger(type, finger: SDL_FingerID(id), x: Float(window.x / size.width), y: Float(window.y / size.height))
    }
}
