import CSDL2
import Foundation
import SandboxStage

/// Draws a display list with an SDL renderer. Points become pixels by `pixelScale`, so the
/// picture stays sharp on HiDPI screens and in `render --scale 2`.
final class DisplayListRenderer {
    let renderer: OpaquePointer
    let texts: TextTextureCache
    let measurer: FontMeasurer
    var pixelScale: Double { measurer.pixelScale }
    /// Reused from frame to frame so that a frame allocates nothing once the arrays have grown.
    private var batch = SDLDrawBatch()
    /// The clip rectangle the display list has in force, in pixels, for hatching inside a clip
    /// and for leaving out what it hides.
    private var clip: SDL_Rect?
    /// The clip rectangle SDL is given by the batch so far: a clip reaches the batch only when
    /// something is drawn under it, so a view wholly clipped away costs no SDL call.
    private var clipInBatch: SDL_Rect?
    /// The picture with a margin, in points: every primitive is cut to it before it becomes pixels.
    private var area = DrawingArea(pixelWidth: 0, pixelHeight: 0, pixelScale: 1)
    /// SDL's software renderer paints every pixel it is handed, so what a later opaque fill
    /// covers is left out of its batch; a GPU paints over for nothing, so there the pass is skipped.
    private let paintsInSoftware: Bool

    init(renderer: OpaquePointer, fonts: FontBook, pixelScale: Double) {
        self.renderer = renderer
        var info = SDL_RendererInfo()
        paintsInSoftware = SDL_GetRendererInfo(renderer, &info) != 0 || info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        self.texts = TextTextureCache(renderer: renderer, fonts: fonts)
        self.measurer = FontMeasurer(fonts: fonts, pixelScale: pixelScale)
    }

    func draw(_ list: DisplayList) {
        batch(for: list).submit(to: renderer)
    }

    /// The SDL primitives that draw the list, its text textures made or found in the cache.
    func batch(for list: DisplayList) -> SDLDrawBatch {
        texts.beginFrame()
        batch.removeAll()
        clip = nil
        clipInBatch = nil
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        area = DrawingArea(pixelWidth: width, pixelHeight: height, pixelScale: pixelScale)
        for command in list.commands { add(command) }
        if paintsInSoftware { batch.leaveOutHidden(width: width, height: height) }
        return batch
    }

    private func add(_ command: DrawCommand) {
        switch command {
        case .fill(let rect, let color): fill(rect, color)
        case .outline(let rect, let color, let width, let dashed): outline(rect, color, width: width, dashed: dashed)
        case .hatch(let rect, let color, let spacing): hatch(rect, color, spacing: spacing)
        case .line(let from, let to, let color, let width): thickLine(from, to, color, width: width)
        case .polygon(let points, let color): polygon(points, color)
        case .polyline(let points, let color, let width, let dashed):
            for index in points.indices.dropFirst() {
                if dashed { dashedLine(points[index - 1], points[index], color, width: width) } else { thickLine(points[index - 1], points[index], color, width: width) }
            }
        case .text(let text, let point, let size, let color, let bold, let anchor): drawText(text, at: point, size: size, color: color, bold: bold, anchor: anchor)
        case .clip(let rect): setClip(pixelRect(area.clip(rect) ?? .zero))
        case .unclip: setClip(nil)
        }
    }

    private func pixelRect(_ rect: CGRect) -> SDL_Rect {
        let x = DrawingArea.pixel(Double(rect.minX) * pixelScale), y = DrawingArea.pixel(Double(rect.minY) * pixelScale)
        let maxX = DrawingArea.pixel(Double(rect.maxX) * pixelScale), maxY = DrawingArea.pixel(Double(rect.maxY) * pixelScale)
        return SDL_Rect(x: x, y: y, w: max(0, maxX - x), h: max(0, maxY - y))
    }

    private func setClip(_ rect: SDL_Rect?) {
        clip = rect
    }

    /// Whether a primitive whose pixels all lie inside `bounds` can show under the clip in
    /// force; when it can, the batch gets that clip first. What the clip hides entirely is left
    /// out (SDL would draw none of it), so that no SDL call is spent on it.
    private func mayDraw(within bounds: SDL_Rect) -> Bool {
        if let clip, !Self.overlap(bounds, clip) { return false }
        if !Self.same(clip, clipInBatch) {
            batch.append(.clip(clip))
            clipInBatch = clip
        }
        return true
    }

    /// Whether the two pixel rectangles share a pixel (in 64 bits: a bound may be near 2^30).
    private static func overlap(_ a: SDL_Rect, _ b: SDL_Rect) -> Bool {
        guard a.w > 0, a.h > 0, b.w > 0, b.h > 0 else { return false }
        return Int64(a.x) < Int64(b.x) + Int64(b.w) && Int64(b.x) < Int64(a.x) + Int64(a.w)
            && Int64(a.y) < Int64(b.y) + Int64(b.h) && Int64(b.y) < Int64(a.y) + Int64(a.h)
    }

    private static func same(_ a: SDL_Rect?, _ b: SDL_Rect?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?): return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h
        default: return false
        }
    }

    /// The pixels a primitive spanning these points may touch, with three pixels to spare each
    /// way for SDL's own rounding of corners (and for truncating here instead of rounding).
    private func pixelBounds(minX: Double, minY: Double, maxX: Double, maxY: Double) -> SDL_Rect {
        func pixel(_ points: Double, _ spare: Double) -> Int64 {
            let value = points * pixelScale + spare
            return value.isNaN ? 0 : Int64(min(max(value, -1_073_741_824), 1_073_741_824))
        }
        let x = pixel(minX, -3), y = pixel(minY, -3)
        return SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(clamping: max(1, pixel(maxX, 3) - x)), h: Int32(clamping: max(1, pixel(maxY, 3) - y)))
    }

    private func fill(_ rect: CGRect, _ color: StageColor) {
        guard color.alpha > 0, let rect = area.clip(rect) else { return }
        let pixels = pixelRect(rect)
        // The software renderer fills at least one pixel each way, even for an empty rectangle.
        guard mayDraw(within: SDL_Rect(x: pixels.x, y: pixels.y, w: max(1, pixels.w), h: max(1, pixels.h))) else { return }
        batch.append(.fill(pixels, sdlColor(color)))
    }

    private func sdlColor(_ color: StageColor) -> SDL_Color {
        SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha)
    }

    private func outline(_ rect: CGRect, _ color: StageColor, width: Double, dashed: Bool) {
        // An outline wholly off the picture, or hidden by the clip, is none of its parts: not
        // one of them is looked at (a scene of 2,000 views has most of them off the canvas).
        let left = Double(rect.origin.x), top = Double(rect.origin.y), wide = Double(rect.size.width), high = Double(rect.size.height)
        if left.isFinite, top.isFinite, wide.isFinite, high.isFinite, width.isFinite, wide >= 0, high >= 0 {
            let spare = abs(width) / 2 + 2
            let minX = left - spare, minY = top - spare, maxX = left + wide + spare, maxY = top + high + spare
            guard maxX >= area.minX, minX <= area.maxX, maxY >= area.minY, minY <= area.maxY else { return }
            if let clip {
                guard Self.overlap(pixelBounds(minX: minX, minY: minY, maxX: maxX, maxY: maxY), clip) else { return }
            }
        }
        if dashed {
            let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                           CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
            for index in 0..<4 { dashedLine(corners[index], corners[(index + 1) % 4], color, width: width) }
            return
        }
        let w = width
        fill(CGRect(x: rect.minX - w / 2, y: rect.minY - w / 2, width: rect.width + w, height: w), color)
        fill(CGRect(x: rect.minX - w / 2, y: rect.maxY - w / 2, width: rect.width + w, height: w), color)
        fill(CGRect(x: rect.minX - w / 2, y: rect.minY + w / 2, width: w, height: max(0, rect.height - w)), color)
        fill(CGRect(x: rect.maxX - w / 2, y: rect.minY + w / 2, width: w, height: max(0, rect.height - w)), color)
    }

    /// Dashes counted from `from`, so a line cut at the picture's edge keeps its pattern.
    private func dashedLine(_ from: CGPoint, _ to: CGPoint, _ color: StageColor, width: Double) {
        let dash = 10.0, gap = 7.0
        guard let (first, last) = area.clip(from: from, to: to) else { return }
        let dx = Double(to.x - from.x), dy = Double(to.y - from.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        // Only the dashes between the cut ends: a line a million points long costs no more
        // than one across the picture.
        let along = { (point: CGPoint) in (Double(point.x - from.x) * dx + Double(point.y - from.y) * dy) / length }
        let visibleEnd = last == to ? length : min(length, along(last))
        var start = max(0, (along(first) / (dash + gap)).rounded(.down) * (dash + gap))
        while start < visibleEnd {
            let end = min(start + dash, length)
            thickLine(CGPoint(x: Double(from.x) + dx * start / length, y: Double(from.y) + dy * start / length),
                      CGPoint(x: Double(from.x) + dx * end / length, y: Double(from.y) + dy * end / length), color, width: width)
            start = end + gap
        }
    }

    /// Stripes at 45°, clipped to the rectangle.
    private func hatch(_ rect: CGRect, _ color: StageColor, spacing: Double) {
        // Stripes only where they can be seen, on the same 45° grid as the whole rectangle's.
        guard spacing > 0, let visible = area.clip(rect) else { return }
        let saved = clip
        var pixels = pixelRect(visible)
        if var outer = saved {
            var inside = SDL_Rect()
            // No overlap leaves an empty clip, which draws nothing, as it should.
            pixels = SDL_IntersectRect(&outer, &pixels, &inside) == SDL_TRUE ? inside : SDL_Rect(x: pixels.x, y: pixels.y, w: 0, h: 0)
        }
        setClip(pixels)
        // A stripe runs from (minX + offset, maxY) up to (minX + offset + height, minY):
        // the first and last offsets that cross the visible part.
        let first = Double(visible.minX - rect.minX) - Double(rect.maxY - visible.maxY) - Double(visible.height)
        let last = Double(visible.maxX - rect.minX) - Double(rect.maxY - visible.maxY)
        var offset = -Double(rect.height) + max(0, ((first + Double(rect.height)) / spacing).rounded(.down)) * spacing
        while offset < min(Double(rect.width), last) {
            thickLine(CGPoint(x: Double(rect.minX) + offset, y: rect.maxY), CGPoint(x: Double(rect.minX) + offset + Double(rect.height), y: rect.minY), color, width: 2.5)
            offset += spacing
        }
        setClip(saved)
    }

    private func vertex(_ point: CGPoint, _ color: SDL_Color) -> SDL_Vertex {
        SDL_Vertex(position: SDL_FPoint(x: Float(Double(point.x) * pixelScale), y: Float(Double(point.y) * pixelScale)),
                   color: color, tex_coord: SDL_FPoint(x: 0, y: 0))
    }

    private func thickLine(_ from: CGPoint, _ to: CGPoint, _ color: StageColor, width: Double) {
        let dx = Double(to.x - from.x), dy = Double(to.y - from.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, color.alpha > 0 else { return }
        // Cut to the picture before the width is added, so the quad's corners stay near it.
        guard let (from, to) = area.clip(from: from, to: to) else { return }
        let nx = -dy / length * width / 2, ny = dx / length * width / 2
        let quad = [CGPoint(x: Double(from.x) + nx, y: Double(from.y) + ny), CGPoint(x: Double(to.x) + nx, y: Double(to.y) + ny),
                    CGPoint(x: Double(to.x) - nx, y: Double(to.y) - ny), CGPoint(x: Double(from.x) - nx, y: Double(from.y) - ny)]
        polygon(quad, color)
    }

    /// A convex polygon as a fan of triangles.
    private func polygon(_ points: [CGPoint], _ color: StageColor) {
        guard points.count >= 3, color.alpha > 0 else { return }
        let visible = area.clip(points)
        guard visible.count >= 3 else { return }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for point in visible {
            minX = min(minX, Double(point.x)); maxX = max(maxX, Double(point.x))
            minY = min(minY, Double(point.y)); maxY = max(maxY, Double(point.y))
        }
        guard mayDraw(within: pixelBounds(minX: minX, minY: minY, maxX: maxX, maxY: maxY)) else { return }
        let color = sdlColor(color)
        batch.appendTriangleFan(visible.map { vertex($0, color) })
    }

    private func drawText(_ text: String, at point: CGPoint, size: Double, color: StageColor, bold: Bool, anchor: TextAnchor) {
        let key = TextTextureCache.Key(text: text, pixelSize: measurer.pixelSize(for: size), bold: bold, color: color)
        guard let entry = texts.texture(for: key) else { return }
        let w = Double(entry.width), h = Double(entry.height)
        var x = Double(point.x) * pixelScale, y = Double(point.y) * pixelScale
        switch anchor {
        case .topLeft: break
        case .center: x -= w / 2; y -= h / 2
        case .topRight: x -= w
        case .bottomLeft: y -= h
        case .left: y -= h / 2
        }
        // Text wholly off the picture is not drawn; the rest is placed in safe integers.
        guard area.clip(CGRect(x: x / pixelScale, y: y / pixelScale, width: w / pixelScale, height: h / pixelScale)) != nil else { return }
        let destination = SDL_Rect(x: DrawingArea.pixel(x), y: DrawingArea.pixel(y), w: entry.width, h: entry.height)
        guard mayDraw(within: destination) else { return }
        batch.append(.texture(entry.texture, destination))
    }
}
