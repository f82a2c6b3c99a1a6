import Foundation
import ResponderCore
import SandboxScenes

/// M's menu and Tab's keyboard mode: actions, remote commands, presses, shakes and key
/// commands sent from the window, delivered and animated like a touch.
extension Viewer {
    /// M: opens the menu at the pointer (or on the selected view, or mid-canvas); M again closes it.
    public func toggleEditMenu() {
        guard editMenu == nil else { return closeEditMenu() }
        openEditMenu(EditMenu(anchor: menuAnchor, application: session.application, responders: session.scene.responders))
    }

    private var menuAnchor: CGPoint {
        if let pointer = pointerLocation, session.layout.canvasArea.contains(pointer) { return pointer }
        if let view = selectedView {
            let rect = session.layout.canvasRect(fromScene: view.convert(view.bounds, to: nil))
            return CGPoint(x: rect.midX, y: rect.midY)
        }
        return CGPoint(x: session.layout.canvasArea.minX + 40, y: session.layout.canvasArea.minY + 40)
    }

    /// A left click while the menu is open: an enabled item is sent; a disabled one says why;
    /// a click outside closes the menu. Returns whether the click was the menu's.
    @discardableResult
    public func clickEditMenu(at windowPoint: CGPoint) -> Bool {
        guard let menu = editMenu else { return false }
        let geometry = EditMenuLayout(menu: menu, layout: session.layout)
        guard let index = geometry.item(at: windowPoint) else {
            if !geometry.frame.contains(windowPoint) { closeEditMenu() }
            return true
        }
        choose(menu.items[index])
        return true
    }

    /// A number key while the menu is open chooses that edit item.
    public func chooseEditMenuItem(number: Int) {
        guard let item = editMenu?.items.first(where: { $0.number == number }) else {
            return show("The menu has no item \(number)")
        }
        choose(item)
    }

    private func choose(_ item: EditMenu.Item) {
        guard item.isEnabled else {
            return show("\(item.title) is disabled: \(item.detail) (canPerformAction says no all the way up)", for: 5)
        }
        closeEditMenu()
        show(item.command.caption, for: 3)
        session.run(item.command)
    }

    /// A key pressed while keys go to the app: `application.handleKeyCommand`, traced and animated.
    public func sendKey(_ input: String, modifierFlags: UIKeyCommand.ModifierFlags) {
        session.run(.key(input, modifierFlags))
    }
}
