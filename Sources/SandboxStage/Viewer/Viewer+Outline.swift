import Foundation

/// Folding HIERARCHY: a folded row hides the rows it holds and says how many views that is.
/// Only the outline changes; the canvas and the trace are the same folded or not.
extension Viewer {
    /// O: the selected responder's row folded or unfolded.
    func toggleFoldOfSelection() {
        guard let name = selection else { return show("Select a row of HIERARCHY (or right-click a view), then O folds or unfolds it") }
        let entries = HierarchyOutline.entries(forWindowsOf: session.application)
        guard let index = entries.firstIndex(where: { $0.name == name }) else { return show("\(name) has no row in HIERARCHY") }
        guard index + 1 < entries.count, entries[index + 1].depth > entries[index].depth else { return show("\(name) holds no rows to fold") }
        toggleFold(name)
        show(foldedOutline.contains(name) ? "HIERARCHY: \(name) folded (O again unfolds it)" : "HIERARCHY: \(name) unfolded", for: 2)
    }
}
