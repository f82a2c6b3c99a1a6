import Foundation
import ResponderCore

/// The views hitTest never asked, once the search is over: faded, and tagged "never asked"
/// where a subtree of them starts; in a window behind the one that took the touch, the views
/// under the finger are tagged. UIKit's hitTest(_:with:) asks a view's subviews only when
/// the view itself contains the point, front to back, and stops at the first that returns a
/// view: everything behind that one, and everything inside a view that said No, is never
/// looked at. That is half of the lesson of any hit-test, so the final picture keeps it.
struct NeverAskedPainter {
    let canvas: CanvasPainter
    let labels: SceneLabelLayout

    /// The first views of the subtrees hitTest never asked, in drawing order: found once a
    /// frame, for the fog and for the tags.
    let subtreesNeverAsked: [ViewPlacement]

    static let word = "never asked"
    static let fog = Palette.canvasBackground.withAlpha(150)

    init(canvas: CanvasPainter, labels: SceneLabelLayout) {
        self.canvas = canvas
        self.labels = labels
        subtreesNeverAsked = Self.neverAsked(on: canvas).filter(\.startsSubtree).map(\.placement)
    }

    /// The views of a searched window that hitTest did not visit, each with whether its
    /// superview was visited (where a subtree of them starts), in drawing order.
    static func neverAsked(on canvas: CanvasPainter) -> [(placement: ViewPlacement, startsSubtree: Bool)] {
        let episode = canvas.episode
        guard episode.hitTestFinished, !episode.visits.isEmpty else { return [] }
        return canvas.placements.compactMap { placement in
            guard Self.isSeen(placement) else { return nil }
            guard episode.visits[placement.name] == nil, !placement.isHiddenInTree,
                  let window = placement.ancestorNames.last, episode.visits[window] != nil else { return nil }
            let superviewAsked = placement.superviewName.map { episode.visits[$0] != nil } ?? false
            return (placement, superviewAsked)
        }
    }

    /// Whether some of the view shows through its clipping ancestors: one they hide wholly
    /// (content scrolled away) shows no mark to put a tag on. A view touching the clip's edge
    /// counts as hidden, whichever way rounding left a sliver.
    static func isSeen(_ placement: ViewPlacement) -> Bool {
        guard let clip = placement.clip else { return true }
        let visible = clip.intersection(placement.windowRect)
        return !visible.isNull && visible.width > 0.5 && visible.height > 0.5
    }

    /// The fog over each subtree never asked: its first view's shape covers the views inside it.
    func paintShapes(into list: inout DisplayList) {
        for placement in subtreesNeverAsked {
            canvas.clippingToAncestors(of: placement, into: &list) { list in
                canvas.fill(placement, color: Self.fog, into: &list)
                canvas.outline(placement, Palette.panelDim, width: 2, dashed: true, inset: 1, clipped: true, into: &list)
            }
        }
    }

    /// The frontmost view under the finger in a window behind the one that took the touch:
    /// UIKit asks the windows front to back and stops at the first whose hitTest returns a
    /// view, so the view a class expects to get the touch was on screen and never asked.
    /// Tagged only: the fog would cover the windows in front.
    var behindTheWindowThatTookIt: ViewPlacement? {
        let episode = canvas.episode
        guard episode.hitTestFinished, episode.hitTestView != nil, !episode.visits.isEmpty,
              let touch = canvas.shown?.result?.touch else { return nil }
        // A tap's trail carries no touch number: then the input's latest trail.
        let trails = canvas.frame.touchTrails
        guard let point = (trails.first { $0.touch == touch } ?? trails.last)?.points.first else { return nil }
        return canvas.placements.last { placement in
            guard let window = placement.ancestorNames.last, episode.visits[window] == nil, !placement.isHiddenInTree else { return false }
            return placement.containsWindowPoint(point)
        }
    }

    func paintTags(into list: inout DisplayList) {
        let tagged = subtreesNeverAsked + [behindTheWindowThatTookIt].compactMap { $0 }
        let size = canvas.tagSize(Self.word)
        for placement in tagged {
            let face = canvas.faceBounds(of: placement)
            let mustName = labels.mustName(placement.name)
            // A face narrower or lower than the tag encloses none of its spots: nothing to look for.
            if !mustName, size.width > face.width + 1 || size.height > face.height + 1 { continue }
            let spots = placement.isAxisAligned ? canvas.spots(around: face, size: size, inside: true) : canvas.spots(for: placement, size: size, inside: true)
            guard mustName else {
                // Level of detail: on a big scene, only where the tag fits on the view; the fog says the rest.
                let onIt = spots.filter { face.encloses(CGRect(origin: $0, size: size)) }
                if let rect = labels.placer.placeIfFree(size: size, candidates: onIt) { canvas.drawTag(Self.word, in: rect, fill: Palette.gestureFailed, into: &list) }
                continue
            }
            // Zoomed in, on the view or beside it, or left to the fog.
            canvas.tag(Self.word, candidates: spots, labelling: CGPoint(x: face.midX, y: face.midY), fill: Palette.gestureFailed,
                       about: placement.name, onlyOnFamily: canvas.tagsStayOnTheirViews, labels: labels, into: &list)
        }
    }
}
