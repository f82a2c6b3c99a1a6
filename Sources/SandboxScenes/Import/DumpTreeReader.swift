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

    /// For each address printed more than once, the index of the line whose view is kept.
    private var kept: [String: Int] = [:]
    /// The views read of those addresses.
    private var byAddress: [String: ImportedView] = [:]

    mutating func read(_ lines: [DumpLine]) {
        let scanned = lines.map { PrintedViewScanner.scan($0.text) }
        kept = Self.keptOccurrences(scanned)
        for (index, line) in lines.enumerated() {
            if case .view(let printed) = scanned[index], let keep = kept[printed.address], keep != index {
                repeated(printed, line: line, first: lines[keep].number)
            } else {
                read(line, scanned[index])
            }
        }
    }

    /// For each address printed more than once, the index of the line whose view is kept: the
    /// one in the longest run of view lines (a whole dump, not chisel's `presponder`, an
    /// echoed `po` of one view or cycript's `#"<…>"` printed before or after it), the first
    /// of equals. A run ends where a view line is no deeper than the run's first, or after a
    /// line that is not a view (a prompt, a controller).
    private static func keptOccurrences(_ scanned: [PrintedViewScanner.Line]) -> [String: Int] {
        var runOf: [Int] = Array(repeating: -1, count: scanned.count)
        var runLengths: [Int] = []
        var runLevel = 0
        var broken = true
        var first: [String: Int] = [:]
        var occurrences: [String: [Int]] = [:]
        for (index, line) in scanned.enumerated() {
            switch line {
            case .view(let printed):
                if broken || printed.level <= runLevel {
                    runLengths.append(0)
                    runLevel = printed.level
                    broken = false
                }
                runOf[index] = runLengths.count - 1
                runLengths[runLengths.count - 1] += 1
                // Only addresses printed again are listed: a dump of thousands of views costs one look-up each.
                if let earlier = first[printed.address] {
                    occurrences[printed.address, default: [earlier]].append(index)
                } else {
                    first[printed.address] = index
                }
            case .sublayer: break
            case .other: broken = true
            }
        }
        var kept: [String: Int] = [:]
        for (address, indices) in occurrences {
            kept[address] = indices.max { runLengths[runOf[$0]] < runLengths[runOf[$1]] || (runLengths[runOf[$0]] == runLengths[runOf[$1]] && $0 > $1) }
        }
        return kept
    }

    /// A view line whose view is read from another line adds no view; the lines nested under
    /// it go under that view when it is already read, else under its superview.
    private mutating func repeated(_ printed: PrintedView, line: DumpLine, first: Int) {
        warnings.append((line.number, "\(printed.className) \(printed.address) printed again (read from line \(first)): skipped"))
        guard let baseLevel else { return }
        let level = printed.level - baseLevel
        let original = byAddress[printed.address]
        if level <= 0 {
            open = original.map { [$0] } ?? []
        } else if level <= open.count + 1 {
            open = Array(open.prefix(level)) + [original]
        }
    }

    private mutating func read(_ line: DumpLine, _ scanned: PrintedViewScanner.Line) {
        switch scanned {
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
        warnings.append(line: line.number, "not a view line: skipped: \(line.text.trimmingCharacters(in: .whitespaces).shownInMessage())")
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
        let view = ImportedView(line: line, node: node)
        if kept[printed.address] != nil { byAddress[printed.address] = view }
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
