import Foundation
import ResponderCore
import SandboxScenes

/// Y asked about a large scene, answered on a thread of its own so that the window keeps
/// drawing and taking input meanwhile (2,000 views take some 40 ms to answer, more than a frame
/// may). The scene's document and its state are taken on the window's thread when Y is
/// pressed; the thread builds its own copy of the scene from them and never reads the live
/// one. The viewer looks for the answer once a turn of the window's loop and shows it only if
/// the scene is still the one asked about (see `Viewer.finishAskingWhy`).
final class WhyQuestion {
    /// The view selected when Y was pressed (the answer may be about the button a label stands for).
    let selection: String
    let point: CGPoint?
    /// The fingers held down when Y was pressed, where each went down.
    let holding: [CGPoint]
    /// Whether a view that takes no touches itself is answered for the control it is in.
    let standIn: Bool
    /// The note of an answer asked again (a key changed a property): kept, as its point is.
    let keptNote: String?
    /// The scene asked about, and its state then: the answer holds for that state only.
    let scene: LoadedScene
    let state: SceneState
    /// What the status line says meanwhile.
    let status: String
    private let lock = NSLock()
    private var result: WhyAnswer??
    private let finished = DispatchSemaphore(value: 0)

    init(selection: String, point: CGPoint?, holding: [CGPoint], standIn: Bool, keptNote: String?, scene: LoadedScene) {
        self.selection = selection
        self.point = point
        self.holding = holding
        self.standIn = standIn
        self.keptNote = keptNote
        self.scene = scene
        let state = SceneState(of: scene)
        self.state = state
        status = "Asking why \(selection) does or does not get a touch\(point.map { " at " + WhyAnswer.format($0) } ?? "")…"
        let document = scene.document
        let thread = Thread { [self] in
            // Only values cross over: the copy is this thread's own.
            let copy = LoadedScene(document: document, state: state)
            let answer = Viewer.answer(about: selection, at: point, holding: holding, in: copy, standIn: standIn, keepingNote: keptNote)
            lock.lock()
            result = .some(answer)
            lock.unlock()
            finished.signal()
        }
        // Building a scene recurses with its nesting (64 levels at most): the main thread's
        // 8 MiB, not a secondary thread's smaller default.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The answer once the thread is done (nil inside when the view has no answer); nil while it works.
    var answer: WhyAnswer?? {
        lock.lock()
        defer { lock.unlock() }
        return result
    }

    /// Waits for the thread (tests, after they have checked the window meanwhile).
    func wait() {
        finished.wait()
        finished.signal()
    }
}
