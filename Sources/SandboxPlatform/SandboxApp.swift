import CSDL2
import Foundation
import ResponderCore
import SandboxScenes
import SandboxStage

/// The window's run loop. It sleeps in `SDL_WaitEventTimeout` and draws only when something
/// changed: input, an animation still running, a reload, a resize.
public final class SandboxApp {
    public struct Options {
        public var windowSize = CGSize(width: 1280, height: 800)
        /// Quit on its own after this many seconds (for scripted runs and CI).
        public var quitAfter: Double?
        /// Save the window as a PNG here when quitting.
        public var screenshotOnQuit: String?
        /// Print every trace step to standard output as it is delivered.
        public var printTrace = false
        /// Where `printTrace` writes each line: standard output, or a test's collector.
        public var traceOutput: (String) -> Void = { line in
            print(line)
            fflush(stdout)
        }
        public var screenshotDirectory = FileManager.default.currentDirectoryPath
        /// Print timing figures to standard error when quitting.
        public var printStatistics = false
        /// When the process started (uptime nanoseconds), for the time to the first frame.
        public var launchTime: UInt64?
        /// The wall clock in milliseconds, which the app's clock follows: SDL's ticks, or a
        /// test's own clock so that a test's timing never depends on the machine's speed.
        public var milliseconds: () -> UInt64 = { SDL_GetTicks64() }
        /// How a large dropped or pasted file is read off the window's thread: `Studio.read`,
        /// or a test's, which holds the read back until the test has checked the window.
        public var arrivalReader: (URL, Studio.Arrival) -> Result<LoadedScene, SourceDiagnostics> = Studio.read
        /// How S's picture is encoded and written off the window's thread: a PNG written whole
        /// or not at all, or a test's, which holds the write back until the test has checked the window.
        public var screenshotWriter: @Sendable (ScreenshotPixels, String) throws -> Void = { try PNGWriter.write($0, to: $1) }
        /// Which of SDL's renderers draws the window (`open --renderer`).
        public var renderer = RendererChoice.Preference.auto

        public init() {}
    }

    /// The longest sleep between looks at the scene file and the quit timer.
    static let idleWakeInterval = 0.5
    static let frameInterval = 1.0 / 60
    /// From this many responders on, Y's answer is worked out on a thread of its own: a 300-view
    /// screen answers in a few milliseconds, 2,000 views in some 40 ms (Benchmarks/README.md).
    static let whyOffTheFrameFromViews = 500

    let session: SandboxSession
    let options: Options
    private let window: SandboxWindow
    let watcher: SceneFileWatcher
    let controllers: ControllerHub
    let fonts: FontBook
    /// Shift+S's export under way, drawn a few frames each turn of the loop.
    var animationExport: WindowAnimationExport?
    /// A large file dropped or pasted, being read on a thread of its own.
    var arrivalRead: ArrivalRead?
    /// S's screenshots being encoded and written on a queue of their own.
    let screenshots: ScreenshotQueue
    /// SDL's clock when the app's clock last caught up with it.
    private var clockTicks: UInt64
    var needsDraw = true
    private var running = true
    /// A quit refused (unsaved edits with nowhere to keep them) is tried again by
    /// `--quit-after` a second later, not every turn of the loop.
    private var quitRetry: Double?
    /// When an outside change of the scene file was held back because the unsaved edits it
    /// would replace had nowhere to go; nil when none is.
    var outsideChangeHeld: Double?
    private var lastTicks: UInt64
    private let startTicks: UInt64
    var printedSteps = 0
    /// Frames drawn so far and the time each took to draw (not counting the present, which
    /// may wait for the display).
    public private(set) var framesDrawn = 0
    public private(set) var drawSeconds: [Double] = []
    /// Draw and present together: what a frame costs when the display's side is counted.
    private var frameSeconds: [Double] = []
    /// A whole turn of the loop that drew a frame: its input handled (a key's work, Y's answer
    /// included), time advanced, the frame drawn and presented. What the user waits for.
    private var turnSeconds: [Double] = []
    /// When the current turn's work began: the moment the wait for input ended.
    private var turnStarted: UInt64 = 0
    /// The part of each such turn before drawing: input handled, time advanced, files read.
    private var inputSeconds: [Double] = []
    private var firstFrameTime: UInt64?
    /// What the current turn did that changed the picture, for the frame it draws.
    private var turnCauses: [FrameRecord.Cause] = []
    /// The scene the last frame showed: a frame of another is that scene's first.
    private weak var lastDrawnScene: LoadedScene?
    /// The slowest frames so far, each with what it did, for `--statistics`.
    public private(set) var slowestFrames = SlowestFrames()

    public init(session: SandboxSession, fonts: FontBook, options: Options) throws {
        self.session = session
        self.options = options
        self.fonts = fonts
        startTicks = options.milliseconds()
        clockTicks = startTicks
        lastTicks = startTicks
        window = try SandboxWindow(title: "Responder Sandbox", size: options.windowSize, fonts: fonts, preference: options.renderer)
        watcher = SceneFileWatcher(url: session.sceneURL)
        controllers = ControllerHub(session: session)
        screenshots = ScreenshotQueue(writer: options.screenshotWriter)
        session.viewer.viewportSize = window.pointSize
        // Y on a large scene is answered off the frame, so that no frame waits for it.
        session.viewer.whyOffTheFrameFromViews = Self.whyOffTheFrameFromViews
        printedSteps = session.history.recorder.total
        forgetWindowEventsOfOpening()
    }

    /// On X11, creating the renderer can recreate the window (SDL hides it and shows it
    /// again: SHOWN, HIDDEN, SHOWN, observed under Xvfb): those events belong to opening the
    /// window, not to the system taking it away, so they must not cancel a lesson's first touch.
    private func forgetWindowEventsOfOpening() {
        SDL_PumpEvents()
        SDL_FlushEvent(SDL_WINDOWEVENT.rawValue)
    }

    /// How the window measures text, so a panel row can be found where it is drawn.
    var measurer: TextMeasuring { window.drawing.measurer }

    var now: Double { Double(options.milliseconds() - startTicks) / 1000 }

    /// Runs until the window closes, Q is pressed or `quitAfter` passes.
    public func run() {
        while running {
            waitAndHandleEvents()
            advanceTime()
            if animationExport != nil { note(.export) }
            continueAnimationExport()
            if finishArrivalRead() { needsDraw = true }
            if finishScreenshots() { needsDraw = true }
            reloadIfChanged()
            // Drawn before the time limit is checked, so that even --quit-after 0 presents a frame.
            if needsDraw && running {
                let input = Double(DispatchTime.now().uptimeNanoseconds - turnStarted) / 1e9
                inputSeconds.append(input)
                if inputSeconds.count > 1_000 { inputSeconds.removeFirst(500) }
                if session.scene !== lastDrawnScene { note(.sceneShown) }
                let causes = turnCauses, showsWhy = session.viewer.why != nil
                let (draw, present) = drawFrame(present: true)
                let whole = Double(DispatchTime.now().uptimeNanoseconds - turnStarted) / 1e9
                turnSeconds.append(whole)
                if turnSeconds.count > 1_000 { turnSeconds.removeFirst(500) }
                slowestFrames.add(FrameRecord(number: framesDrawn, causes: causes, showsWhy: showsWhy, input: input, draw: draw,
                                              present: present, whole: whole))
            }
            if let limit = quitRetry ?? options.quitAfter, now >= limit, !quit() { quitRetry = now + 1 }
        }
    }

    /// Handles whatever SDL has queued without waiting: what the tests drive frame by frame.
    public func pump(seconds: Double = 0) {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { handle(event) }
        if seconds > 0 { needsDraw = session.tick(seconds) || needsDraw }
        continueAnimationExport()
        if finishArrivalRead() { needsDraw = true }
        if finishScreenshots() { needsDraw = true }
        reloadIfChanged(force: true)
        if needsDraw { drawFrame(present: true) }
    }

    /// Draws now, whether or not anything changed (after a test jumps the animation).
    public func redraw() {
        drawFrame(present: true)
    }

    /// One pixel of the last frame drawn, in pixels.
    public func pixel(x: Int, y: Int) -> StageColor {
        window.pixel(x: x, y: y)
    }

    public func savePNG(to path: String) throws {
        drawFrame(present: false)
        try window.savePNG(to: path)
    }

    /// The frame drawn now, read back for S (the PNG itself is written off this thread).
    func readBackFrame() throws -> ScreenshotPixels {
        drawFrame(present: false)
        return try window.readBack()
    }

    public var isRunning: Bool { running }

    private func waitAndHandleEvents() {
        var event = SDL_Event()
        // A frame already due (the first one, say) is not held back waiting for an event.
        // A file being read is looked for every frame, so that it shows as soon as it is built;
        // so is a screenshot being written, so that its path shows once it is there.
        let timeout = session.isAnimating || animationExport != nil || arrivalRead != nil || screenshots.isBusy ? Self.frameInterval : min(Self.idleWakeInterval, session.secondsUntilNextChange ?? Self.idleWakeInterval)
        let arrived = SDL_WaitEventTimeout(&event, needsDraw ? 0 : Int32(max(1, timeout * 1000))) != 0
        turnStarted = DispatchTime.now().uptimeNanoseconds
        if arrived {
            handle(event)
            while SDL_PollEvent(&event) != 0 { handle(event) }
        }
    }

    private func advanceTime() {
        let ticks = options.milliseconds()
        let seconds = min(0.25, Double(ticks - lastTicks) / 1000)
        lastTicks = ticks
        passRealTime()
        let animating = session.isAnimating, asking = session.viewer.askingWhyAbout != nil
        guard session.tick(seconds) else { return }
        needsDraw = true
        let arrived = asking && session.viewer.askingWhyAbout == nil
        if arrived { note(.whyAnswerArrived) }
        if animating { note(.animation) }
        if !arrived && !animating { note(.clock) }
    }

    /// Something this turn did that the frame it draws shows (each kind once).
    private func note(_ cause: FrameRecord.Cause) {
        if !turnCauses.contains(cause) { turnCauses.append(cause) }
    }

    /// Draws the session; returns what the drawing cost part by part, and the present's time.
    @discardableResult
    private func drawFrame(present: Bool) -> (DrawTimes, Double?) {
        lastDrawnScene = session.scene
        turnCauses = []
        let started = DispatchTime.now().uptimeNanoseconds
        let draw = window.draw(session)
        let drawn = DispatchTime.now().uptimeNanoseconds
        drawSeconds.append(Double(drawn - started) / 1e9)
        var presentSeconds: Double?
        if present {
            window.present()
            let presented = DispatchTime.now().uptimeNanoseconds
            presentSeconds = Double(presented - drawn) / 1e9
            frameSeconds.append(Double(presented - started) / 1e9)
            if frameSeconds.count > 1_000 { frameSeconds.removeFirst(500) }
        }
        if firstFrameTime == nil { firstFrameTime = DispatchTime.now().uptimeNanoseconds }
        if drawSeconds.count > 1_000 { drawSeconds.removeFirst(500) }
        framesDrawn += 1
        needsDraw = false
        printNewSteps()
        return (draw, presentSeconds)
    }

    private func printNewSteps() {
        guard options.printTrace else { return }
        // Indices run on across scenes (see `StageRecorder.init(firstIndex:)`), so after N or P
        // this prints the new scene's steps, not a range of the old scene's.
        for step in session.history.recorder.steps(from: printedSteps) { options.traceOutput(step.textLine) }
        printedSteps = session.history.recorder.total
    }

    /// The window's title bar: says where a scene brought to the window came from.
    func setWindowTitle(_ title: String) {
        SDL_SetWindowTitle(window.window, title)
    }

    /// False when the window stays open: unsaved edits that no folder can take.
    @discardableResult
    private func quit() -> Bool {
        // Q, closing the window and SIGTERM (SDL's quit event) all come here: edits not yet
        // saved are kept in a file of their own, never dropped; with nowhere to keep them the
        // window does not close (kill -9 still ends it).
        if let kept = session.studio.keepUnsavedEditsAside() {
            FileHandle.standardError.write(Data("responder-sandbox: unsaved edits of \(session.sceneURL.lastPathComponent) kept in \(kept.path)\n".utf8))
        } else if session.studio.editor?.hasUnsavedChanges == true {
            let message = Studio.nowhereToKeepMessage(folders: session.studio.unsavedEditsFoldersWording)
            session.viewer.show(message, for: 15)
            FileHandle.standardError.write(Data("responder-sandbox: \(message)\n".utf8))
            needsDraw = true
            return false
        }
        finishAnimationExport()
        finishScreenshotsBeforeQuitting()
        // The screenshot below still shows the REC marker; the file is closed after it.
        defer { session.studio.stopRecording(silently: true) }
        // Pasted text was kept for this window only (unsaved edits of it are in their own file).
        defer { try? FileManager.default.removeItem(at: Self.clipboardFile) }
        if let path = options.screenshotOnQuit {
            do {
                try savePNG(to: path)
            } catch {
                FileHandle.standardError.write(Data("responder-sandbox: \(error)\n".utf8))
            }
        }
        running = false
        if options.printStatistics { printStatistics() }
        return true
    }

    private func printStatistics() {
        let launchToFirstFrame = options.launchTime.flatMap { launch in firstFrameTime.map { Double($0 - launch) / 1e6 } }
        let lines = Self.statisticsLines(renderer: window.rendererChoice.summary(rendererName: window.rendererName),
                                         framesDrawn: framesDrawn, draw: drawSeconds, drawAndPresent: frameSeconds,
                                         whole: turnSeconds, input: inputSeconds, launchToFirstFrame: launchToFirstFrame) + slowestFrames.lines
        FileHandle.standardError.write(Data(lines.map { "statistics: \($0)\n" }.joined().utf8))
    }

    // MARK: Events

    /// The app's clock follows the wall clock, uncapped (unlike the animation's step), so an
    /// input is timestamped when it happened: multi-taps count as on a device, and a recording's
    /// `wait` lines are the real time between inputs.
    private func passRealTime() {
        let ticks = options.milliseconds()
        session.passRealTime(Double(ticks - clockTicks) / 1000)
        clockTicks = ticks
    }

    func handle(_ event: SDL_Event) {
        passRealTime()
        let changed: Bool
        switch SDL_EventType(event.type) {
        case SDL_QUIT: quit(); changed = false
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            changed = pointer(PointerTranslation.button(event.button, down: event.type == SDL_MOUSEBUTTONDOWN.rawValue,
                                                        modifiers: SDL_GetModState().rawValue))
        case SDL_MOUSEMOTION: changed = pointer(PointerTranslation.motion(event.motion))
        case SDL_MOUSEWHEEL: changed = pointer(PointerTranslation.wheel(event.wheel))
        case SDL_FINGERDOWN: changed = pointer(PointerTranslation.finger(event.tfinger, phase: .began))
        case SDL_FINGERMOTION: changed = pointer(PointerTranslation.finger(event.tfinger, phase: .moved))
        case SDL_FINGERUP: changed = pointer(PointerTranslation.finger(event.tfinger, phase: .ended))
        case SDL_KEYDOWN: changed = key(event.key)
        case SDL_TEXTINPUT: changed = textInput(event.text)
        case SDL_CONTROLLERDEVICEADDED: changed = controllers.deviceAdded(index: event.cdevice.which)
        case SDL_CONTROLLERDEVICEREMOVED: changed = controllers.deviceRemoved(id: event.cdevice.which)
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
            changed = controllers.button(event.cbutton, down: event.type == SDL_CONTROLLERBUTTONDOWN.rawValue)
        case SDL_CONTROLLERAXISMOTION: changed = controllers.axis(event.caxis)
        case SDL_CONTROLLERSENSORUPDATE: changed = controllers.sensor(event.csensor)
        case SDL_WINDOWEVENT: changed = windowEvent(event.window)
        case SDL_DROPFILE: changed = dropFile(event.drop)
        default: changed = false
        }
        if changed {
            needsDraw = true
            if let cause = FrameRecord.Cause(event) { note(cause) }
        }
        syncTextInput()
    }

    /// The pointer's input to the session; whether the picture changed.
    private func pointer(_ input: PointerInput?) -> Bool {
        guard let input else { return false }
        return session.pointer(input, measurer: measurer).changed
    }

    private func key(_ event: SDL_KeyboardEvent) -> Bool {
        let modifiers = UInt32(event.keysym.mod)
        let shift = (modifiers & KMOD_SHIFT.rawValue) != 0
        let control = (modifiers & (KMOD_CTRL.rawValue | KMOD_GUI.rawValue)) != 0
        if session.viewer.keysToApp, Int(event.keysym.sym) == Int(SDLK_ESCAPE.rawValue) {
            session.viewer.toggleKeysToApp()
            return true
        }
        if session.viewer.keysToApp, Int(event.keysym.sym) != Int(SDLK_TAB.rawValue) {
            // Every key but Tab goes to the app's key commands; a bare modifier waits for its key.
            guard let key = KeyMap.appKey(for: event.keysym.sym, modifiers: modifiers) else { return false }
            session.viewer.sendKey(key.input, modifierFlags: key.flags)
            return true
        }
        if let typed = typingKey(event.keysym.sym, shift: shift, control: control) { return typed }
        guard let command = KeyMap.command(for: event.keysym.sym, shift: shift, control: control, editing: session.studio.isEditing,
                                           palette: session.studio.palette != nil) else { return false }
        switch session.perform(command) {
        case .quit: quit()
        case .saveScreenshot: saveScreenshot()
        case .exportAnimation: startAnimationExport()
        case .toggleRecording: session.studio.toggleRecording(directory: URL(fileURLWithPath: options.screenshotDirectory))
        case .pasteScene: pasteScene()
        case nil: break
        }
        return true
    }

    private func windowEvent(_ event: SDL_WindowEvent) -> Bool {
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            window.refreshScale()
            _ = pointer(.interruption(cause: "the window was resized"))
            return true
        case SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED:
            return pointer(.interruption(cause: "the window was hidden"))
        case SDL_WINDOWEVENT_FOCUS_LOST:
            session.devices.cancelShake(cause: "the window lost focus")
            return pointer(.interruption(cause: "the window lost focus")) || true
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_DISPLAY_CHANGED:
            window.refreshScale()
            return true
        default:  // The mouse leaving the window takes the hover card away.
            return SDL_WindowEventID(UInt32(event.event)) == SDL_WINDOWEVENT_LEAVE && pointer(.exit)
        }
    }
}
