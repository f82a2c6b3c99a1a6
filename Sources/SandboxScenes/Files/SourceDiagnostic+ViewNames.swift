import Foundation

extension SourceDiagnostic {
    /// The same problem with the views of its key path named, for the window's error box:
    /// `root.view.subviews[0] (C).subviews[1] (D).frame` reads at a glance where
    /// `root.view.subviews[0].subviews[1].frame` needs counting. The command line keeps the
    /// plain key paths of the command line; `text` is the scene file the path is in.
    public func namingViews(in text: String) -> SourceDiagnostic {
        guard path.contains("["), let tree = try? YAMLComposer.compose(text) else { return self }
        var copy = self
        copy.path = Self.annotate(path, tree: tree)
        return copy
    }

    /// Walks the path's keys and indices through the YAML tree, adding each list element's
    /// `name` (or `controller`) after its index; stops annotating where the tree ends.
    static func annotate(_ path: String, tree: YAMLNode) -> String {
        var result = ""
        var node: YAMLNode? = tree
        var index = path.startIndex
        while index < path.endIndex {
            if path[index] == "[" {
                guard let close = path[index...].firstIndex(of: "]") else { result += path[index...]; break }
                let number = Int(path[path.index(after: index)..<close])
                result += path[index...close]
                node = number.flatMap { position in node?.sequence.flatMap { $0.indices.contains(position) ? $0[position] : nil } }
                if let nameNode = node?.value(forKey: "name") ?? node?.value(forKey: "controller"), !nameNode.isNull,
                   let name = nameNode.string {
                    result += " (\(name))"
                }
                index = path.index(after: close)
            } else if path[index] == "." {
                result += "."
                index = path.index(after: index)
            } else {
                let end = path[index...].firstIndex { $0 == "." || $0 == "[" } ?? path.endIndex
                let key = String(path[index..<end])
                result += key
                node = node?.value(forKey: key)
                index = end
            }
        }
        return result
    }
}
