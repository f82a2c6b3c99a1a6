import Foundation

/// The keys that are the viewer's (`ViewerKey`: `SandboxSession.perform(_:)` hands them
/// here): what the person at the window looks at changes, the scene does not.
extension Viewer {
    func perform(_ key: ViewerKey) {
        switch key {
        case .toggleHelp: toggleHelp()
        case .toggleExplode: toggleExplode()
        case .runNextLessonCommand: runNextLessonCommand()
        case .zoomIn: changeZoom(by: Self.zoomStep)
        case .zoomOut: changeZoom(by: -Self.zoomStep)
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
        }
    }
}
