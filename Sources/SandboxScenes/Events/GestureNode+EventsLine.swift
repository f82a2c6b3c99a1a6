import Foundation
import ResponderCore

extension GestureNode {
    /// Reads `{name: N, kind: K, ...}` after `gesture VIEW`: one entry of a scene's `gestures:`,
    /// checked by the same reader, so each key means what it means in a scene file. The names
    /// it refers to are checked against the scene with the rest of the file.
    static func parse(eventsText text: String) throws -> GestureNode {
        guard text.hasPrefix("{"), text.hasSuffix("}") else {
            throw ScriptError("expected a recognizer written as in a scene's gestures: {name: N, kind: K, ...}, found '\(text.shownInMessage())'")
        }
        let listed = "[" + text + "]"
        if FlowNesting.firstPlaceDeeperThan(SceneParser.maximumDepth * 2, in: listed) != nil {
            throw ScriptError("nesting is deeper than \(SceneParser.maximumDepth) levels")
        }
        let composed: YAMLNode?
        do {
            composed = try YAMLComposer.compose(listed)
        } catch {
            throw ScriptError("the recognizer is not valid YAML: \(YAMLSyntaxError.diagnostic(for: error, file: "", text: listed).message)")
        }
        guard let node = composed, node.sequence?.count == 1 else {
            throw ScriptError("expected one recognizer {name: N, kind: K, ...}")
        }
        let reader = YAMLNodeReader(file: "")
        let gestures = GestureKeys(parser: SceneNodeParser(reader: reader)).list(node, "gesture")
        if let problem = reader.diagnostics.first {
            throw ScriptError("\(problem.path.replacingOccurrences(of: "gesture[0]", with: "gesture")): \(problem.message)")
        }
        guard let gesture = gestures.first else { throw ScriptError("expected one recognizer {name: N, kind: K, ...}") }
        return gesture
    }
}
