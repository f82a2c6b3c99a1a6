import Foundation
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// One seed's storm: the driver makes the input, the checker reads what it did, and every
/// scene replaced on the way is checked to have been freed.
final class StormRun {
    let seed: UInt64
    let driver: StormDriver
    let checker: SessionInvariantChecker
    private(set) var played = 0
    /// Scenes replaced while the storm ran that were still alive afterwards, with what survived.
    private(set) var scenesNotFreed: [String] = []
    private(set) var scenesReplaced = 0
    private var watch = SceneReleaseWatch()
    private weak var watchedScene: LoadedScene?

    init(seed: UInt64, measuresMemory: Bool = false) throws {
        self.seed = seed
        driver = try StormDriver(seed: seed, measuresMemory: measuresMemory)
        checker = SessionInvariantChecker(seed: seed, session: driver.session)
        watchScene()
    }

    var session: SandboxSession { driver.session }

    func play(_ count: Int) {
        for _ in 0..<count {
            let event = driver.step()
            checker.check(session, after: event, index: played, removed: driver.removedView, canEnd: driver.canEnd)
            played += 1
            if watchedScene !== session.scene { sceneWasReplaced() }
        }
    }

    /// Ends everything the storm began and checks that nothing is left open.
    func finish() {
        driver.finish()
        checker.check(session, after: .none, index: played)
        checker.checkAllFinished(session)
    }

    /// Replaces the scene with a fresh copy and says what of the old one is still alive.
    func replaceSceneAndListSurvivors() -> [String] {
        driver.reloadStormScene()
        checker.check(session, after: .reload("storm"), index: played)
        let survivors = watch.survivors
        watchScene()
        return survivors
    }

    private func sceneWasReplaced() {
        scenesReplaced += 1
        let survivors = watch.survivors
        if !survivors.isEmpty, scenesNotFreed.count < 3 {
            scenesNotFreed.append("seed \(seed), event #\(played - 1): \(survivors.prefix(6).joined(separator: ", "))")
        }
        watchScene()
    }

    private func watchScene() {
        watch.watch(session.scene)
        watchedScene = session.scene
    }
}
