import ArgumentParser
import Foundation
import SandboxPlatform
import SandboxScenes
import SandboxStage

/// `responder-sandbox [SCENE]`: the window.
struct OpenWindow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the window on a scene (the default command).",
        discussion: """
        Click a view to send a touch and watch hit-testing and the responder chain play out. Press H in the window for every key. The scene file is reloaded when it changes on disk. Without a display, use 'trace' or 'render', or run under xvfb-run.
        """
    )

    @Argument(help: "A scene file, a recursiveDescription dump, a lesson id, or the start of one lesson's id (05); default: the first lesson.",
              completion: SceneCompletion.kind)
    var scene: String?

    @Option(help: ArgumentHelp("The window's size in points.", valueName: "WIDTHxHEIGHT"), transform: { try WindowSize.parse($0) })
    var size: WindowSize?

    // Numbers taken as given, a negative one too, so that validate() says what is wrong.
    @Option(parsing: .unconditional, help: ArgumentHelp("Quit on its own after this many seconds (0: once the first frame is shown).", valueName: "SECONDS"))
    var quitAfter: Double?

    @Option(help: ArgumentHelp("Save the window as a PNG when quitting.", valueName: "FILE.png"), completion: .file(extensions: ["png"]))
    var screenshotOnQuit: String?

    @Flag(help: "Print every delivery step to standard output as it happens.")
    var printTrace = false

    @Flag(help: "On quitting, print the time to the first frame and frame times to standard error.")
    var statistics = false

    @Option(help: ArgumentHelp("Which of SDL's renderers draws the window: 'auto' takes the software one where the accelerated one would be OpenGL on a software rasteriser (no GPU: Xvfb, VNC), 'software' always, 'accelerated' SDL's first accelerated one (OpenGL, Metal) always.",
                               valueName: "auto|software|accelerated"))
    var renderer: RendererChoice.Preference = .auto

    @Flag(help: "Start the scene's own example input (its 'events:' key): its first command runs, Enter or → runs the next.")
    var lessonEvents = false

    @Option(parsing: .unconditional, help: ZoomOption.help)
    var zoom: Double?

    @Flag(help: "Start in edit mode (Ctrl+E): drag views to move and resize them, Ctrl+S saves.")
    var edit = false

    @Option(help: ArgumentHelp("Write what you do in the window to an events file, as it happens (Ctrl+R stops and starts again); 'trace SCENE --events FILE' replays it.", valueName: "FILE"),
            completion: .file())
    var record: String?

    @Flag(help: "Let --record replace a file that already exists (never the scene being opened).")
    var overwrite = false

    /// Whether two paths name one file (through links, or as hard links of it).
    static func isSameFile(_ first: String, _ second: String) -> Bool {
        var a = stat(), b = stat()
        guard stat(first, &a) == 0, stat(second, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    func validate() throws {
        if let quitAfter, !(quitAfter.isFinite && quitAfter >= 0) {
            throw ValidationError("--quit-after takes a number of seconds, 0 or more")
        }
        try ZoomOption.check(zoom)
        if overwrite, record == nil { throw ValidationError("--overwrite is for --record FILE: give the file it may replace") }
    }

    func run() throws {
        let session = try StageSetup.session(for: scene)
        if let reason = SDLLibrary.missingDisplayReason() {
            throw StageSetup.failure("cannot open a window: \(reason). Use 'responder-sandbox trace' or 'responder-sandbox render … --out FILE.png' instead, or run under xvfb-run.")
        }
        try runWindow(session)
        SDLLibrary.stop()
    }

    /// Everything SDL made is gone when this returns, before SDL stops.
    private func runWindow(_ session: SandboxSession) throws {
        let fonts = try StageSetup.startSDL(video: true)
        if SDLLibrary.videoDriverShowsNothing {
            throw StageSetup.failure("cannot open a window: SDL found no display. Use 'responder-sandbox trace' or 'render' instead, or run under xvfb-run.")
        }
        var options = SandboxApp.Options()
        if let size { options.windowSize = size.size }
        if let usable = SDLLibrary.usableDisplaySize(), let fitted = SDLLibrary.fitted(options.windowSize, into: usable) {
            FileHandle.standardError.write(Data("responder-sandbox: \(SDLLibrary.fitNote(asked: options.windowSize, usable: usable, fitted: fitted))\n".utf8))
            options.windowSize = fitted
        }
        if let zoom { session.viewer.zoom = zoom }
        options.quitAfter = quitAfter
        options.screenshotOnQuit = screenshotOnQuit
        options.printTrace = printTrace
        options.printStatistics = statistics
        options.renderer = renderer
        options.launchTime = ResponderSandbox.launchTime
        if let record {
            if Self.isSameFile(record, session.sceneURL.path) {
                throw StageSetup.failure("--record \(record.pathShownInMessage): this is the scene being opened; record to another file")
            }
            session.studio.recordingURL = URL(fileURLWithPath: record)
            do {
                try session.studio.startRecording(to: URL(fileURLWithPath: record), replacing: overwrite)
            } catch {
                throw StageSetup.failure("--record: \(error)")
            }
        }
        if lessonEvents { session.viewer.playLessonEvents() }
        if edit { session.studio.toggleEditMode() }
        let app: SandboxApp
        do {
            app = try SandboxApp(session: session, fonts: fonts, options: options)
        } catch {
            throw StageSetup.failure("\(error). Without a display, use 'trace' or 'render' instead, or run under xvfb-run.")
        }
        app.run()
    }
}

extension RendererChoice.Preference: ExpressibleByArgument {}
