import Foundation
import ResponderCore

/// Finds the view `why` is asked about the way a developer names it: its name in the scene,
/// the address the debugger printed (any case, `0x` and leading zeros optional), its class
/// when only one view has it, or the text it shows (an imported view is named by it); any
/// case. An unknown or ambiguous name fails with up to five candidates: for an address with a
/// slip in it, the nearest addresses' views.
public struct WhyViewLookup {
    let scene: LoadedScene
    let nodes: [String: ViewNode]
    /// How many candidates a failure names.
    public static let candidatesShown = 5

    public init(scene: LoadedScene) {
        self.scene = scene
        nodes = SceneViewIndex.nodes(of: scene.document)
    }

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case unknown(String, candidates: [String])
        case ambiguous(String, what: String, candidates: [String])

        public var description: String {
            switch self {
            case .unknown(let query, let candidates):
                return "no view is named '\(query.shownInMessage())'" + Self.didYouMean(candidates)
            case .ambiguous(let query, let what, let candidates):
                return "'\(query.shownInMessage())' is \(what)" + Self.didYouMean(candidates)
            }
        }

        /// What follows another command's own "no such name" message: why's reason for an
        /// ambiguous name, and the candidates.
        public var suggestion: String {
            switch self {
            case .unknown(_, let candidates): return Self.didYouMean(candidates)
            case .ambiguous(let query, let what, let candidates): return " ('\(query.shownInMessage())' is \(what))" + Self.didYouMean(candidates)
            }
        }

        private static func didYouMean(_ candidates: [String]) -> String {
            guard !candidates.isEmpty else { return "" }
            return "; did you mean " + candidates.map { "'\($0)'" }.joined(separator: ", ") + "?"
        }
    }

    /// The views of the scene's windows, in the order the tree lists them.
    private var views: [UIView] {
        var found: [UIView] = []
        var pending = Array(scene.application.windows.reversed()) as [UIView]
        while let each = pending.popLast() {
            found.append(each)
            pending += each.subviews.reversed()
        }
        return found
    }

    /// The name of the view the query means.
    public func view(for query: String) throws(Failure) -> String {
        if let view = scene.view(named: query), view.window != nil { return query }
        let views = self.views
        let lowered = query.lowercased()
        let byName = views.filter { $0.name.lowercased() == lowered }
        if let one = try single(byName, query, what: "the name of \(byName.count) views, in different cases") { return one }
        // The text a view shows, as import names views: blanks as `_`.
        if let word = Self.word(query)?.lowercased(), word != lowered {
            let byText = views.filter { $0.name.lowercased() == word }
            if let one = try single(byText, query, what: "the text of \(byText.count) views") { return one }
        }
        if let address = Self.address(query) {
            let byAddress = views.filter { nodes[$0.name]?.address.flatMap(Self.address) == address }
            if let one = try single(byAddress, query, what: "the address of \(byAddress.count) views") { return one }
        }
        let byClass = views.filter { className(of: $0).lowercased() == lowered }
        if let one = try single(byClass, query, what: "the class of \(byClass.count) views") { return one }
        // A Swift class prints with its module (`MyApp.SendButton`); a developer types `SendButton`.
        let byBareClass = views.filter { Self.bareClass(className(of: $0)).lowercased() == lowered }
        if let one = try single(byBareClass, query, what: "the class of \(byBareClass.count) views") { return one }
        // A view controller, asked about as a developer thinks of it ("why does my controller get
        // no touchesBegan"): touches reach it through its view, which is what to ask about.
        let controllers = scene.responders.values.compactMap { $0 as? UIViewController }.sorted { $0.name < $1.name }
        if let controller = controllers.first(where: { $0.name.lowercased() == lowered || Self.bareClass($0.classNameForLogs).lowercased() == lowered }),
           views.contains(where: { $0 === controller.view }) {
            throw .ambiguous(query, what: "the view controller \(controller.name), not a view: a controller gets touches through its view and the views inside it",
                             candidates: [controller.view.name])
        }
        // An address with a slip in it: the nearest addresses first, then names and classes.
        let nearAddresses = Self.address(query).map { addressCandidates(for: $0, among: views) } ?? []
        let near = nearAddresses + candidates(for: lowered, among: views).filter { !nearAddresses.contains($0) }
        throw .unknown(query, candidates: Array(near.prefix(Self.candidatesShown)))
    }

    /// The views that show the same text as `name`'s, `name` first: import names the first
    /// view showing a text after it (`Remove`) and the others with a number (`Remove-2`), so a
    /// row's button asked about by its text is the first row's. Empty when no other view shows
    /// it; a view inside the one asked about (a button's own label) or around it does not count.
    public func viewsShowingTheSameText(as name: String) -> [String] {
        let base = Self.textBase(of: name, address: nodes[name]?.address)
        guard let base else { return [] }
        // A button and its own label both show its title: one thing on the screen, not two.
        let asked = scene.view(named: name)
        let same = views.filter { other in
            Self.textBase(of: other.name, address: nodes[other.name]?.address) == base
                && (other === asked || asked.map { !other.isDescendant(of: $0) && !$0.isDescendant(of: other) } ?? true)
        }.map(\.name)
        return same.count > 1 ? [name] + same.filter { $0 != name } : []
    }

    /// `Remove-2` → `Remove`, `Remove` → `Remove`; nil for a view not imported (a scene file's
    /// names are its author's) and for a class-and-address name (`UIView-ee40`: at least four
    /// of the address's last digits).
    private static func textBase(of name: String, address: String?) -> String? {
        guard let digits = address.flatMap(Self.address) else { return nil }
        guard let dash = name.lastIndex(of: "-") else { return name }
        let suffix = name[name.index(after: dash)...]
        if suffix.count >= 4, digits.hasSuffix(suffix.lowercased()) { return nil }
        return !suffix.isEmpty && suffix.allSatisfy(\.isNumber) ? String(name[..<dash]) : name
    }

    private func single(_ matches: [UIView], _ query: String, what: String) throws(Failure) -> String? {
        guard matches.count > 1 else { return matches.first?.name }
        throw .ambiguous(query, what: what, candidates: matches.prefix(Self.candidatesShown).map(\.name))
    }

    /// A class's name without the module a Swift class prints before it.
    static func bareClass(_ className: String) -> Substring {
        className.split(separator: ".").last ?? Substring(className)
    }

    private func className(of view: UIView) -> String {
        nodes[view.name]?.className ?? view.classNameForLogs
    }

    /// The views whose name, class or address comes closest: containing the query first, then
    /// within a third of its length in edits.
    private func candidates(for lowered: String, among views: [UIView]) -> [String] {
        guard !lowered.isEmpty, lowered.count <= 60 else { return [] }
        var scored: [(name: String, score: Int)] = []
        for view in views {
            let words = [view.name, className(of: view)].map { $0.lowercased() }
            if words.contains(where: { $0.contains(lowered) || lowered.contains($0) }) {
                scored.append((view.name, 0))
                continue
            }
            let distance = words.map { YAMLNodeReader.editDistance($0, lowered) }.min() ?? .max
            if distance <= max(2, lowered.count / 3) { scored.append((view.name, distance)) }
        }
        // Stable: equal scores keep the tree's order.
        let ordered = scored.enumerated().sorted { ($0.element.score, $0.offset) < ($1.element.score, $1.offset) }
        return ordered.prefix(Self.candidatesShown).map(\.element.name)
    }

    /// The views whose printed address the digits come closest to, nearest first (the tree's
    /// order among equals): the only address that starts or ends with them (a digit or more
    /// left off), then those one slip away (a digit changed, dropped, added, or two swapped),
    /// then two slips, then addresses that start or end with them among others.
    private func addressCandidates(for digits: String, among views: [UIView]) -> [String] {
        let addressed = views.compactMap { view in nodes[view.name]?.address.flatMap(Self.address).map { (view.name, $0) } }
        let sharing = addressed.filter { $0.1.hasPrefix(digits) || $0.1.hasSuffix(digits) }
        var scored: [(name: String, score: Int)] = []
        for (name, address) in addressed {
            if sharing.contains(where: { $0.0 == name }) {
                scored.append((name, sharing.count == 1 ? 0 : 3))
            } else if let slips = Self.slips(digits, address), slips <= 2 {
                scored.append((name, slips))
            }
        }
        let ordered = scored.enumerated().sorted { ($0.element.score, $0.offset) < ($1.element.score, $1.offset) }
        return ordered.prefix(Self.candidatesShown).map(\.element.name)
    }

    /// How many slips (a character changed, dropped, added, or two neighbours swapped) turn one
    /// text into the other: the optimal string alignment distance; nil past two.
    static func slips(_ typed: String, _ meant: String) -> Int? {
        let a = Array(typed), b = Array(meant)
        guard !a.isEmpty, !b.isEmpty, abs(a.count - b.count) <= 2 else { return nil }
        var rows = [Array(0...b.count)]
        for i in 1...a.count {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let same = a[i - 1] == b[j - 1]
                row[j] = min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + (same ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { row[j] = min(row[j], rows[i - 2][j - 2] + 1) }
            }
            rows.append(row)
        }
        let distance = rows[a.count][b.count]
        return distance <= 2 ? distance : nil
    }

    /// `0x00007fb1c8d0ee40`, `7FB1C8D0EE40` → `7fb1c8d0ee40`; nil for what is not an address.
    static func address(_ text: String) -> String? {
        var digits = Substring(text.lowercased())
        if digits.hasPrefix("0x") { digits = digits.dropFirst(2) }
        guard digits.count >= 4, digits.allSatisfy(\.isHexDigit) else { return nil }
        let trimmed = digits.drop { $0 == "0" }
        return trimmed.isEmpty ? "0" : String(trimmed)
    }

    /// The text as import makes a name of it.
    static func word(_ text: String) -> String? {
        ImportedNames.word(text)
    }
}
