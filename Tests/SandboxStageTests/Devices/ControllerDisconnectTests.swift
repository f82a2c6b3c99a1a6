import Foundation
import ResponderCore
import SandboxScenes
import Testing
@testable import SandboxStage

/// Unplugging a controller mid-input: what it began can never end, so it is cancelled.
@Suite("Devices: a controller unplugged mid-input")
struct ControllerDisconnectTests {
    static let cause = Devices.controllerDisconnectedCause

    @Test func unpluggedWhileAHoldsATouchCancelsTheTouch() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.devices.controllerConnected(id: 7, name: "Pad")
        session.devices.controllerButton(.a, down: true, controller: 7)
        let touch = try #require(session.application.activeTouchIdentifiers.first)

        session.devices.controllerDisconnected(id: 7, hadMotion: false)

        let last = try #require(session.history.recorder.steps.compactMap(\.deliveryResult).last)
        #expect(last.event == "touchesCancelled")
        #expect(last.touch == touch)
        #expect(last.cause == Self.cause)
        #expect(session.application.activeTouchIdentifiers.isEmpty)
        #expect(session.history.fingers.isEmpty && session.devices.pointerTouch == nil)
        #expect(session.devices.controllerPointer == nil, "the last controller took its pointer with it")
        #expect(session.viewer.statusMessage == "Controller disconnected: Pad")
    }

    @Test func anotherControllerLeavingKeepsTheTouch() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        session.devices.controllerConnected(id: 1, name: "Left")
        session.devices.controllerConnected(id: 2, name: "Right")
        session.devices.controllerButton(.a, down: true, controller: 1)

        session.devices.controllerDisconnected(id: 2, hadMotion: false)

        #expect(session.application.activeTouchIdentifiers.count == 1)
        #expect(session.devices.controllerPointer != nil)
        session.devices.controllerButton(.a, down: false, controller: 1)
        #expect(session.history.recorder.steps.compactMap(\.deliveryResult).last?.event == "touchesEnded")
    }

    @Test func unpluggedWhileAButtonIsDownCancelsItsPress() throws {
        let session = try StageFixtures.session("18-shake")
        session.devices.controllerConnected(id: 3, name: "Pad")
        session.devices.controllerButton(.b, down: true, controller: 3)

        session.devices.controllerDisconnected(id: 3, hadMotion: false)

        let results = session.history.recorder.steps.compactMap(\.deliveryResult)
        #expect(results.map(\.event) == ["pressesBegan", "pressesCancelled"])
        #expect(results.last?.cause == Self.cause)
        session.devices.controllerButton(.b, down: false, controller: 3)
        #expect(session.history.recorder.steps.compactMap(\.deliveryResult).count == 2, "the lift of an unplugged button is not a press")
    }

    @Test func unpluggedMidShakeCancelsTheShake() throws {
        let session = try StageFixtures.session("18-shake")
        session.devices.controllerConnected(id: 4, name: "Pad")
        for index in 0..<200 {
            let sign = index / 20 % 2 == 0 ? 1.0 : -1.0
            session.devices.feed(IMUSample(time: Double(index) * 0.005, sensor: .gyroscope, x: 0, y: 0, z: 9 * sign))
        }
        #expect(session.application.isMotionInProgress)

        session.devices.controllerDisconnected(id: 4, hadMotion: true)

        let last = try #require(session.history.recorder.steps.compactMap(\.deliveryResult).last)
        #expect(last.event == "motionCancelled")
        #expect(last.cause == Self.cause)
        #expect(!session.application.isMotionInProgress)
    }

    @Test func aFingerDownAcrossAReloadDoesNotLiftTheNewScenesTouch() throws {
        let session = try StageFixtures.session("01-hit-testing-basics")
        let old = session.freshTouchID()
        session.touch(old, .began, at: CGPoint(x: 350, y: 350))
        let lesson = try #require(StageFixtures.catalog.lesson(id: "01-hit-testing-basics"))
        session.replaceScene(try LoadedScene.load(contentsOf: lesson.url), url: lesson.url, name: lesson.id)

        let new = session.freshTouchID()
        session.touch(new, .began, at: CGPoint(x: 350, y: 350))

        #expect(new != old)
        #expect(session.application.activeTouchIdentifiers == [new])
    }
}
