import Foundation

/// A view removed while the picture plays (`remove C`), drawn as a ghost where it was: a
/// dashed outline with its name. UIKit cancels the touches of a view that leaves the window,
/// and that cancellation is the story, so the picture keeps the place it happened.
struct RemovedViewPainter {
    let canvas: CanvasPainter
    let labels: SceneLabelLayout

    static func words(_ name: String) -> String { "\(name) (removed)" }

    func paintShapes(into list: inout DisplayList) {
        // Flat only: removed, it has no layer in the exploded stack.
        guard canvas.isFlat else { return }
        for (_, rect) in canvas.frame.removedViews.sorted(by: { $0.key < $1.key }) {
            let box = canvas.layout.canvasRect(fromScene: rect)
            list.fill(box, Palette.paper.withAlpha(90))
            list.outline(box, Palette.ink, width: 3 * canvas.zoom, dashed: true)
        }
    }

    func paintTags(into list: inout DisplayList) {
        guard canvas.isFlat else { return }
        for (name, rect) in canvas.frame.removedViews.sorted(by: { $0.key < $1.key }) {
            let box = canvas.layout.canvasRect(fromScene: rect)
            let words = Self.words(name)
            let size = canvas.tagSize(words)
            let candidates = [CGPoint(x: box.minX + 4, y: box.minY + 4), CGPoint(x: box.minX, y: box.maxY + 3),
                              CGPoint(x: box.minX, y: box.minY - size.height - 3)]
            canvas.tag(words, candidates: candidates, labelling: CGPoint(x: box.minX + 4, y: box.minY + 4), fill: Palette.paper,
                       labels: labels, into: &list)
        }
    }
}
