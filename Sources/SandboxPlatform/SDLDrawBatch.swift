import CSDL2

/// A frame reduced to SDL's own primitives, in pixels: what `DisplayListRenderer` sends to
/// SDL, kept as data so that the benchmarks can replay the very same calls straight through
/// SDL as the baseline our frame is compared with.
public struct SDLDrawBatch {
    public enum Primitive {
        case fill(SDL_Rect, SDL_Color)
        /// Triangles, as a range of `vertices`.
        case triangles(Range<Int>)
        /// A cached text texture, not owned by the batch: valid while its cache keeps it.
        case texture(OpaquePointer, SDL_Rect)
        case clip(SDL_Rect?)
    }

    public internal(set) var primitives: [Primitive] = []
    public private(set) var vertices: [SDL_Vertex] = []
    /// Whether the batch's opaque fills cover the whole output, so that a clear before it
    /// would be painted over (set by `leaveOutHidden`).
    public internal(set) var coversOutput = false

    public init() {}

    mutating func removeAll() {
        primitives.removeAll(keepingCapacity: true)
        vertices.removeAll(keepingCapacity: true)
        coversOutput = false
    }

    mutating func append(_ primitive: Primitive) {
        primitives.append(primitive)
    }

    /// A convex polygon as a fan of triangles around its first corner.
    mutating func appendTriangleFan(_ corners: [SDL_Vertex]) {
        guard corners.count >= 3 else { return }
        let start = vertices.count
        for index in 1..<(corners.count - 1) {
            vertices.append(corners[0])
            vertices.append(corners[index])
            vertices.append(corners[index + 1])
        }
        primitives.append(.triangles(start..<vertices.count))
    }

    /// Draws the batch: one SDL call per primitive, plus the blend mode and colour changes.
    public func submit(to renderer: OpaquePointer) {
        var blending: Bool?
        // The software renderer fills opaque rows directly, several times faster than
        // blending every pixel with alpha 255.
        func setBlending(_ needed: Bool) {
            guard needed != blending else { return }
            SDL_SetRenderDrawBlendMode(renderer, needed ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
            blending = needed
        }
        SDL_RenderSetClipRect(renderer, nil)
        vertices.withUnsafeBufferPointer { allVertices in
            for primitive in primitives {
                switch primitive {
                case .fill(var rect, let color):
                    setBlending(color.a < 255)
                    SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
                    SDL_RenderFillRect(renderer, &rect)
                case .triangles(let range):
                    // Untextured geometry takes the renderer's draw blend mode, like fills.
                    setBlending(allVertices[range.lowerBound].color.a < 255)
                    SDL_RenderGeometry(renderer, nil, allVertices.baseAddress! + range.lowerBound, Int32(range.count), nil, 0)
                case .texture(let texture, var destination):
                    SDL_RenderCopy(renderer, texture, nil, &destination)
                case .clip(var rect?):
                    SDL_RenderSetClipRect(renderer, &rect)
                case .clip(nil):
                    SDL_RenderSetClipRect(renderer, nil)
                }
            }
        }
        SDL_RenderSetClipRect(renderer, nil)
    }
}
