/// How far each pane of the panel is scrolled, and whether the log has the whole width (W).
/// Stored as asked; the panes clamp them to their content when they are laid out.
public struct PanelScroll: Equatable, Sendable {
    /// Points the lesson's text is scrolled up.
    public var lesson = 0.0
    /// Points the story (what happened, chain, selection, hierarchy) is scrolled up.
    public var story = 0.0
    /// Points the log is scrolled back from its newest line; 0 follows each new step.
    public var logBack = 0.0
    public var isLogWide = false

    public init() {}

    /// Whether the log shows older lines than the newest, so new steps do not move it.
    public var isLogScrolledBack: Bool { logBack > 0 }
}

extension PanelScroll {
    /// A new scene starts at the top of every pane; the log keeps the width it was given.
    init(keepingWidthOf old: PanelScroll) {
        self.init()
        isLogWide = old.isLogWide
    }
}
