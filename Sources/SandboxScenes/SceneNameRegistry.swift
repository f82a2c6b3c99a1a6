import Yams

/// The rules that span the whole scene: unique names, at most one first responder, and
/// control targets that name a real responder.
final class SceneNameRegistry {
    /// Each name's first use: where it is written, so that later errors can point at it.
    private var names: [String: (path: String, node: Node)] = [:]
    private var duplicates: [(Node, String, String, String)] = []
    private var firstResponders: [(String, Node, String)] = []
    private var targets: [(String, Node, String)] = []
    private var delegateNameNode: Node?
    /// Where each view and controller node was read, by its place in the text.
    private var nodesRead: [Position: String] = [:]

    private struct Position: Hashable {
        var line: Int, column: Int
    }

    /// The path where this very node was read before, if a YAML alias ('*') repeats it. An
    /// alias repeats its views' names, so it is always an error; and a few nested aliases
    /// would otherwise expand into millions of views.
    func earlierRead(of node: Node, path: String) -> String? {
        guard let mark = node.mark else { return nil }
        let position = Position(line: mark.line, column: mark.column)
        if let earlier = nodesRead[position] { return earlier }
        nodesRead[position] = path
        return nil
    }

    func register(name: String, node: Node, path: String) {
        if let earlier = names[name] {
            duplicates.append((node, path, name, earlier.path))
        } else {
            names[name] = (path, node)
        }
    }

    func registerFirstResponder(_ name: String, node: Node, path: String) {
        firstResponders.append((name, node, path))
    }

    func registerTarget(_ name: String, node: Node, path: String) {
        targets.append((name, node, path))
    }

    func registerDelegateName(node: Node) {
        delegateNameNode = node
    }

    func check(reader: YAMLNodeReader, delegateName: String, hasWindowScene: Bool) {
        let uikitNames = ["UIWindow", "UIApplication", "UIWindowScene"]
        let fixed = uikitNames + (uikitNames.contains(delegateName) ? [] : [delegateName])
        for (node, path, name, earlier) in duplicates {
            reader.report(node, path, "the name '\(name)' is already used at \(earlier); names must be unique")
        }
        if let delegateNameNode, uikitNames.contains(delegateName) {
            reader.report(delegateNameNode, "delegate.name", "'\(delegateName)' is reserved: it names the \(Self.role(of: delegateName))")
        }
        for name in fixed {
            guard let (path, node) = names[name] else { continue }
            let role = name == delegateName ? "app delegate" : Self.role(of: name)
            reader.report(node, path, "'\(name)' is reserved: it names the \(role)")
        }
        for (name, node, path) in firstResponders.dropFirst() {
            reader.report(node, "\(path).firstResponder",
                          "'\(name)' cannot also be first responder: '\(firstResponders[0].0)' already is (at most one)")
        }
        // UIWindowScene is reserved always, but exists only with top-level 'windowScene: true'.
        let existing = fixed.filter { $0 != "UIWindowScene" || hasWindowScene }
        let known = Array(names.keys).sorted() + existing
        for (name, node, path) in targets where names[name] == nil && !existing.contains(name) {
            reader.report(node, path, "no responder is named '\(name)'\(YAMLNodeReader.suggestion(for: name, among: known))")
        }
    }

    private static func role(of fixedName: String) -> String {
        switch fixedName {
        case "UIWindow": return "window"
        case "UIWindowScene": return "window scene"
        default: return "application object"
        }
    }
}
