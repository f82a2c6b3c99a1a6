import ArgumentParser
import Foundation
import SandboxStage

/// `--zoom X`, shared by the window and `render`: the scene and its labels enlarged by X
/// inside the canvas, which keeps its size.
enum ZoomOption {
    static let help = ArgumentHelp("Enlarge the scene and its labels by X inside the canvas, for projectors (\(format(Viewer.zoomRange.lowerBound)) to \(format(Viewer.zoomRange.upperBound)); in the window Ctrl+= / Ctrl+− / Ctrl+0 change it).", valueName: "X")

    /// One line on stderr and the usage status (64) for a zoom outside the range.
    static func check(_ zoom: Double?) throws {
        guard let zoom else { return }
        let range = Viewer.zoomRange
        guard zoom.isFinite, range.contains(zoom) else {
            FileHandle.standardError.write(Data("responder-sandbox: --zoom \(format(zoom)): expected a number from \(format(range.lowerBound)) to \(format(range.upperBound)) (1 is the normal size)\n".utf8))
            throw ExitCode(64)
        }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
