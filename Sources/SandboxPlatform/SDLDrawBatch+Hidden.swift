import CSDL2

/// Leaving out what an opaque fill drawn later covers entirely: SDL's software renderer
/// (the window's without a GPU, and `render`'s) would paint those pixels only to paint over
/// them. The stage stacks opaque panels (the window's background under the canvas, the panel
/// and the bars; a scene's root views, often all of one frame), so this is often more than
/// half of the pixels a frame fills. The picture is the same to the byte: an opaque fill replaces every pixel it covers
/// whatever was under it.
extension SDLDrawBatch {
    /// At most this many opaque fills, the largest seen so far, are looked at as covers: a few
    /// panels and views cover nearly everything that is covered.
    private static let coverLimit = 16
    /// Fills smaller than this (in pixels) cover too little to be worth comparing with.
    private static let smallestCover: Int64 = 1024

    /// Removes the primitives whose pixels all lie under opaque fills drawn after them, in an
    /// output of `width` × `height` pixels; `coversOutput` then says whether the opaque fills
    /// cover all of it (a clear before the batch would be painted over: it can be left out).
    mutating func leaveOutHidden(width: Int32, height: Int32) {
        let output = Box(x0: 0, y0: 0, x1: Int64(max(0, width)), y1: Int64(max(0, height)))
        // What each primitive may touch, forwards (the clip in force), then looked at backwards.
        var reach: [Box?] = []
        reach.reserveCapacity(primitives.count)
        var clip = output
        for primitive in primitives {
            switch primitive {
            case .fill(let rect, _):
                // The software renderer fills at least one pixel each way.
                reach.append(Box(rect, minimumSize: 1).intersection(clip))
            case .triangles(let range):
                reach.append(Self.reach(of: vertices[range])?.intersection(clip))
            case .texture(_, let destination):
                reach.append(Box(destination, minimumSize: 0).intersection(clip))
            case .clip(let rect?):
                clip = Box(rect, minimumSize: 0).intersection(output)
                reach.append(nil)
            case .clip(nil):
                clip = output
                reach.append(nil)
            }
        }
        var covers: [Box] = []
        covers.reserveCapacity(Self.coverLimit + 1)
        var hidden = [Bool](repeating: false, count: primitives.count)
        for index in primitives.indices.reversed() {
            guard let box = reach[index] else { continue }
            if covers.withUnsafeBufferPointer({ Self.covered(box, by: $0) }) {
                hidden[index] = true
                continue
            }
            // Only a fill drawn without blending (alpha 255) replaces what is under it.
            if case .fill(_, let color) = primitives[index], color.a == 255, box.area >= Self.smallestCover {
                // Kept largest first: the likeliest to cover a primitive are looked at first.
                let place = covers.firstIndex { $0.area < box.area } ?? covers.count
                covers.insert(box, at: place)
                if covers.count > Self.coverLimit { covers.removeLast() }
            }
        }
        coversOutput = covers.withUnsafeBufferPointer { Self.covered(output, by: $0) }
        var kept = 0
        for index in primitives.indices where !hidden[index] {
            primitives[kept] = primitives[index]
            kept += 1
        }
        primitives.removeLast(primitives.count - kept)
    }

    /// A rectangle of pixels as its edges (the right and bottom ones excluded), in 64 bits.
    struct Box {
        var x0: Int64, y0: Int64, x1: Int64, y1: Int64

        init(x0: Int64, y0: Int64, x1: Int64, y1: Int64) {
            self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
        }

        init(_ rect: SDL_Rect, minimumSize: Int32) {
            self.init(x0: Int64(rect.x), y0: Int64(rect.y),
                      x1: Int64(rect.x) + Int64(max(minimumSize, rect.w)), y1: Int64(rect.y) + Int64(max(minimumSize, rect.h)))
        }

        var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
        var area: Int64 { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }

        func intersection(_ other: Box) -> Box {
            Box(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        }

        func contains(_ other: Box) -> Bool {
            other.x0 >= x0 && other.y0 >= y0 && other.x1 <= x1 && other.y1 <= y1
        }
    }

    /// The pixels triangles may touch: their corners' extent with two pixels to spare each way
    /// (SDL truncates each corner to a whole pixel, towards zero, and may draw an axis-aligned
    /// pair of triangles as a rectangle of at least one pixel). Nil when a corner is not finite.
    private static func reach(of corners: ArraySlice<SDL_Vertex>) -> Box? {
        guard let first = corners.first else { return nil }
        var minX = first.position.x, maxX = minX, minY = first.position.y, maxY = minY
        for corner in corners {
            guard corner.position.x.isFinite, corner.position.y.isFinite else { return nil }
            minX = min(minX, corner.position.x); maxX = max(maxX, corner.position.x)
            minY = min(minY, corner.position.y); maxY = max(maxY, corner.position.y)
        }
        func whole(_ value: Float) -> Int64 { Int64(max(-2e9, min(2e9, value))) }
        return Box(x0: whole(minX.rounded(.down)) - 2, y0: whole(minY.rounded(.down)) - 2,
                   x1: whole(maxX.rounded(.up)) + 2, y1: whole(maxY.rounded(.up)) + 2)
    }

    /// Whether every pixel of `box` lies in one of `covers`: what the first cover it overlaps
    /// leaves of the box, as up to four rectangles, must lie in the covers after that one.
    private static func covered(_ box: Box, by covers: UnsafeBufferPointer<Box>) -> Bool {
        var budget = 64
        return covered(box, by: covers, from: 0, budget: &budget)
    }

    private static func covered(_ box: Box, by covers: UnsafeBufferPointer<Box>, from start: Int, budget: inout Int) -> Bool {
        if box.isEmpty { return true }
        var index = start
        var overlap = Box(x0: 0, y0: 0, x1: 0, y1: 0)
        while index < covers.count {
            if covers[index].contains(box) { return true }
            overlap = covers[index].intersection(box)
            if !overlap.isEmpty { break }
            index += 1
        }
        guard index < covers.count, budget > 0 else { return false }
        budget -= 1
        // The parts of the box outside that cover: above, below, then left and right of it.
        let next = index + 1
        return covered(Box(x0: box.x0, y0: box.y0, x1: box.x1, y1: overlap.y0), by: covers, from: next, budget: &budget)
            && covered(Box(x0: box.x0, y0: overlap.y1, x1: box.x1, y1: box.y1), by: covers, from: next, budget: &budget)
            && covered(Box(x0: box.x0, y0: overlap.y0, x1: overlap.x0, y1: overlap.y1), by: covers, from: next, budget: &budget)
            && covered(Box(x0: overlap.x1, y0: overlap.y0, x1: box.x1, y1: overlap.y1), by: covers, from: next, budget: &budget)
    }
}
