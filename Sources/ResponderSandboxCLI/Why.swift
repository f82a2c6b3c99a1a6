import ArgumentParser
import Foundation
import SandboxScenes

/// `responder-sandbox why SCENE VIEW [--tap X,Y] [--format json]`: what a tap there does, and
/// why the view does or does not get it; without `--tap`, the same over the whole view.
struct Why: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Say why a view does or does not get a touch: the delivery of a tap there, windows and views in front, hidden, transparent or non-interactive ancestors, bounds, recognizers, scroll views, unconnected controls.",
        discussion: """
        With --tap, a tap at that point is delivered as 'trace --tap' delivers it, on a copy of the scene, and the answer starts with what it does; --holding puts a finger down first (an events file's 'down', then 'tap'), so that exclusiveTouch and multipleTouchEnabled can keep the touch away. Without --tap, the whole view is answered by regions: the parts that get touches and the parts that do not, with the reason for each. VIEW is a view's name, the address the debugger printed, its class when only one view has it, or the text it shows, in any case. The scene may be a scene file, a lesson, or a recursiveDescription dump.
          responder-sandbox why dump.txt Done
          responder-sandbox why dump.txt 0x7fb1c8d0e999 --tap 330,110 --format json
          responder-sandbox why 22 green --tap 550,230 --holding 250,300
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "A scene file, a recursiveDescription dump, a lesson id, or the start of one lesson's id (05).", completion: SceneCompletion.kind)
    var scene: String

    @Argument(help: "The view: its name in the scene, its address, its class if only one view has it, or the text it shows.",
              completion: SceneCompletion.viewKind)
    var view: String

    // .unconditional: `--tap -5,5` takes -5,5 as its value rather than as an unknown option.
    @Option(parsing: .unconditional, help: ArgumentHelp("The window point to ask about (default: the whole view, by regions).", valueName: "X,Y"),
            transform: { try TapPoint.parse($0) })
    var tap: TapPoint?

    @Option(parsing: .unconditionalSingleValue,
            help: ArgumentHelp("A finger already down at this window point when the tap at --tap comes (repeat for more fingers): exclusiveTouch and multipleTouchEnabled then matter.", valueName: "X,Y"),
            transform: { try TapPoint.parse($0) })
    var holding: [TapPoint] = []

    @Option(help: "text: plain sentences; json: one object.")
    var format: Format = .text

    func validate() throws {
        if !holding.isEmpty, tap == nil {
            throw ValidationError("--holding X,Y is a finger already down when the tap comes: give the tap's point with --tap X,Y")
        }
    }

    func run() throws {
        let catalog = try SceneArgument.catalog()
        let loaded = try SceneArgument.load(scene, catalog: catalog)
        var answer: WhyAnswer
        do {
            let lookup = WhyViewLookup(scene: loaded)
            let name = try lookup.view(for: view)
            // A text several views show (a button in every row): the answer is the first one's, and says so.
            let same = lookup.viewsShowingTheSameText(as: name)
            if !same.isEmpty {
                let shown = same.prefix(WhyViewLookup.candidatesShown).joined(separator: ", ") + (same.count > WhyViewLookup.candidatesShown ? ", …" : "")
                FileHandle.standardError.write(Data("responder-sandbox: note: \(same.count) views show the text of \(name) (\(shown)): this answer is about \(name); name another to ask about it\n".utf8))
            }
            let analyzer = WhyAnalyzer(scene: loaded)
            let asked = analyzer.standIn(for: name, at: tap?.point)
            if let point = tap?.point {
                answer = try analyzer.answer(view: asked?.view ?? name, at: point, holding: holding.map(\.point))
            } else {
                answer = try analyzer.answer(view: asked?.view ?? name, at: nil)
            }
            // A view that takes no touches itself (a button's label) stands for the control it is in, as in the window.
            if let asked { answer.pointNote = [asked.note, answer.pointNote].compactMap { $0 }.joined(separator: " ") }
        } catch let failure as WhyViewLookup.Failure {
            throw SceneArgument.error("\(scene.pathShownInMessage): \(failure.description)")
        } catch let failure as WhyAnalyzer.Failure {
            throw SceneArgument.error("\(scene.pathShownInMessage): \(failure.description)")
        }
        print(format == .json ? answer.json : answer.text)
    }
}
