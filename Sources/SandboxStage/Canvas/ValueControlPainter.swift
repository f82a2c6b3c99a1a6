import Foundation
import ResponderCore

/// What a value control shows of its value: a slider's track and thumb (UISlider's
/// `thumbRect` at its value), a switch's knob on the right and filled when on. Drawn over
/// the control's own rectangle, flat or on its exploded plate, clipped as the view is.
struct ValueControlPainter {
    let canvas: CanvasPainter

    func paint(into list: inout DisplayList) {
        for placement in canvas.placements where !placement.isHiddenInTree && placement.effectiveAlpha >= 0.01 {
            switch placement.valueControl {
            case .slider(let thumb):
                canvas.clippingToAncestors(of: placement, into: &list) { paintSlider(thumb: thumb, placement, into: &$0) }
            case .toggle(let isOn):
                canvas.clippingToAncestors(of: placement, into: &list) { paintSwitch(isOn: isOn, placement, into: &$0) }
            case nil: break
            }
        }
    }

    /// The track from the thumb's leftmost centre to its rightmost, the part left of the thumb
    /// in the tint colour, as UIKit's minimum track; the thumb a white square on it.
    private func paintSlider(thumb: CGRect, _ placement: ViewPlacement, into list: inout DisplayList) {
        let bounds = placement.bounds
        let half = UISlider.thumbSize / 2
        let start = CGPoint(x: bounds.minX + half, y: bounds.midY), end = CGPoint(x: bounds.maxX - half, y: bounds.midY)
        let middle = CGPoint(x: thumb.midX, y: bounds.midY)
        let width = max(2, 4 * canvas.zoom)
        list.append(.polyline([point(start, placement), point(end, placement)], Palette.ink.withAlpha(90), width: width, dashed: false))
        list.append(.polyline([point(start, placement), point(middle, placement)], Palette.blue, width: width, dashed: false))
        paintKnob(thumb, placement, fill: Palette.paper, into: &list)
    }

    /// The knob at the left when off, at the right when on, over a track filled green when on.
    private func paintSwitch(isOn: Bool, _ placement: ViewPlacement, into list: inout DisplayList) {
        let bounds = placement.bounds
        let inset = bounds.insetBy(dx: 2, dy: 2)
        if isOn { list.append(.polygon(corners(of: inset, placement), Palette.bluishGreen)) }
        let side = max(0, inset.height)
        let knob = CGRect(x: isOn ? inset.maxX - side : inset.minX, y: inset.minY, width: side, height: side)
        paintKnob(knob, placement, fill: Palette.paper, into: &list)
    }

    private func paintKnob(_ rect: CGRect, _ placement: ViewPlacement, fill: StageColor, into list: inout DisplayList) {
        let points = corners(of: rect, placement)
        list.append(.polygon(points, fill))
        list.append(.polyline(points + [points[0]], Palette.ink, width: 1.5, dashed: false))
    }

    private func corners(of rect: CGRect, _ placement: ViewPlacement) -> [CGPoint] {
        [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
         CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map { point($0, placement) }
    }

    /// A point of the control's bounds on the canvas, through its transforms and the projection.
    private func point(_ local: CGPoint, _ placement: ViewPlacement) -> CGPoint {
        canvas.projection.project(canvas.scenePoint(local, in: placement), depth: placement.depth)
    }
}
