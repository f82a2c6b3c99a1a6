import ArgumentParser
import Foundation
import SandboxPlatform
import SandboxScenes
import SandboxStage

/// `responder-sandbox render SCENE --out FILE.png`: the window after the input, headless.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw the window as it looks after the input, at the end of its animation, to a PNG.",
        discussion: """
        Needs no display. Taps run first, then the events file, then the IMU file, then the scene's own example input (--lesson-events). The picture shows the last input's hit-testing and responder chain as the window shows them once the animation ends, or after its first N steps with --step N.
        """
    )

    @Argument(help: "A scene file, a lesson id, or the start of one lesson's id (05).")
    var scene: String

    @Option(help: ArgumentHelp("Where to write the PNG.", valueName: "FILE.png"))
    var out: String

    @OptionGroup var input: InputOptions

    @Option(help: ArgumentHelp("The window's size in points.", valueName: "WIDTHxHEIGHT"))
    var size: WindowSize?

    @Option(help: ArgumentHelp("Pixels per point: 2 for a sharp figure on a HiDPI page.", valueName: "N"))
    var scale: Double = 1

    @Flag(help: "Draw the exploded 3D view of the nesting.")
    var explode = false

    @Option(help: ArgumentHelp("Select a responder (a view, a view controller, …), so its properties show in the side panel.", valueName: "NAME"))
    var select: String?

    @Option(help: ArgumentHelp("Draw the window after the first N steps of the last input's animation (default: its end).", valueName: "N"))
    var step: Int?

    @Option(help: ZoomOption.help)
    var zoom: Double?

    @Flag(help: "Show the help overlay.")
    var helpOverlay = false

    func validate() throws {
        guard scale.isFinite, (0.5...4).contains(scale) else { throw ValidationError("--scale takes a number from 0.5 to 4") }
        if let step, step < 0 { throw ValidationError("--step takes a number of steps, 0 or more") }
        try ZoomOption.check(zoom)
    }

    func run() throws {
        let session = try StageSetup.session(for: scene)
        let commands = try input.commands(for: session.scene)
        let imu = try input.imuTrace()
        let lessonScript = try input.lessonScript(for: session.scene, name: session.sceneName)
        if let select, session.responder(named: select) == nil {
            throw SceneArgument.failure("--select \(select): the scene has no responder named '\(select)'")
        }
        for (command, line) in commands { session.run(command, line: line) }
        if let imu { session.run(imu) }
        if lessonScript != nil { session.playLessonEvents() }
        if explode { session.toggleExplode() }
        session.select(select)
        session.isHelpVisible = helpOverlay
        session.finishAnimations()
        try showFirstSteps(of: session)
        if let zoom { session.zoom = zoom }
        session.clearStatusMessage()
        try draw(session)
        SDLLibrary.stop()
        if session.runner.forgottenMessageCount > 0 {
            FileHandle.standardError.write(Data("note: \(session.runner.forgottenMessageCount) earlier notes not kept\n".utf8))
        }
        for message in session.runner.messages {
            FileHandle.standardError.write(Data("note: \(message)\n".utf8))
        }
    }

    /// `--step N`: the last input's animation stopped after its first N steps.
    private func showFirstSteps(of session: SandboxSession) throws {
        guard let step else { return }
        let count = session.timeline.steps.count
        guard step <= count else {
            throw SceneArgument.failure("--step \(step): the last input's animation has \(count) step\(count == 1 ? "" : "s"); choose 0 to \(count)")
        }
        session.timeline.show(firstSteps: step)
    }

    /// Draws and saves; everything SDL made is gone before SDL stops.
    private func draw(_ session: SandboxSession) throws {
        let fonts = try StageSetup.startSDL(video: false)
        do {
            let stage = try HeadlessStage(pointSize: size?.size ?? CGSize(width: 1280, height: 800), pixelScale: scale, fonts: fonts)
            stage.draw(session)
            try stage.savePNG(to: out)
        } catch {
            throw StageSetup.failure("\(error)")
        }
    }
}
