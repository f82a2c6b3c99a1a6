import ArgumentParser
import Foundation
import SandboxScenes

/// `responder-sandbox why SCENE VIEW [--tap X,Y] [--format json]`: why a view does or does
/// not get a touch there.
struct Why: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Say why a view does or does not get a touch: hidden, transparent or non-interactive ancestors, bounds, views in front, recognizers, unconnected controls.",
        discussion: """
        Without --tap, the question is asked at a point of the view that gets the touch, else one where the view is visible; if no point of it is visible, the answer says what covers it. The scene may be a scene file, a lesson, or a recursiveDescription dump.
          responder-sandbox why dump.txt Done
          responder-sandbox why app.yaml Done --tap 310,140 --format json
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "A scene file, a recursiveDescription dump, a lesson id, or the start of one lesson's id (05).", completion: SceneCompletion.kind)
    var scene: String

    @Argument(help: "The view's name in the scene (the name an imported view was given: see 'import').")
    var view: String

    // .unconditional: `--tap -5,5` takes -5,5 as its value rather than as an unknown option.
    @Option(parsing: .unconditional, help: ArgumentHelp("The window point to ask about (default: a visible point of the view).", valueName: "X,Y"),
            transform: { try TapPoint.parse($0) })
    var tap: TapPoint?

    @Option(help: "text: plain sentences; json: one object.")
    var format: Format = .text

    func run() throws {
        let catalog = try SceneArgument.catalog()
        let loaded = try SceneArgument.load(scene, catalog: catalog)
        let answer: WhyAnswer
        do {
            // A view of a capture or dump may be named by its address, as the debugger prints it.
            let name = loaded.view(named: view) == nil ? loaded.viewName(forAddress: view) ?? view : view
            answer = try WhyAnalyzer(scene: loaded).answer(view: name, at: tap?.point)
        } catch {
            throw SceneArgument.error("\(scene): \(error.description)")
        }
        print(format == .json ? answer.json : answer.text)
    }
}
