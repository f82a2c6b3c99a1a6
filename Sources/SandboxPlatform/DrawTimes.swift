import Foundation

/// What drawing one frame cost, part by part, in seconds.
public struct DrawTimes: Equatable, Sendable {
    /// Taking the frame value from the session (`StageFrame`).
    public var frameValue: Double
    /// Painting it into a display list (`StagePainter`).
    public var painting: Double
    /// Turning the display list into SDL primitives, text textures made or found (`DisplayListRenderer`).
    public var primitives: Double
    /// Clearing and handing the primitives to SDL (`SDLDrawBatch.submit`): the software renderer
    /// rasterises here, an accelerated one mostly queues until the present.
    public var submitting: Double

    public init(frameValue: Double = 0, painting: Double = 0, primitives: Double = 0, submitting: Double = 0) {
        self.frameValue = frameValue
        self.painting = painting
        self.primitives = primitives
        self.submitting = submitting
    }

    public var total: Double { frameValue + painting + primitives + submitting }
}
