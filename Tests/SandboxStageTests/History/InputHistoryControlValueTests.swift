import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// The canvas shows each slider and switch at the value it had at the step shown, as it shows
/// scroll views at their offset then: a drag's thumb moves step by step, not to its end at once.
@Suite("InputHistory.controlValues: value controls drawn at the value of the step shown")
struct InputHistoryControlValueTests {
    /// Lesson 49's first drag, on the slider's thumb, run as the window runs each line.
    static func lesson49ThumbDrag() throws -> SandboxSession {
        let session = try StageFixtures.session("49-slider-in-a-scroll-view")
        for command: ScriptCommand in [.down(id: 1, at: CGPoint(x: 174, y: 300)), .wait(0.2), .move(id: 1, to: CGPoint(x: 220, y: 300)),
                                       .move(id: 1, to: CGPoint(x: 300, y: 300)), .up(id: 1, at: CGPoint(x: 300, y: 300))] {
            session.run(command)
        }
        return session
    }

    static func thumb(in session: SandboxSession) throws -> CGRect {
        let placement = try #require(session.history.shownPlacements.first { $0.name == "volume" })
        guard case .slider(let thumb) = placement.valueControl else { throw ThumbMissing() }
        return thumb
    }

    struct ThumbMissing: Error {}

    /// The timeline indices of the slider's valueChanged steps.
    static func valueChangedSteps(in session: SandboxSession) -> [Int] {
        session.history.timeline.steps.indices.filter {
            if case .controlEvent("volume", "valueChanged", _) = session.history.timeline.steps[$0] { return true }
            return false
        }
    }

    @Test func theThumbMovesAtEachValueChangedStepAndEndsWhereTheSliderIs() throws {
        // Precondition: the drag on the thumb sent valueChanged twice (UISlider is continuous by
        // default: Apple documents valueChanged during the drag), and the value is no longer 0.
        let session = try Self.lesson49ThumbDrag()
        let slider = try #require(session.scene.view(named: "volume") as? UISlider)
        let changes = Self.valueChangedSteps(in: session)
        #expect(changes.count == 2)
        #expect(slider.value > 0)

        // Action: show the step just before the first valueChanged.
        session.history.show(step: changes[0] - 1)
        // Assertion: the thumb is still at value 0, the slider's left end.
        let before = try Self.thumb(in: session)
        #expect(before.minX == 0)

        // Action: show the first valueChanged, then the second.
        session.history.show(step: changes[0])
        let first = try Self.thumb(in: session)
        session.history.show(step: changes[1])
        let second = try Self.thumb(in: session)
        // Assertion: the thumb has moved right at each, by the finger's 46 and then 80 more
        // points (to a Float value's precision).
        #expect(abs(first.minX - 46) < 0.001)
        #expect(abs(second.minX - 126) < 0.001)

        // Action: the end of the animation.
        session.history.finish()
        // Assertion: the thumb is drawn at the live value, and the live slider was never set back.
        #expect(try Self.thumb(in: session) == slider.thumbRect)
        #expect(slider.thumbRect == second)
    }

    @Test func aSwitchShowsItsOldStateUntilItsValueChangedStep() throws {
        // Precondition: a switch that is on.
        let scene = try LoadedScene.load(text: """
            size: [400, 300]
            root:
              controller: ViewController
              actions: ["changed:"]
              view:
                name: root
                frame: [0, 0, 400, 300]
                subviews:
                  - {name: wifi, frame: [100, 100, 51, 31], control: {kind: switch, on: true, action: "changed:"}}
            """, file: "switch.yaml")
        let session = SandboxSession(scene: scene, url: URL(fileURLWithPath: "/tmp/switch.yaml"), name: "switch", catalog: nil)
        let toggle = try #require(scene.view(named: "wifi") as? UISwitch)

        // Action: a tap on it (a tap that lifts inside a UISwitch flips it and sends valueChanged).
        session.run(.tap(at: CGPoint(x: 125, y: 115)))
        #expect(!toggle.isOn)
        let change = try #require(session.history.timeline.steps.firstIndex {
            if case .controlEvent("wifi", "valueChanged", _) = $0 { return true }
            return false
        })
        let shown = { try #require(session.history.shownPlacements.first { $0.name == "wifi" }).valueControl }

        // Assertion: before its valueChanged the switch is drawn on, from it off, and off at the end.
        session.history.show(step: change - 1)
        #expect(try shown() == .toggle(isOn: true))
        session.history.show(step: change)
        #expect(try shown() == .toggle(isOn: false))
        session.history.finish()
        #expect(try shown() == .toggle(isOn: false))
    }
}
