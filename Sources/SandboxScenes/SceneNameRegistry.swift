import Yams

/// The rules that span the whole scene: unique names, at most one first responder, and
/// control targets that name a real responder.
final class SceneNameRegistry {
    private var names: [String: String] = [:]
    private var duplicates: [(Node, String, String, String)] = []
    private var firstResponders: [(String, Node, String)] = []
    private var targets: [(String, Node, String)] = []

    func register(name: String, node: Node, path: String) {
        if let earlier = names[name] {
            duplicates.append((node, path, name, earlier))
        } else {
            names[name] = path
        }
    }

    func registerFirstResponder(_ name: String, node: Node, path: String) {
        firstResponders.append((name, node, path))
    }

    func registerTarget(_ name: String, node: Node, path: String) {
        targets.append((name, node, path))
    }

    func check(reader: YAMLNodeReader, delegateName: String) {
        let fixed = ["UIWindow", "UIApplication", delegateName]
        for (node, path, name, earlier) in duplicates {
            reader.report(node, path, "the name '\(name)' is already used at \(earlier); names must be unique")
        }
        for name in fixed where names[name] != nil {
            reader.report(nil, names[name]!, "'\(name)' is reserved for the \(name == delegateName ? "app delegate" : name)")
        }
        for (name, node, path) in firstResponders.dropFirst() {
            reader.report(node, "\(path).firstResponder",
                          "'\(name)' cannot also be first responder: '\(firstResponders[0].0)' already is (at most one)")
        }
        for (name, node, path) in targets where names[name] == nil && !fixed.contains(name) {
            reader.report(node, path, "no responder is named '\(name)'")
        }
    }
}
