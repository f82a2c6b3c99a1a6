import ArgumentParser
import Foundation

@main
struct ResponderSandbox: ParsableCommand {
    /// Taken as early as Swift code runs, for `--statistics`' time to the first frame.
    nonisolated(unsafe) static var launchTime: UInt64 = 0

    static func main() {
        launchTime = DispatchTime.now().uptimeNanoseconds
        main(nil)
    }

    static let configuration = CommandConfiguration(
        commandName: "responder-sandbox",
        abstract: "See how UIKit delivers a tap, a shake or an action: hit-testing, the responder chain, and who handles it.",
        discussion: """
        A scene is a YAML file of nested views, a view hierarchy printed by recursiveDescription (see 'import'), or a built-in lesson's id (see 'lessons').
        Examples:
          responder-sandbox lessons
          responder-sandbox trace 01-hit-testing-basics --tap 250,250
          responder-sandbox trace my-scene.yaml --events taps.txt --format json
          responder-sandbox render 01-hit-testing-basics --tap 350,350 --out tap.png
          responder-sandbox 05-figure-hit-test-order     (opens the window; H shows the keys)
          responder-sandbox new my-scene.yaml             (a new scene, built with the mouse in edit mode)
          responder-sandbox import dump.txt --out app.yaml (a view hierarchy printed by recursiveDescription)
          responder-sandbox why app.yaml Done --tap 300,40 (why a view does or does not get a touch)
        """,
        subcommands: [OpenWindow.self, Lessons.self, Trace.self, Render.self, NewScene.self, ImportDump.self, Why.self],
        defaultSubcommand: OpenWindow.self
    )
}
