import Foundation

/// The pointer's actions that are the viewer's (`ViewerAction`: `PointerRouter.table` chooses
/// them, the session hands them here): the menus and the help, the panel, the selection, the canvas's
/// pan and the exploded view's turn, the hover card.
extension Viewer {
    /// Carries out one of the viewer's actions; whether the picture changed, nil when the
    /// action is declined (the click not on the menu's item, not on the panel).
    func perform(_ action: ViewerAction, measurer: TextMeasuring) -> Bool? {
        switch action {
        case .say(let text): show(text)
        case .clickEditMenu(let point): return clickEditMenu(at: point)
        case .closeEditMenu: closeEditMenu()
        case .closeHelp: closeHelp()
        case .clickWhyMenu(let point): return clickWhyMenu(at: point, measurer: measurer) ? true : nil
        case .clickPanel(let point): return panelClick(at: point, measurer: measurer) == nil ? nil : true
        // What is drawn, as the step shown has it: a scroll view's content may be where it was then.
        case .select(let scenePoint, let menuAt):
            if let scenePoint { selectDrawnView(at: scenePoint, in: surroundings.shownPlacements(), menuAt: menuAt) } else { select(nil) }
        case .beginPan(let point): beginPan(at: point)
        case .pan(let point): pan(to: point)
        case .endPan: endPan()
        case .beginTurn(let point): beginTurn(at: point)
        case .turn(let point): return turn(to: point)
        case .endTurn: endTurn()
        case .scrollPanel(let point, let lines): return scrollPanel(at: point, lines: lines, measurer: measurer)
        case .hover(let point): return point.map { hover(at: $0) } ?? endHover()
        }
        return true
    }
}
