import Foundation

/// The exploded view: each layer of the nesting lifted above its parent and the stack seen
/// from a camera turned round it (`yaw`, degrees about the stack's axis) and tilted above it
/// (`pitch`, degrees above the plates' plane), blended with the flat picture by `amount`
/// (0 flat, 1 exploded). A drag turns the camera, as Xcode's view debugger and Reveal turn
/// their stacks; the default angles are the isometric view (45° round, 35.26° up).
public struct IsometricProjection: Sendable {
    public let layout: StageLayout
    public let amount: Double
    public let layerGap: Double
    public let yaw: Double
    public let pitch: Double
    private let shrink = 0.62
    /// Lifts the stack's middle layer to the canvas centre, so the whole stack stays in view.
    private let centringDepth: Double

    /// The isometric view's angles: 45° round and arcsin(1/√3) above the plane.
    public static let defaultYaw = 45.0
    public static let defaultPitch = asin(1 / 3.0.squareRoot()) * 180 / .pi
    /// Turned at most a quarter round either way (the plates seen edge-on beyond); tilted from
    /// 10° (almost edge-on) to 85° (almost from above, where the layers would meet).
    public static let yawRange = -90.0...90.0
    public static let pitchRange = 10.0...85.0

    public init(layout: StageLayout, amount: Double, maximumDepth: Int, yaw: Double = defaultYaw, pitch: Double = defaultPitch) {
        self.layout = layout
        self.amount = max(0, min(1, amount))
        let rect = layout.sceneRect
        layerGap = min(60, Double(rect.height) * 0.45 / Double(max(maximumDepth, 1)))
        centringDepth = Double(maximumDepth) / 2
        self.yaw = min(max(yaw, Self.yawRange.lowerBound), Self.yawRange.upperBound)
        self.pitch = min(max(pitch, Self.pitchRange.lowerBound), Self.pitchRange.upperBound)
    }

    /// A scene point on the plate of `depth`: the plane turned by yaw round the stack's axis,
    /// seen from pitch above it (orthographic), each layer `layerGap` above the one below.
    public func project(_ scenePoint: CGPoint, depth: Int) -> CGPoint {
        let flat = layout.canvasPoint(fromScene: scenePoint)
        guard amount > 0 else { return flat }
        let rect = layout.sceneRect
        let dx = Double(flat.x - rect.midX) * shrink, dy = Double(flat.y - rect.midY) * shrink
        let turn = yaw * .pi / 180, tilt = pitch * .pi / 180
        let turnedX = dx * cos(turn) - dy * sin(turn), turnedY = dx * sin(turn) + dy * cos(turn)
        // Scaled so the default angles draw the plates as wide as the isometric view always has.
        let scale = 0.866 * 2.0.squareRoot()
        let lift = cos(tilt) / cos(Self.defaultPitch * .pi / 180)
        let isoX = Double(rect.midX) + turnedX * scale
        let isoY = Double(rect.midY) + turnedY * scale * sin(tilt) - (Double(depth) - centringDepth) * layerGap * lift
        return CGPoint(x: Double(flat.x) + (isoX - Double(flat.x)) * amount,
                       y: Double(flat.y) + (isoY - Double(flat.y)) * amount)
    }

    /// The four corners of a rectangle in scene coordinates, clockwise from the top left.
    public func corners(of rect: CGRect, depth: Int) -> [CGPoint] {
        [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
         CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map { project($0, depth: depth) }
    }
}
