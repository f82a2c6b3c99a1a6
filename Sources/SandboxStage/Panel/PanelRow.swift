import Foundation

/// One row of a panel pane: what it draws, laid out from y = 0, and its height. Rows are
/// built first and placed afterwards, so a pane can scroll and a click can find its row.
struct PanelRow {
    var height: Double
    var commands: [DrawCommand]
    /// The responder a click on this row selects (a hierarchy or chain row).
    var responder: String?
    /// A HIERARCHY row that folds: the entry's name and the x up to which a click folds it
    /// (its disclosure triangle) rather than selecting it.
    var fold: (name: String, until: Double)?
    /// A row counted but not measured (HIERARCHY's on a big scene): its height is one line's,
    /// it draws nothing, and the layout measures it once the pane would show it.
    private(set) var isEstimated = false

    init(height: Double, commands: [DrawCommand] = [], responder: String? = nil) {
        self.height = height
        self.commands = commands
        self.responder = responder
    }

    init(estimatedHeight: Double, responder: String) {
        self.init(height: estimatedHeight, responder: responder)
        isEstimated = true
    }

    /// A row from a painter that draws at a y it is given and returns where it stopped:
    /// how a section written for the old stacked panel joins a scrolling pane.
    static func painted(_ paint: (Double, inout DisplayList) -> Double) -> PanelRow {
        var list = DisplayList()
        let end = paint(0, &list)
        return PanelRow(height: max(0, end), commands: list.commands)
    }
}
