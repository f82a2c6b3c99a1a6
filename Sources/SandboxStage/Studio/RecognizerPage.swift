import Foundation
import ResponderCore
import SandboxScenes

/// The palette's page for one recognizer: the common flags, what it must wait for, its
/// kind's own numbers, its target and action, and its removal. Each item is the value it
/// changes to, so pressing it again goes on through the values.
struct RecognizerPage {
    let view: String
    let gesture: GestureNode
    let targets: [String]
    let recognizers: [String]

    var palette: StudioPalette {
        let name = gesture.name
        var entries: [(String, StudioPalette.Action)] = [
            flag("cancelsTouchesInView", gesture.cancelsTouchesInView),
            flag("delaysTouchesBegan", gesture.delaysTouchesBegan),
            flag("delaysTouchesEnded", gesture.delaysTouchesEnded),
            requiresToFail,
        ]
        entries += numbers
        let next = gesture.target.flatMap { targets.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        let nextTarget = next < targets.count ? targets[next] : view
        entries += [
            ("target: \(gesture.target ?? view) → \(nextTarget)", set("target", nextTarget)),
            ("action: \(gesture.action ?? "none") (type another)", .type(.recognizerAction(name))),
            ("Remove \(name)", .edit(.removeGesture(view: view, gesture: name))),
        ]
        return StudioPalette(page: .recognizer(name), title: "\(name), a \(gesture.kind.rawValue) recognizer on \(view) · Esc back", entries: entries)
    }

    private func set(_ key: String, _ value: String) -> StudioPalette.Action {
        .edit(.setGestureProperty(view: view, gesture: gesture.name, key: key, value: value))
    }

    private func flag(_ key: String, _ value: Bool) -> (String, StudioPalette.Action) {
        ("\(key): \(value) → \(!value)", set(key, String(!value)))
    }

    /// None, then each other recognizer of the scene in turn, then none again.
    private var requiresToFail: (String, StudioPalette.Action) {
        let others = recognizers.filter { $0 != gesture.name }
        guard !others.isEmpty || !gesture.requiresToFail.isEmpty else {
            return ("requiresToFail: none (the scene has no other recognizer to wait for)", .open(.recognizer(gesture.name)))
        }
        let current = gesture.requiresToFail.first
        let index = current.flatMap { others.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        let next = index < others.count ? others[index] : nil
        let now = gesture.requiresToFail.isEmpty ? "none" : gesture.requiresToFail.joined(separator: ", ")
        return ("requiresToFail: \(now) → \(next ?? "none")", set("requiresToFail", "[\(next ?? "")]"))
    }

    /// The kind's own numbers, each stepping through a few telling values.
    private var numbers: [(String, StudioPalette.Action)] {
        switch gesture.kind {
        case .tap:
            return [step("taps", gesture.taps, through: [1, 2, 3]), step("touches", gesture.touches, through: [1, 2])]
        case .longPress:
            return [step("minimumPressDuration", gesture.minimumPressDuration, through: [0.5, 1, 2]),
                    step("allowableMovement", gesture.allowableMovement, through: [10, 30, 100])]
        case .swipe:
            let directions = ["right", "left", "up", "down"]
            let now = gesture.direction.words.joined(separator: ", ")
            let next = directions[((directions.firstIndex(of: now) ?? -1) + 1) % directions.count]
            return [("direction: \(now) → \(next)", set("direction", next)), step("touches", gesture.touches, through: [1, 2])]
        case .pan, .pinch, .rotation, .screenEdgePan, .hover:
            return []
        }
    }

    private func step(_ key: String, _ value: some BinaryInteger, through values: [Int]) -> (String, StudioPalette.Action) {
        let next = values[((values.firstIndex(of: Int(value)) ?? -1) + 1) % values.count]
        return ("\(key): \(value) → \(next)", set(key, String(next)))
    }

    private func step(_ key: String, _ value: Double, through values: [Double]) -> (String, StudioPalette.Action) {
        let next = values[((values.firstIndex(of: value) ?? -1) + 1) % values.count]
        return ("\(key): \(SceneTextEdit.number(value)) → \(SceneTextEdit.number(next))", set(key, SceneTextEdit.number(next)))
    }
}
