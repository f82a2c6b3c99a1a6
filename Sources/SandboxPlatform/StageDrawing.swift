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

    /// Draws the session's frame; returns what each part of it cost (the window's `--statistics`).
    @discardableResult
    func draw(_ session: SandboxSession) -> DrawTimes {
        let started = DispatchTime.now().uptimeNanoseconds
        let frame = session.frame
        let frameValue = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        var times = draw(frame)
        times.frameValue = frameValue
        return times
    }

    @discardableResult
    func draw(_ frame: StageFrame) -> DrawTimes {
        var times = DrawTimes()
        var mark = DispatchTime.now().uptimeNanoseconds
        func lap() -> Double {
            let now = DispatchTime.now().uptimeNanoseconds
            defer { mark = now }
            return Double(now - mark) / 1e9
        }
        let list = painter.paint(frame)
        times.painting = lap()
        let batch = output.batch(for: list)
        times.primitives = lap()
        // A clear that the frame's opaque fills paint over entirely is left out.
        if !batch.coversOutput { Self.clear(output.renderer) }
        batch.submit(to: output.renderer)
        times.submitting = lap()
        return times
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
