import Foundation
import ResponderCore

/// Delivers taps one after another for `why`'s regions, each as it would go on a fresh copy of
/// the scene, on as few copies as that allows: a copy (2,000 views take a while to build) is
/// kept for the next tap once a minute has passed on its clock (every recognizer back to
/// possible, the next tap a first tap again) and the tap changed nothing a later one depends
/// on: no touch left down, the same first responder (nil-targeted actions start there).
final class WhyTapper {
    private let scene: LoadedScene
    private var copy: LoadedScene?
    /// The time let pass after each tap: longer than any recognizer waits or a second tap counts.
    static let pause: TimeInterval = 60

    init(scene: LoadedScene) {
        self.scene = scene
    }

    func tap(at point: CGPoint) -> WhyOutcome {
        let copy = self.copy ?? scene.freshCopy()
        let firstResponder = copy.application.firstResponder
        let outcome = WhyDelivery.tap(at: point, on: copy).outcome
        copy.application.advanceClock(by: Self.pause)
        let settled = !copy.application.hasTouchesDown && copy.application.firstResponder === firstResponder
            && copy.recognizers.values.allSatisfy { $0.state == .possible }
        self.copy = settled ? copy : nil
        return outcome
    }
}
