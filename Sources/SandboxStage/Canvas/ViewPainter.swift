import Foundation
import ResponderCore

/// The scene itself: the window's frame, each view in its colour (a dashed outline when
/// hidden), where a transformed view would be without its transform, the views' names, and
/// the marks that stay between inputs: the first responder and the selection.
struct ViewPainter {
    let canvas: CanvasPainter
    let labels: SceneLabelLayout

    private var layout: StageLayout { canvas.layout }

    func paintWindowFrame(into list: inout DisplayList) {
        let points = canvas.projection.corners(of: CGRect(origin: .zero, size: layout.sceneSize), depth: -1)
        if canvas.isFlat {
            list.fill(layout.sceneRect, Palette.paper)
        } else {
            list.append(.polygon(points, Palette.paper.withAlpha(200)))
        }
        list.append(.polyline(points + [points[0]], Palette.ink, width: 2, dashed: false))
    }

    /// Each further window's frame, dashed, over every view.
    func paintFurtherWindowFrames(into list: inout DisplayList) {
        for window in canvas.frame.furtherWindows {
            let points = canvas.projection.corners(of: window.frame, depth: window.depth)
            list.append(.polyline(points + [points[0]], Palette.ink, width: 2, dashed: true))
        }
    }

    func paintViews(into list: inout DisplayList) {
        for placement in canvas.placements { paintView(placement, into: &list) }
    }

    private func paintView(_ placement: ViewPlacement, into list: inout DisplayList) {
        let invisible = placement.isHiddenInTree || placement.effectiveAlpha < 0.01
        // An upright clip is SDL's clip rectangle; a turned one is applied to each shape here.
        canvas.clippingToAncestors(of: placement, into: &list) { list in
            if invisible {
                canvas.outline(placement, Palette.ink.withAlpha(150), width: 1.5, dashed: true, clipped: true, into: &list)
            } else {
                canvas.fill(placement, color: canvas.viewColor(placement), into: &list)
                canvas.outline(placement, Palette.ink.withAlpha(120), width: 1, clipped: true, into: &list)
            }
        }
    }

    func paintUntransformedFrames(into list: inout DisplayList) {
        for placement in canvas.placements { paintUntransformedFrame(placement, into: &list) }
    }

    /// Where a transformed view's frame would be without its transform: a thin dashed grey
    /// rectangle, so a class sees that the drawing, and the touches, moved with the transform.
    private func paintUntransformedFrame(_ placement: ViewPlacement, into list: inout DisplayList) {
        guard canvas.isFlat, let corners = placement.untransformedCorners, !placement.isHiddenInTree else { return }
        let points = corners.map(layout.canvasPoint(fromScene:))
        canvas.clippingToAncestors(of: placement, into: &list) { list in
            canvas.polyline(points, Palette.untransformedFrame, width: 2, dashed: true, clip: canvas.polygonClip(of: placement), into: &list)
        }
    }

    func paintNames(into list: inout DisplayList) {
        if let label = labels.windowLabel {
            list.text(UIWindow.windowName, at: label.origin, size: CanvasPainter.tagSize * canvas.zoom, color: Palette.ink, bold: true)
        }
        for window in canvas.frame.furtherWindows {
            guard let rect = labels.furtherWindowLabels[window.name] else { continue }
            list.fill(rect, Palette.paper)
            list.outline(rect, Palette.ink, width: 1)
            list.text(window.label, at: CGPoint(x: rect.minX + 4, y: rect.minY), size: CanvasPainter.tagSize * canvas.zoom, color: Palette.ink, bold: true)
        }
        for placement in canvas.placements {
            guard let name = labels.names[placement.name] else { continue }
            let invisible = placement.isHiddenInTree || placement.effectiveAlpha < 0.01
            if name.isInside {
                let background = invisible ? Palette.paper : canvas.viewColor(placement).mixed(with: Palette.paper, 1 - placement.effectiveAlpha)
                // The view's own colour behind its name, so an arrow passing under it never cuts the letters.
                if !invisible { list.fill(name.rect, background.withAlpha(255)) }
                list.text(name.text, at: CGPoint(x: name.rect.minX + 2, y: name.rect.minY), size: labels.nameSize,
                          color: background.isLight ? Palette.ink : Palette.paper, bold: true)
            } else {
                // A chip of the view's own colour, tied to the view by a line when it had to move away.
                if let leader = name.leader { list.line(leader.from, leader.to, Palette.ink.withAlpha(200), width: 1.5) }
                let chip = invisible ? Palette.paper : canvas.viewColor(placement).withAlpha(255)
                list.fill(name.rect, chip)
                list.outline(name.rect, Palette.ink, width: 1, dashed: invisible)
                list.text(name.text, at: CGPoint(x: name.rect.minX + 2, y: name.rect.minY), size: labels.nameSize,
                          color: chip.isLight ? Palette.ink : Palette.paper, bold: true)
            }
        }
        for tab in labels.tabs.values.sorted(by: { $0.controller < $1.controller }) {
            if let leader = tab.leader { list.line(leader.from, leader.to, Palette.controller, width: 2) }
            list.fill(tab.rect, Palette.controller)
            list.outline(tab.rect, Palette.ink, width: 1)
            list.text(tab.controller, at: CGPoint(x: tab.rect.midX, y: tab.rect.midY), size: tab.textSize,
                      color: Palette.paper, bold: true, anchor: .center)
        }
    }

    func paintFirstResponderFrame(into list: inout DisplayList) {
        guard let first = canvas.frame.firstResponder, let placement = canvas.placement(named: first) else { return }
        canvas.outline(placement, Palette.firstResponder, width: 3, dashed: true, inset: 6, into: &list)
    }

    func paintFirstResponderTag(into list: inout DisplayList) {
        guard let first = canvas.frame.firstResponder else { return }
        if let placement = canvas.placement(named: first) {
            let face = canvas.faceBounds(of: placement)
            let size = canvas.tagSize("first responder")
            var candidates = canvas.spots(around: face, size: size, inside: false)
            candidates.insert(CGPoint(x: face.minX + 8, y: face.maxY - size.height - 8), at: 0)
            canvas.tag("first responder", candidates: candidates, labelling: CGPoint(x: face.minX + 4, y: face.maxY - 4),
                       fill: Palette.firstResponder, about: first, labels: labels, into: &list)
        } else if let tab = labels.tabs[first] {
            let size = canvas.tagSize("first responder")
            canvas.tag("first responder", candidates: [CGPoint(x: tab.rect.maxX + 4, y: tab.rect.minY), CGPoint(x: tab.rect.minX - size.width - 4, y: tab.rect.minY)],
                       labelling: CGPoint(x: tab.rect.maxX, y: tab.rect.midY), fill: Palette.firstResponder, labels: labels, into: &list)
        }
    }

    func paintSelection(into list: inout DisplayList) {
        guard let name = canvas.frame.selection, let placement = canvas.placement(named: name) else { return }
        // Solid black and white, unlike any mark of the input (dashed blue is "outside").
        canvas.outline(placement, Palette.ink, width: 5, dashed: false, inset: -9, into: &list)
        canvas.outline(placement, Palette.paper, width: 2, dashed: false, inset: -9, into: &list)
    }

    /// The selection's frame in a legend's sample.
    static func selectionFrame(_ box: CGRect) -> [DrawCommand] {
        [.outline(box, Palette.ink, width: 5, dashed: false), .outline(box, Palette.paper, width: 2, dashed: false)]
    }
}
