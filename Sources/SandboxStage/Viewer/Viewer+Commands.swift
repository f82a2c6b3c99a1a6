import Foundation

/// The keys that are the viewer's (`SandboxSession.perform(_:)` hands them here): what the
/// person at the window looks at changes, the scene does not.
extension Viewer {
    func perform(_ command: StageCommand) {
        switch command {
        case .toggleHelp: toggleHelp()
        case .toggleExplode: toggleExplode()
        case .runNextLessonCommand: runNextLessonCommand()
        case .zoomIn, .zoomOut: changeZoom(by: command == .zoomIn ? Self.zoomStep : -Self.zoomStep)
        case .zoomReset: resetZoom()
        case .focusOnSelection: toggleFocusOnSelection()
        case .deselect: escape()
        case .askWhy: askWhy()
        case .toggleFold: toggleFoldOfSelection()
        // While the menu is open the number keys choose its items, as the menu shows.
        case .toggle(let property):
            if editMenu != nil { chooseEditMenuItem(number: property.rawValue) } else { toggleSelected(property) }
        case .toggleEditMenu: toggleEditMenu()
        case .makeFirstResponder: makeSelectedFirstResponder()
        case .resignFirstResponder: resignFirstResponder()
        case .toggleWideLog: toggleWideLog()
        case .toggleHoverCard: toggleHoverCard()
        case .showNewestLog: showNewestLog()
        // The session's, the history's and the studio's keys are theirs: the session sends none here.
        default: break
        }
    }
}
