import Foundation

/// What a press, a move, a release, the wheel or a finger does, as one ordered table: the
/// first row with an action for the input in the window's context ends its way, unless the
/// session declines the action. The modes (`SandboxSession.mode`) come first, each covering
/// what is under it, then the panel, then the canvas's own drags, and last the touch itself.
extension PointerRouter {
    static let table: [Row] = [
        // MARK: A button going down or up
        // The explanation's sheet covers the canvas: a click there edits nothing under it.
        (.explanationSheet, { input, context in
            guard let click = input.button, context.mode.explanationDraft != nil else { return nil }
            return .take(redraw: click.down)
        }),
        // The studio's palette takes the click as the menu does: an item, or outside it closes.
        (.palette, { input, context in
            guard let click = input.button, context.mode.palette != nil else { return nil }
            return click.down && click.button == .left ? .studio(.clickPalette(at: click.point)) : .take(redraw: click.down)
        }),
        // M's menu takes the click: an item is sent, outside it closes; no touch begins.
        (.editMenu, { input, context in
            guard let click = input.button, context.mode.editMenu != nil else { return nil }
            guard click.down else { return .take(redraw: false) }
            return .viewer(click.button == .left ? .clickEditMenu(at: click.point) : .closeEditMenu)
        }),
        // The help covers the window: a click closes it, as Esc does, and touches nothing
        // under it (a touch or an edit drag already under way finishes first).
        (.help, { input, context in
            guard let click = input.button, context.mode == .help, context.touches.mouse.isEmpty, !context.isEditDragging else { return nil }
            return click.down ? .viewer(.closeHelp) : .take(redraw: false)
        }),
        // The right-click's menu goes with the next click; a click on its item asks why.
        (.whyMenu, { input, context in
            guard let click = input.button, click.down, context.mode.whyMenu != nil else { return nil }
            return .viewer(.clickWhyMenu(at: click.point))
        }),
        // A click on the panel (or on the log laid over the window's width) is the panel's: a
        // row selects its responder. Only the layout's rectangles are looked at: a press on the
        // canvas lays no panel out.
        (.panel, { input, context in
            guard let click = input.button, click.down, context.touches.mouse.isEmpty,
                  context.layout.panel.contains(click.point) || context.isLogWide && context.layout.wideLog.contains(click.point) else { return nil }
            return .viewer(.clickPanel(at: click.point))
        }),
        // The right button selects the view drawn under it and opens "why not here?".
        (.select, { input, context in
            guard let click = input.button, click.button == .right else { return nil }
            guard click.down else { return .take(redraw: false) }
            guard !context.isExploded else { return .viewer(.say("Press E to flatten the view before selecting")) }
            return .viewer(.select(scenePoint: context.layout.scenePoint(fromWindow: click.point), menuAt: click.point))
        }),
        // The middle button, or Shift with the left outside edit mode, pans the canvas (as
        // drawing programs pan); the release ends the pan under way.
        (.pan, { input, context in
            guard let click = input.button else { return nil }
            if !click.down { return context.isPanning ? .viewer(.endPan) : nil }
            let shiftLeft = click.button == .left && click.modifiers.contains(.shift) && !context.isEditing
            guard click.button == .middle || shiftLeft, context.touches.mouse.isEmpty, context.layout.canvasArea.contains(click.point) else { return nil }
            return .viewer(.beginPan(at: click.point))
        }),
        // Side buttons do nothing more.
        (.unusedButton, { input, _ in
            guard let click = input.button, click.button != .left else { return nil }
            return .take(redraw: false)
        }),
        // Edit mode: the left button moves, resizes and reparents views; no touch begins.
        (.editDrag, { input, context in
            guard let click = input.button, context.isEditing else { return nil }
            return .studio(click.down ? .beginEditDrag(at: click.point, reparenting: click.modifiers.contains(.shift)) : .endEditDrag(at: click.point))
        }),
        // Exploded, the left button turns the stack instead of touching it; the release ends the turn.
        (.turn, { input, context in
            guard let click = input.button else { return nil }
            if !click.down { return context.isTurning ? .viewer(.endTurn) : nil }
            guard context.isExploded, context.touches.mouse.isEmpty, context.layout.canvasArea.contains(click.point) else { return nil }
            return .viewer(.beginTurn(at: click.point))
        }),
        // Everything else: the left button is a finger (two, mirrored, with Alt).
        (.touch, { input, _ in
            guard let click = input.button else { return nil }
            return .touch(click.down ? .beginMouseTouch(at: click.point, mirrored: click.modifiers.contains(.alt)) : .endMouseTouch(at: click.point))
        }),

        // MARK: The mouse moving
        // An edit drag: the view follows the pointer.
        (.editDragMove, { input, context in
            guard case .move(let point) = input, context.isEditDragging else { return nil }
            return .studio(.continueEditDrag(to: point))
        }),
        // A drag turning the exploded view.
        (.turnMove, { input, context in
            guard case .move(let point) = input, context.isTurning else { return nil }
            return .viewer(.turn(to: point))
        }),
        // A drag panning the canvas.
        (.panMove, { input, context in
            guard case .move(let point) = input, context.isPanning else { return nil }
            return .viewer(.pan(to: point))
        }),
        // The mouse's touches move with it (declined when none is still down: the scene went
        // or edit mode started while the button was held).
        (.touchMove, { input, context in
            guard case .move(let point) = input, !context.touches.mouse.isEmpty else { return nil }
            return .touch(.moveMouseTouches(to: point))
        }),
        // No button held: the app's hover recognizers follow the mouse (a hover event), and the
        // hover card the view under it (a redraw only when either changes). When something else
        // has the pointer (a mode, edit mode, the exploded view) or it is off the scene, the
        // app's pointer has left its window.
        (.hover, { input, context in
            guard case .move(let point) = input else { return nil }
            let reachesApp = context.mode == .plain && !context.isEditing && !context.isExploded
            return .hover(at: point, appPoint: reachesApp ? context.layout.scenePoint(fromWindow: point) : nil)
        }),

        // MARK: The wheel
        (.wheelWithoutMotion, { input, _ in
            guard case .wheel(let dx, let dy, _) = input, dy == 0, dx == 0 else { return nil }
            return .take(redraw: false)
        }),
        // Over the scene the wheel (and two fingers on a touchpad) scrolls the innermost
        // scroll view under the pointer; wheel up shows what is above.
        (.wheelScrollView, { input, context in
            guard case .wheel(let dx, let dy, let point) = input, let scenePoint = context.layout.scenePoint(fromWindow: point) else { return nil }
            return .scrollWheel(scenePoint: scenePoint, dx: dx * InputHistory.wheelStep, dy: -dy * InputHistory.wheelStep)
        }),
        // Else the panel's pane under the pointer scrolls, three lines a notch.
        (.wheelPanel, { input, _ in
            guard case .wheel(_, let dy, let point) = input else { return nil }
            return dy == 0 ? .take(redraw: false) : .viewer(.scrollPanel(at: point, lines: -dy * 3))
        }),

        // MARK: The touch surface and the window
        // A finger, at a fraction of the window's size: a touch. In edit mode the mouse edits,
        // so a finger going down then is no touch; nor is one off the scene or, while the log
        // lies over the window's width, on the log (reading, not touching).
        (.finger, { input, context in
            guard case .finger(let key, let phase, let fraction) = input else { return nil }
            let viewport = context.layout.viewport
            let point = CGPoint(x: fraction.x * Double(viewport.width), y: fraction.y * Double(viewport.height))
            let holds = context.touches.holds(key)
            guard !context.isEditing || holds else { return .take(redraw: false) }
            if phase == .began, context.layout.scenePoint(fromWindow: point) == nil || context.isLogWide && context.layout.wideLog.contains(point) {
                return .take(redraw: false)
            }
            return .touch(.finger(key, phase, at: point))
        }),
        // The mouse leaving the window takes the hover card away, and leaves the app's window.
        (.exit, { input, _ in
            input == .exit ? .hover(at: nil, appPoint: nil) : nil
        }),
        // The window changed under the fingers (resized, hidden, lost focus): like iOS when a
        // touch is interrupted by the system, every touch is cancelled.
        (.interruption, { input, _ in
            guard case .interruption(let cause) = input else { return nil }
            return .interrupt(cause: cause)
        }),
    ]
}
