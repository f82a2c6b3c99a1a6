import Foundation
import Testing
import ResponderCore
@testable import SandboxScenes

/// Counts past which delivering or drawing a scene stops being near-linear: refused at load,
/// with the limit named, rather than taking minutes a tap or a frame.
@Suite("Counts a scene may hold")
struct SceneCountLimitTests {
    /// A root view with `count` tap recognizers, each requiring the next to fail.
    static func chain(_ count: Int) -> String {
        let gestures = (0..<count).map { index in
            index + 1 < count ? "{name: r\(index), kind: tap, requiresToFail: [r\(index + 1)]}" : "{name: r\(index), kind: tap}"
        }
        return "root: {controller: C, view: {name: root, frame: [0, 0, 100, 100], subviews: [\n"
            + (0..<count).map { "  {name: v\($0), frame: [0, 0, 10, 10], gestures: [\(gestures[$0])]}" }.joined(separator: ",\n")
            + "]}}\n"
    }

    static func errors(_ text: String) -> [String] {
        do {
            _ = try LoadedScene.load(text: text, file: "limits.yaml")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func aFailureChainOfTheLimitLoadsAndOneMoreIsRefused() {
        // Precondition and action: chains of 100 and 101 recognizers.
        let longest = Self.errors(Self.chain(ModelLimits.longestFailureChain))
        let tooLong = Self.errors(Self.chain(ModelLimits.longestFailureChain + 1))

        // Assertion: one line naming the chain's start, its length and the limit.
        #expect(longest.isEmpty)
        #expect(tooLong == ["limits.yaml:2:86: root.view.subviews[0].gestures[0].requiresToFail: r0 → r1 → r2 → …: a requiresToFail chain of 101 recognizers, each waiting for the next to fail; a chain holds at most 100"])
    }

    @Test func aTapThroughTheLongestChainIsDelivered() throws {
        // Precondition: the longest chain allowed, one recognizer on each of 100 sibling views.
        let scene = try LoadedScene.load(text: Self.chain(ModelLimits.longestFailureChain), file: "chain.yaml")

        // Action: a tap where they all overlap: the frontmost's recognizer waits for nothing,
        // the others' are not asked (not on the hit view's chain).
        scene.application.handleTouch(1, phase: .began, at: CGPoint(x: 5, y: 5))
        scene.application.handleTouch(1, phase: .ended, at: CGPoint(x: 5, y: 5))

        // Assertion: delivered (the hit view is the frontmost of the overlapping siblings).
        #expect(scene.window.hitTest(CGPoint(x: 5, y: 5), with: nil)?.name == "v\(ModelLimits.longestFailureChain - 1)")
    }

    @Test func windowsPastTheLimitAreRefused() {
        // Precondition: the main window and 32 more.
        let windows = (0..<ModelLimits.maximumWindows).map {
            "  - {name: w\($0), root: {controller: C\($0), view: {name: v\($0), frame: [0, 0, 10, 10]}}}"
        }.joined(separator: "\n")
        let text = "root: {controller: C, view: {name: root, frame: [0, 0, 100, 100]}}\nwindows:\n\(windows)\n"

        // Action and assertion
        #expect(Self.errors(text) == ["limits.yaml:3:3: windows: 32 further windows: a scene holds at most 32 windows, the main one included"])
    }

    @Test func recognizersPastTheLimitOnOneViewAreRefused() {
        // Precondition: 51 taps on the root view.
        let gestures = (0...ModelLimits.maximumRecognizersPerView).map { "{name: t\($0), kind: tap}" }.joined(separator: ", ")
        let text = "root: {controller: C, view: {name: root, frame: [0, 0, 100, 100], gestures: [\(gestures)]}}\n"

        // Action and assertion
        #expect(Self.errors(text).first?.hasSuffix("root.view.gestures: 51 recognizers on one view: a view holds at most 50") == true)
    }
}
