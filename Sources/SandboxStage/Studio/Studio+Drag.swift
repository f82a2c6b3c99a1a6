import Foundation
import ResponderCore
import SandboxScenes

/// The mouse in edit mode: a press on a corner handle of the selected view resizes it, a
/// press elsewhere selects the view there and moves it, Shift drops it into another view.
extension Studio {
    /// How far from a corner (window points, before zoom) a press still takes its handle.
    public static let handleReach = 10.0

    /// The canvas rectangle of a view, in window points.
    public func canvasRect(of view: UIView) -> CGRect? {
        guard let placement = ViewPlacement.placements(inWindowsOf: session.application).first(where: { $0.id == ObjectIdentifier(view) }) else { return nil }
        return session.layout.canvasRect(fromScene: placement.windowRect)
    }

    /// The handle of the selected view's corner at a window point, if any.
    public func resizeHandle(at point: CGPoint) -> EditDrag.Corner? {
        guard let view = selectedView, !isRootView(view), let rect = canvasRect(of: view) else { return nil }
        let reach = Self.handleReach * surroundings.zoom
        return EditDrag.Corner.allCases.first { corner in
            let c = corner.point(in: rect)
            return abs(c.x - point.x) <= reach && abs(c.y - point.y) <= reach
        }
    }

    /// Carries out one of the pointer's actions that are the studio's (`StudioAction`:
    /// `PointerRouter.table` chooses them): the palette's click and edit mode's drag. Returns
    /// whether the picture changed.
    func perform(_ action: StudioAction) -> Bool {
        switch action {
        case .clickPalette(let point): clickPalette(at: point); return true
        case .beginEditDrag(let point, let reparenting): return beginEditDrag(at: point, reparenting: reparenting)
        case .continueEditDrag(let point): return continueEditDrag(to: point)
        case .endEditDrag(let point): return endEditDrag(at: point)
        }
    }

    /// A press in edit mode; false when it was outside the scene.
    @discardableResult
    public func beginEditDrag(at point: CGPoint, reparenting: Bool) -> Bool {
        guard isEditing else { return false }
        guard surroundings.explode == 0 else {
            say("Press E to flatten the view before editing it")
            return true
        }
        if nameBeingTyped != nil { finishTyping(keep: true) }
        if let corner = resizeHandle(at: point), let view = selectedView {
            guard frameCanChange(view.name) else { return true }
            beginDrag(EditDrag(view: view.name, kind: .resize(corner), start: point, originalFrame: view.untransformedFrame, frame: view.untransformedFrame))
            return true
        }
        guard let scenePoint = session.layout.scenePoint(fromWindow: point) else { return false }
        // Every window's views, front window last: a view of a further window is edited as the main window's are.
        let application = session.application
        let topmost = Array(zip(ViewPlacement.placements(inWindowsOf: application), ViewPlacement.views(inWindowsOf: application)))
            .last { $0.0.containsWindowPoint(scenePoint) }?.1
        session.route(.select(topmost?.name))
        guard let view = topmost, !isRootView(view), frameCanChange(view.name) else { return true }
        beginDrag(EditDrag(view: view.name, kind: reparenting ? .reparent : .move, start: point,
                           originalFrame: view.untransformedFrame, frame: view.untransformedFrame))
        return true
    }

    /// Whether the file lets the view's frame change; if not, the window says why and the
    /// view does not follow the pointer (a frame written as a YAML alias, `frame: *card`).
    private func frameCanChange(_ name: String) -> Bool {
        guard let editor = prepareEditor() else { return false }
        guard let problem = SceneTextEdit.frameEditProblem(of: name, in: editor.text) else { return true }
        say("\(name) cannot be moved here: \(problem)", for: 8)
        return false
    }

    /// The pointer moved while pressed: the view follows at once (the edit itself waits for the release).
    @discardableResult
    public func continueEditDrag(to point: CGPoint) -> Bool {
        guard let drag = editDrag, let view = session.scene.view(named: drag.view) else { return false }
        let scale = session.layout.scale
        let frame = drag.frame(movedBy: CGPoint(x: (point.x - drag.start.x) / scale, y: (point.y - drag.start.y) / scale))
        view.frame = frame
        moveDrag(to: frame, dropTarget: drag.kind == .reparent ? dropTarget(for: view, at: point) : drag.dropTarget)
        return true
    }

    /// The release: the drag becomes one edit (a move, a resize or a reparenting).
    @discardableResult
    public func endEditDrag(at point: CGPoint) -> Bool {
        guard editDrag != nil else { return false }
        continueEditDrag(to: point)
        guard let drag = editDrag else { return false }
        endDrag()
        let dropped = drag.kind == .reparent ? drag.dropTarget.flatMap { target in frameAfterDrop(drag, into: target).map { (target, $0) } } : nil
        // The live view followed the pointer; the edit starts from the frame the file has, so
        // a recording sees the change the edit makes.
        session.scene.view(named: drag.view)?.frame = drag.originalFrame
        if let (target, frame) = dropped { return performEdit(.reparent(view: drag.view, into: target, frame: frame)) }
        guard drag.frame != drag.originalFrame else { return true }
        return performEdit(.setFrame(view: drag.view, frame: drag.frame))
    }

    /// The topmost view under the pointer that the dragged view may go into: not itself,
    /// not one of its subviews, not its current superview.
    func dropTarget(for view: UIView, at point: CGPoint) -> String? {
        guard let scenePoint = session.layout.scenePoint(fromWindow: point) else { return nil }
        let application = session.application
        let candidate = Array(zip(ViewPlacement.placements(inWindowsOf: application), ViewPlacement.views(inWindowsOf: application))).last {
            $0.0.containsWindowPoint(scenePoint) && !$0.1.isDescendant(of: view)
        }?.1
        guard let candidate, candidate !== view.superview else { return nil }
        return candidate.name
    }

    /// A window's root view (the main window's or a further one's): its controller's, it does not move.
    func isRootView(_ view: UIView) -> Bool {
        view.superview == nil || session.application.windows.contains { $0.rootViewController?.view === view }
    }

    /// The dragged view's frame in the target's coordinates, where it was dropped on screen.
    private func frameAfterDrop(_ drag: EditDrag, into target: String) -> CGRect? {
        let placements = ViewPlacement.placements(inWindowsOf: session.application)
        guard let dragged = placements.first(where: { $0.name == drag.view }),
              let destination = placements.first(where: { $0.name == target }) else { return nil }
        let origin = CGPoint(x: destination.windowRect.minX - destination.bounds.minX,
                             y: destination.windowRect.minY - destination.bounds.minY)
        return CGRect(x: dragged.windowRect.minX - origin.x, y: dragged.windowRect.minY - origin.y,
                      width: drag.frame.width, height: drag.frame.height)
    }
}
