import Foundation
import ResponderCore
import SandboxScenes

extension SandboxSession {
    /// Carries out a control, the viewer's and the studio's keys by their rooms (each switches
    /// over its own enum: a key sent to the wrong room does not compile); returns what is left
    /// for the platform to do.
    @discardableResult
    public func perform(_ command: StageCommand) -> StageEffect? {
        studio.commandArrived(command)
        switch command {
        case .togglePause: history.togglePause()
        case .stepForward: if !viewer.runsNextCommandOnStepForward() { history.stepForward() }
        case .stepBackward: history.stepBackward()
        case .replay: if !history.replay() { viewer.show(history.nothingToReplay) }
        case .faster: history.faster(); viewer.show("Speed ×\(Viewer.formatted(history.timeline.speed))", for: 1.5)
        case .slower: history.slower(); viewer.show("Speed ×\(Viewer.formatted(history.timeline.speed))", for: 1.5)
        case .clear: history.clear()
        case .nextLesson, .previousLesson: if !studio.keepsUnsavedEdits() { moveLesson(by: command == .nextLesson ? 1 : -1) }
        case .viewer(let key): viewer.perform(key)
        case .screenshot: return .saveScreenshot
        case .exportAnimation: return .exportAnimation
        case .toggleRecording: return .toggleRecording
        case .pasteScene: return studio.keepsUnsavedEdits() ? nil : .pasteScene
        case .shake: run(.shake(.whole))
        case .playLessonEvents: if !studio.refusedInEditMode("play the lesson's input") { viewer.playLessonEvents() }
        case .resetLesson: if !studio.keepsUnsavedEdits() { viewer.resetLesson() }
        case .studio(let key): studio.perform(key)
        case .toggleKeysToApp: if !studio.refusedInEditMode("give the keys to the app") { viewer.toggleKeysToApp() }
        case .quit: if studio.quitConfirmed() { return .quit }
        }
        return nil
    }

    /// What a room asks of another, sent to the room it belongs to: no room changes a sibling.
    func route(_ effect: RoomEffect) {
        switch effect {
        case .status(let text, let seconds): viewer.show(text, for: seconds)
        case .select(let name): viewer.select(name)
        case .editModeStarted: viewer.editModeStarted()
        case .newPicture: viewer.newPictureShown()
        case .record(let command): studio.record(command)
        case .recordNote(let text): studio.recordNote(text)
        case .input(let newEpisode, let input): history.deliver(newEpisode: newEpisode, input)
        case .motion(let input): studio.recordShakePhases(in: history.deliverMotion(input))
        case .forgetEndedFingers: history.forgetEndedFingers(); devices.forgetEndedTouch()
        case .playTimeline: history.play()
        case .edit(let command): studio.performEdit(command)
        case .dropTypedName: studio.finishTyping(keep: false)
        }
    }
}
