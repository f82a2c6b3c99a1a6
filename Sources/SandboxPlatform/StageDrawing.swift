import CSDL2
import Foundation
import SandboxStage

/// Paints a session with an SDL renderer: the one place a frame is made, for the window,
/// `render` and the tests alike.
final class StageDrawing {
    let output: DisplayListRenderer
    let painter: StagePainter

    init(renderer: OpaquePointer, fonts: FontBook, pixelScale: Double) {
        output = DisplayListRenderer(renderer: renderer, fonts: fonts, pixelScale: pixelScale)
        painter = StagePainter(measurer: output.measurer)
    }

    var measurer: TextMeasuring { output.measurer }

    func draw(_ session: SandboxSession) {
        draw(session.frame)
    }

    func draw(_ frame: StageFrame) {
        let list = painter.paint(frame)
        Self.clear(output.renderer)
        output.draw(list)
    }

    /// The frame as SDL primitives, for drawing it again without painting (the benchmarks' baseline).
    func batch(for session: SandboxSession) -> SDLDrawBatch {
        output.batch(for: painter.paint(session.frame))
    }

    static func clear(_ renderer: OpaquePointer) {
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
        SDL_RenderClear(renderer)
    }
}
