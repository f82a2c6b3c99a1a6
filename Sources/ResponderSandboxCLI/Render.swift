import ArgumentParser
import Foundation
import SandboxPlatform
import SandboxScenes
import SandboxStage

/// `responder-sandbox render SCENE --out FILE.png`: the window after the input, headless.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw the window as it looks after the input to a PNG, or its whole animation to a GIF, MP4, WebM or APNG.",
        discussion: """
        Needs no display. Taps run first, then the events file, then the IMU file, then the scene's own example input (--lesson-events). A PNG shows the last input's hit-testing and responder chain as the window shows them once the animation ends, or after its first N steps with --step N.
        --out FILE.gif, .mp4, .webm or .apng draws the whole animation instead, at teaching speed: each input plays as the window plays it, the next one once its animation has ended (a lesson's commands one after another, with their captions), ending on the final picture held for a second. Needs ffmpeg (the package 'ffmpeg' on Debian and in Homebrew).
          responder-sandbox render 01 --lesson-events --out lesson.gif --size 960x600
        """
    )

    @Argument(help: "A scene file, a recursiveDescription dump, a lesson id, or the start of one lesson's id (05).", completion: SceneCompletion.kind)
    var scene: String

    @Option(help: ArgumentHelp("Where to write the picture: .png, or .gif, .mp4, .webm or .apng for the whole animation.", valueName: "FILE"),
            completion: .file(extensions: ["png"] + AnimationFormat.allCases.map(\.rawValue)))
    var out: String

    // Each number is taken as given, a negative one too, so that its own check says what is wrong
    // (ArgumentParser would read '-1' as an unknown option and say the value is missing).
    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second of an animated output (1 to 60; default 15).", valueName: "N"))
    var fps: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Speed of an animated output, as the window's + and − keys set it: 0.25, 0.5, 1, 2, 4 or 8 (default 1).", valueName: "X"))
    var speed: Double?

    @OptionGroup var input: InputOptions

    @Option(help: ArgumentHelp("The window's size in points.", valueName: "WIDTHxHEIGHT"), transform: { try WindowSize.parse($0) })
    var size: WindowSize?

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point: 2 for a sharp figure on a HiDPI page.", valueName: "N"))
    var scale: Double = 1

    @Flag(help: "Draw the exploded 3D view of the nesting.")
    var explode = false

    @Option(help: ArgumentHelp("Select a responder (a view, a view controller, …), so its properties show in the side panel.", valueName: "NAME"))
    var select: String?

    @Flag(help: "With --select VIEW: show why VIEW does or does not get a touch (the window's Y), in the panel and on the canvas; at the last --tap's point if any, else for the whole of VIEW, by regions.")
    var why = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Draw the window after the first N steps of the last input's animation (default: its end).", valueName: "N"))
    var step: Int?

    @Option(parsing: .unconditional, help: ZoomOption.help)
    var zoom: Double?

    @Flag(help: "Show the help overlay.")
    var helpOverlay = false

    @Option(help: ArgumentHelp("Also write the canvas's layout report as JSON: each label with its view, rectangle and leader length, each line with what it crosses, and 'problems' (empty when the picture is clean).", valueName: "FILE.json"),
            completion: .file(extensions: ["json"]))
    var layoutReport: String?

    func validate() throws {
        guard scale.isFinite, (0.5...4).contains(scale) else { throw ValidationError("--scale takes a number from 0.5 to 4") }
        if let step, step < 0 { throw ValidationError("--step takes a number of steps, 0 or more") }
        try ZoomOption.check(zoom)
        if why, select == nil { throw ValidationError("--why asks about the selected view: add --select VIEW") }
        try validateAnimation()
    }

    /// The types `--out` can name, by extension.
    static let outputTypes = ".png, " + AnimationFormat.extensionList

    /// `--fps` and `--speed` shape an animation; a PNG has none, so they are refused there.
    private func validateAnimation() throws {
        // The picture's type follows the name: an `--out x.jpg` filled with PNG bytes would lie.
        guard AnimationFormat(path: out) != nil || (out as NSString).pathExtension.lowercased() == "png" else {
            throw ValidationError("--out \(out.pathShownInMessage): the file's extension names its type; use one of \(Self.outputTypes)")
        }
        guard let format = AnimationFormat(path: out) else {
            if fps != nil || speed != nil {
                throw ValidationError("--fps and --speed are for animated output: --out FILE with \(AnimationFormat.extensionList)")
            }
            return
        }
        if why { throw ValidationError("--why draws one picture: use it with --out FILE.png") }
        if layoutReport != nil { throw ValidationError("--layout-report describes one picture: use it with --out FILE.png") }
        if step != nil { throw ValidationError("--step draws one moment to a PNG; an animated --out shows every step") }
        if let fps, !(1...60).contains(fps) { throw ValidationError("--fps takes a number of frames per second from 1 to 60") }
        let points = size?.size ?? CGSize(width: 1280, height: 800)
        let width = Int((Double(points.width) * scale).rounded()), height = Int((Double(points.height) * scale).rounded())
        if let limit = format.largestFrame(width: width, height: height) {
            throw ValidationError("--out \(out.pathShownInMessage): a frame of \(width)×\(height) pixels is too large for \(limit); choose a smaller --size or --scale")
        }
        if let speed, !Timeline.speeds.contains(speed) {
            throw ValidationError("--speed takes one of the window's speeds: \(Timeline.speeds.map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: ", "))")
        }
    }

    func run() throws {
        if let format = AnimationFormat(path: out) { return try export(format) }
        let session = try StageSetup.session(for: scene)
        let commands = try input.commands(for: session.scene)
        let imu = try input.imuTrace()
        let lessonScript = try input.lessonScript(for: session.scene, name: session.sceneName)
        let select = try selection(in: session)
        for (command, line) in commands { session.run(command, line: line) }
        if let imu { session.devices.run(imu) }
        if lessonScript != nil { session.viewer.playLessonEvents() }
        if explode { session.viewer.toggleExplode() }
        session.viewer.select(select)
        if helpOverlay { session.perform(.toggleHelp) }
        session.finishAnimations()
        try showFirstSteps(of: session)
        if why {
            guard let select, session.scene.view(named: select) != nil else {
                throw SceneArgument.error("--why: \((select ?? "").shownInMessage()) is not a view; --select a view to ask why it does or does not get a touch")
            }
            // At the last --tap's point, as `why --tap` asks; the tap ran as input too.
            session.viewer.askWhy(at: input.taps.last?.point)
        }
        // Zoomed around the hit-test view, as the zoom keys do with the pointer off the scene.
        if let zoom { session.viewer.setZoom(zoom, around: session.viewer.zoomAnchor) }
        session.viewer.clearStatusMessage()
        try draw(session)
        SDLLibrary.stop()
        printNotes(of: session)
    }

    /// `--select`'s responder: its name, or a view named as `why` takes it (the address the
    /// debugger printed, a class only one view has, the text it shows, any case).
    func selection(in session: SandboxSession) throws -> String? {
        guard let select, session.responder(named: select) == nil else { return select }
        do {
            return try WhyViewLookup(scene: session.scene).view(for: select)
        } catch {
            throw SceneArgument.error("--select: the scene has no responder named '\(select.shownInMessage())'" + error.suggestion)
        }
    }

    /// The events file's run-time notes, on standard error.
    func printNotes(of session: SandboxSession) {
        if session.runner.forgottenMessageCount > 0 {
            FileHandle.standardError.write(Data("responder-sandbox: note: \(session.runner.forgottenMessageCount) earlier notes not kept\n".utf8))
        }
        for message in session.runner.messages {
            FileHandle.standardError.write(Data("responder-sandbox: note: \(message)\n".utf8))
        }
    }

    /// `--step N`: the last input's animation stopped after its first N steps.
    private func showFirstSteps(of session: SandboxSession) throws {
        guard let step else { return }
        let count = session.history.timeline.steps.count
        guard step <= count else {
            throw SceneArgument.error("--step \(step): the last input's animation has \(count) step\(count == 1 ? "" : "s"); choose 0 to \(count)")
        }
        session.history.show(firstSteps: step)
    }

    /// Draws and saves; everything SDL made is gone before SDL stops.
    private func draw(_ session: SandboxSession) throws {
        let fonts = try StageSetup.startSDL(video: false)
        do {
            let stage = try HeadlessStage(pointSize: size?.size ?? CGSize(width: 1280, height: 800), pixelScale: scale, fonts: fonts)
            stage.draw(session)
            try stage.savePNG(to: out)
            if let layoutReport {
                let report = CanvasLayoutReport(frame: session.frame, measurer: stage.measurer)
                try report.json().write(to: URL(fileURLWithPath: layoutReport), options: .atomic)
            }
        } catch {
            throw StageSetup.failure("\(error)")
        }
    }
}
