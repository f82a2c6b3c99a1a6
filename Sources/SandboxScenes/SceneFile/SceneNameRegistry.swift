
/// The rules that span the whole scene: unique names, at most one first responder, and
/// control targets that name a real responder.
public final class SceneNameRegistry {
    /// Each name's first use: where it is written, so that later errors can point at it.
    private var names: [String: (path: String, node: YAMLNode)] = [:]
    private var duplicates: [(YAMLNode, String, String, String)] = []
    private var invalidNames: [(YAMLNode, String, String)] = []
    private var firstResponders: [(String, YAMLNode, String)] = []
    private var targets: [(String, YAMLNode, String)] = []
    private var delegateNameNode: YAMLNode?
    /// Recognizer names: in the scene's name space, but neither targets nor responders.
    private var recognizerNames: Set<String> = []
    private var recognizerReferences: [(String, YAMLNode, String)] = []
    /// Each recognizer's `requiresToFail` names, in file order, for the cycle check.
    private var failureRequirements: [(recognizer: String, required: [String], node: YAMLNode, path: String)] = []
    /// View names, and the places that name a view (a recognizer's `ignores`).
    private var viewNames: Set<String> = []
    private var viewReferences: [(String, YAMLNode, String)] = []
    /// Where each view and controller node was read, by its offset in the text.
    private var nodesRead: [Int: String] = [:]

    /// The path where this very node was read before, if a YAML alias ('*') repeats it. An
    /// alias repeats its views' names, so it is always an error; and a few nested aliases
    /// would otherwise expand into millions of views.
    func earlierRead(of node: YAMLNode, path: String) -> String? {
        let position = node.mark.offset
        if let earlier = nodesRead[position] { return earlier }
        nodesRead[position] = path
        return nil
    }

    func register(name: String, node: YAMLNode, path: String) {
        if let problem = Self.problem(withName: name) { invalidNames.append((node, path, problem)) }
        if let earlier = names[name] {
            duplicates.append((node, path, name, earlier.path))
        } else {
            names[name] = (path, node)
        }
    }

    func registerFirstResponder(_ name: String, node: YAMLNode, path: String) {
        firstResponders.append((name, node, path))
    }

    func registerTarget(_ name: String, node: YAMLNode, path: String) {
        targets.append((name, node, path))
    }

    func registerRecognizer(_ name: String) {
        recognizerNames.insert(name)
    }

    /// A `requiresToFail` or `simultaneousWith` entry, checked once every name is known.
    func registerRecognizerReference(_ name: String, node: YAMLNode, path: String) {
        recognizerReferences.append((name, node, path))
    }

    func registerFailureRequirements(of recognizer: String, on required: [String], node: YAMLNode, path: String) {
        failureRequirements.append((recognizer, required, node, path))
    }

    func registerView(_ name: String) {
        viewNames.insert(name)
    }

    /// An `ignores` entry, checked once every name is known.
    func registerViewReference(_ name: String, node: YAMLNode, path: String) {
        viewReferences.append((name, node, path))
    }

    func registerDelegateName(node: YAMLNode) {
        delegateNameNode = node
    }

    func check(reader: YAMLNodeReader, delegateName: String, hasWindowScene: Bool) {
        let uikitNames = ["UIWindow", "UIApplication", "UIWindowScene"]
        let fixed = uikitNames + (uikitNames.contains(delegateName) ? [] : [delegateName])
        for (node, path, problem) in invalidNames { reader.report(node, path, problem) }
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
        // UIKit keeps a first responder per window: at most one in each (`windows[N]`, or the main window).
        var firstOfWindow: [String: String] = [:]
        for (name, node, path) in firstResponders {
            let window = path.hasPrefix("windows[") ? String(path.prefix { $0 != "]" }) : "main"
            guard let earlier = firstOfWindow[window] else { firstOfWindow[window] = name; continue }
            reader.report(node, "\(path).firstResponder",
                          "'\(name)' cannot also be first responder: '\(earlier)' already is (at most one per window)")
        }
        // UIWindowScene is reserved always, but exists only with top-level 'windowScene: true'.
        let existing = fixed.filter { $0 != "UIWindowScene" || hasWindowScene }
        let known = Array(names.keys).sorted() + existing
        let responderNames = known.filter { !recognizerNames.contains($0) }
        for (name, node, path) in targets where names[name] == nil && !existing.contains(name) || recognizerNames.contains(name) {
            let problem = recognizerNames.contains(name) ? "'\(name)' is a gesture recognizer, not a responder" : "no responder is named '\(name)'"
            reader.report(node, path, problem + YAMLNodeReader.suggestion(for: name, among: responderNames))
        }
        let recognizers = recognizerNames.sorted()
        for (name, node, path) in recognizerReferences where !recognizerNames.contains(name) {
            let what = names[name] == nil && !existing.contains(name) ? "no recognizer is named '\(name.shownInMessage())'" : "'\(name.shownInMessage())' is a responder, not a gesture recognizer"
            reader.report(node, path, what + YAMLNodeReader.suggestion(for: name, among: recognizers))
        }
        for (name, node, path) in viewReferences where !viewNames.contains(name) {
            let what = names[name] == nil && !existing.contains(name) ? "no view is named '\(name.shownInMessage())'" : "'\(name.shownInMessage())' is not a view"
            reader.report(node, path, what + YAMLNodeReader.suggestion(for: name, among: viewNames.sorted()))
        }
        checkFailureCycles(reader: reader)
    }

    /// The longest `requiresToFail` chain, once no cycle is left: reported at its first
    /// recognizer when it is longer than `ModelLimits.longestFailureChain`.
    private func checkFailureChains(edges: [String: [String]], reader: YAMLNodeReader) {
        // Longest path from each recognizer, memoised; iterative, since a chain may be
        // thousands long. Only called on an acyclic graph.
        var length: [String: Int] = [:]
        var next: [String: String] = [:]
        for entry in failureRequirements where length[entry.recognizer] == nil {
            var stack = [entry.recognizer]
            while let current = stack.last {
                if length[current] != nil { stack.removeLast(); continue }
                let pending = (edges[current] ?? []).filter { length[$0] == nil }
                if pending.isEmpty {
                    let best = (edges[current] ?? []).max { (length[$0] ?? 0) < (length[$1] ?? 0) }
                    length[current] = 1 + (best.flatMap { length[$0] } ?? 0)
                    next[current] = best
                    stack.removeLast()
                } else {
                    stack += pending
                }
            }
        }
        guard let longest = failureRequirements.max(by: { (length[$0.recognizer] ?? 0) < (length[$1.recognizer] ?? 0) }),
              let count = length[longest.recognizer], count > ModelLimits.longestFailureChain else { return }
        var chain = [longest.recognizer]
        while chain.count < 3, let following = next[chain[chain.count - 1]] { chain.append(following) }
        reader.report(longest.node, longest.path, "\(chain.joined(separator: " → ")) → …: a requiresToFail chain of \(count) recognizers, each waiting for the next to fail; a chain holds at most \(ModelLimits.longestFailureChain)")
    }

    /// A recognizer that requires another to fail waits for it; one that (through others)
    /// requires itself to fail would wait for ever, and the touches it delays would never be
    /// delivered. Each cycle is reported once, at the first recognizer of it in the file.
    private func checkFailureCycles(reader: YAMLNodeReader) {
        var edges: [String: [String]] = [:]
        for entry in failureRequirements { edges[entry.recognizer, default: []] += entry.required }
        var reported = Set<String>()
        for entry in failureRequirements where !reported.contains(entry.recognizer) {
            guard let cycle = Self.cycle(from: entry.recognizer, edges: edges) else { continue }
            reported.formUnion(cycle)
            let problem = cycle.count == 2
                ? "'\(entry.recognizer)' requires itself to fail, so it would wait for ever"
                : "\(cycle.joined(separator: " → ")): each requires the next to fail, so each would wait for ever"
            reader.report(entry.node, entry.path, problem)
        }
        if reported.isEmpty { checkFailureChains(edges: edges, reader: reader) }
    }

    /// The shortest way from `start` back to itself along the edges, start and end included.
    private static func cycle(from start: String, edges: [String: [String]]) -> [String]? {
        var previous: [String: String] = [:]
        var queue = [start], index = 0
        while index < queue.count {
            let current = queue[index]
            index += 1
            for next in edges[current] ?? [] {
                if next == start {
                    var path = [current]
                    while let before = previous[path[0]] { path.insert(before, at: 0) }
                    return path + [start]
                }
                guard previous[next] == nil, next != start else { continue }
                previous[next] = current
                queue.append(next)
            }
        }
        return nil
    }

    /// Why a name cannot be used, or nil. Events files, recordings and the editor name views
    /// by a word of their line: a space would split the name, `#` would start a comment, so
    /// a scene with such a name could be shown but never recorded and replayed.
    public static func problem(withName name: String) -> String? {
        guard name.contains(where: { $0.isWhitespace || $0 == "#" }) else { return nil }
        return "the name '\(name.shownInMessage())' has \(name.contains("#") ? "a '#'" : "a space"): names are one word without '#', so that events files can name them"
    }

    private static func role(of fixedName: String) -> String {
        switch fixedName {
        case "UIWindow": return "window"
        case "UIWindowScene": return "window scene"
        default: return "application object"
        }
    }
}
