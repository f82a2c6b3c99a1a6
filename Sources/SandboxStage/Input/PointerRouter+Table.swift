import Foundation

/// What a press, a move, a release, the wheel or a finger does, as one ordered table: the
/// first row that takes the input (a non-nil answer: whether the picture changed) ends its
/// way; a row answering nil lets it on to the next. The modes (`SandboxSession.mode`) come
/// first, each covering what is under it, then the panel, then the canvas's own drags, and
/// last the touch itself.
extension PointerRouter {
    typealias Row = (row: PointerRow, take: (PointerRouter, PointerInput, TextMeasuring) -> Bool?)

    static let table: [Row] = [
        // MARK: A button going down or up
        // The explanation's sheet covers the canvas: a click there edits nothing under it.
        (.explanationSheet, { router, input, _ in
            guard let click = input.button, router.session.mode.explanationDraft != nil else { return nil }
            return click.down
        }),
        // The studio's palette takes the click as the menu does: an item, or outside it closes.
        (.palette, { router, input, _ in
            guard let click = input.button, router.session.mode.palette != nil else { return nil }
            if click.down, click.button == .left { router.session.studio.clickPalette(at: click.point) }
            return click.down
        }),
        // M's menu takes the click: an item is sent, outside it closes; no touch begins.
        (.editMenu, { router, input, _ in
            guard let click = input.button, router.session.mode.editMenu != nil else { return nil }
            if click.down, click.button == .left { return router.session.viewer.clickEditMenu(at: click.point) }
            if click.down { router.session.viewer.closeEditMenu() }
            return click.down
        }),
        // The help covers the window: a click closes it, as Esc does, and touches nothing
        // under it (a touch or an edit drag already under way finishes first).
        (.help, { router, input, _ in
            guard let click = input.button, router.session.mode == .help, router.mouseTouches.isEmpty,
                  router.session.studio.editDrag == nil else { return nil }
            if click.down { router.session.viewer.isHelpVisible = false }
            return click.down
        }),
        // The right-click's menu goes with the next click; a click on its item asks why.
        (.whyMenu, { router, input, measurer in
            guard let click = input.button, click.down, router.session.mode.whyMenu != nil,
                  router.session.viewer.clickWhyMenu(at: click.point, measurer: measurer) else { return nil }
            return true
        }),
        // A click on the panel (or the wide log) is the panel's: a row selects its responder.
        (.panel, { router, input, measurer in
            guard let click = input.button, click.down, router.mouseTouches.isEmpty,
                  router.session.viewer.panelClick(at: click.point, measurer: measurer) != nil else { return nil }
            return true
        }),
        // The right button selects the view drawn under it and opens "why not here?".
        (.select, { router, input, _ in
            guard let click = input.button, click.button == .right else { return nil }
            if click.down { router.selectView(at: click.point) }
            return click.down
        }),
        // The middle button, or Shift with the left outside edit mode, pans the canvas.
        (.pan, { router, input, _ in
            guard let click = input.button else { return nil }
            return router.panDrag(click.button, down: click.down, shift: click.modifiers.contains(.shift), at: click.point)
        }),
        // Side buttons do nothing more.
        (.unusedButton, { _, input, _ in
            guard let click = input.button, click.button != .left else { return nil }
            return false
        }),
        // Edit mode: the left button moves, resizes and reparents views; no touch begins.
        (.editDrag, { router, input, _ in
            guard let click = input.button, router.session.studio.isEditing else { return nil }
            let studio = router.session.studio
            return click.down ? studio.beginEditDrag(at: click.point, reparenting: click.modifiers.contains(.shift)) : studio.endEditDrag(at: click.point)
        }),
        // Exploded, the left button turns the stack.
        (.turn, { router, input, _ in
            guard let click = input.button else { return nil }
            return router.turnDrag(down: click.down, at: click.point)
        }),
        // Everything else: the left button is a finger (two, mirrored, with Alt).
        (.touch, { router, input, _ in
            guard let click = input.button else { return nil }
            return click.down ? router.beginMouseTouch(at: click.point, mirrored: click.modifiers.contains(.alt)) : router.endMouseTouch(at: click.point)
        }),

        // MARK: The mouse moving
        // An edit drag: the view follows the pointer.
        (.editDragMove, { router, input, _ in
            guard case .move(let point) = input, router.session.studio.editDrag != nil else { return nil }
            return router.session.studio.continueEditDrag(to: point)
        }),
        // A drag turning the exploded view.
        (.turnMove, { router, input, _ in
            guard case .move(let point) = input, let anchor = router.turnAnchor else { return nil }
            let turned = router.session.viewer.turnExploded(dx: point.x - anchor.point.x, dy: point.y - anchor.point.y)
            router.turnAnchor = (point, anchor.turned || turned)
            return turned
        }),
        // A drag panning the canvas.
        (.panMove, { router, input, _ in
            guard case .move(let point) = input, let anchor = router.panAnchor else { return nil }
            router.session.viewer.pan(dx: point.x - anchor.x, dy: point.y - anchor.y)
            router.panAnchor = point
            return true
        }),
        // The mouse's touches move with it.
        (.touchMove, { router, input, _ in
            guard case .move(let point) = input else { return nil }
            router.forgetEndedMouseTouches()
            guard !router.mouseTouches.isEmpty else { return nil }
            for (id, point) in zip(router.mouseTouches, router.mousePoints(point)) { router.session.touch(id, .moved, at: point) }
            return true
        }),
        // No button held: the app's hover recognizers follow the mouse (a hover event), and the
        // hover card the view under it (a redraw only when either changes).
        (.hover, { router, input, _ in
            guard case .move(let point) = input else { return nil }
            let hovered = router.hoverApp(at: point)
            return router.session.viewer.hover(at: point) || hovered
        }),

        // MARK: The wheel
        (.wheelWithoutMotion, { _, input, _ in
            guard case .wheel(let dx, let dy, _) = input, dy == 0, dx == 0 else { return nil }
            return false
        }),
        // Over the scene the wheel (and two fingers on a touchpad) scrolls the innermost
        // scroll view under the pointer; wheel up shows what is above.
        (.wheelScrollView, { router, input, _ in
            guard case .wheel(let dx, let dy, let point) = input, let scenePoint = router.layout.scenePoint(fromWindow: point),
                  router.session.history.scrollWheel(at: scenePoint, dx: dx * InputHistory.wheelStep, dy: -dy * InputHistory.wheelStep) else { return nil }
            return true
        }),
        // Else the panel's pane under the pointer scrolls, three lines a notch.
        (.wheelPanel, { router, input, measurer in
            guard case .wheel(_, let dy, let point) = input else { return nil }
            guard dy != 0 else { return false }
            return router.session.viewer.scrollPanel(at: point, lines: -dy * 3, measurer: measurer)
        }),

        // MARK: The touch surface and the window
        (.finger, { router, input, _ in
            guard case .finger(let key, let phase, let fraction) = input else { return nil }
            return router.finger(key, phase, at: fraction)
        }),
        // The mouse leaving the window takes the hover card away, and leaves the app's window.
        (.exit, { router, input, _ in
            guard input == .exit else { return nil }
            let hovered = router.hoverApp(at: nil)
            return router.session.viewer.endHover() || hovered
        }),
        (.interruption, { router, input, _ in
            guard case .interruption(let cause) = input else { return nil }
            return router.interruptTouches(cause: cause)
        }),
    ]

    /// Sends the input down the table; `measurer` is the window's, so the panel's rows are
    /// found where they are drawn.
    func route(_ input: PointerInput, measurer: TextMeasuring) -> PointerOutcome {
        var changed = false
        switch input {
        // A button going down hides the hover card: it would cover what the click does.
        case .press: changed = session.viewer.endHover()
        // Where the mouse last was: the menu opens there, a zoom key zooms there.
        case .move(let point): session.viewer.pointerLocation = point
        default: break
        }
        for (row, take) in Self.table {
            if let taken = take(self, input, measurer) { return PointerOutcome(row: row, changed: taken || changed) }
        }
        return PointerOutcome(row: nil, changed: changed)
    }
}
