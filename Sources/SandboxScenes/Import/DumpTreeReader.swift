import Foundation

/// Reads a dump's lines into trees of views by their `|` nesting, and collects the
/// controller lines of `_printHierarchy` and a warning for every line that is neither.
struct DumpTreeReader {
    private(set) var roots: [ImportedView] = []
    private(set) var controllers: [PrintedController] = []
    private(set) var warnings = ImportWarnings()
    /// The last view read at each level below the first view's; nil where that level's
    /// line was unreadable, so the lines under it go to its superview, not to its sibling.
    private var open: [ImportedView?] = []
    private var baseLevel: Int?

    mutating func read(_ lines: [DumpLine]) {
        for line in lines { read(line) }
    }

    private mutating func read(_ line: DumpLine) {
        switch PrintedViewScanner.scan(line.text) {
        case .view(let printed):
            add(printed, line: line.number)
        case .sublayer:
            warnings.append((line.number, "a sublayer, not a view: skipped"))
        case .other:
            if let controller = PrintedController.scan(line.text) {
                controllers.append(controller)
            } else if !line.text.allSatisfy({ $0.isWhitespace }) {
                skip(line)
            }
        }
    }

    private mutating func skip(_ line: DumpLine) {
        warnings.append(line: line.number, {
            let shown = line.text.trimmingCharacters(in: .whitespaces)
            return "not a view line: skipped: \(shown.prefix(60))\(shown.count > 60 ? "…" : "")"
        }())
        // A view line too damaged to read: the lines under it belong to its superview.
        guard let baseLevel, line.text.contains("<"), line.text.contains("|") else { return }
        let level = line.text.prefix { $0 != "<" }.reduce(0) { $1 == "|" ? $0 + 1 : $0 } - baseLevel
        if level >= 1, level <= open.count {
            open = Array(open.prefix(level)) + [nil]
        }
    }

    private mutating func add(_ printed: PrintedView, line: Int) {
        var lineWarnings: [String] = []
        let node = PrintedViewDecoder { lineWarnings.append($0) }.decode(printed)
        let text = printed.value("text").map(PrintedValues.text)
        let view = ImportedView(line: line, node: node, text: text)
        let base = baseLevel ?? printed.level
        baseLevel = base
        let level = printed.level - base
        if level <= 0 || open.isEmpty {
            roots.append(view)
            open = [view]
        } else if level <= open.count {
            parent(below: level)?.children.append(view)
            open = Array(open.prefix(level)) + [view]
        } else {
            let parent = parent(below: open.count)
            parent?.children.append(view)
            if let parent, open.last! != nil {
                lineWarnings.append("nested \(level - open.count + 1) levels below the line above: read as a subview of \(parent.node.className ?? "UIView") \(parent.node.address ?? "")")
            }
            open += Array(repeating: nil, count: level - open.count) + [view]
        }
        warnings += lineWarnings.map { (line, $0) }
    }

    /// The nearest readable view above `level`.
    private func parent(below level: Int) -> ImportedView? {
        open.prefix(level).last { $0 != nil } ?? nil
    }
}
