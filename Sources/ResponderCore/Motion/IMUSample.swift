/// One reading from a controller's motion sensors, in SDL's units and axes: the
/// accelerometer in m/s² with gravity included (about +9.81 on y when the controller is
/// held level), the gyroscope in rad/s.
public struct IMUSample: Equatable, Sendable {
    public enum Sensor: Equatable, Sendable {
        case accelerometer
        case gyroscope
    }

    /// Seconds, on whatever clock the samples come from; only differences matter.
    public var time: Double
    public var sensor: Sensor
    public var x: Double
    public var y: Double
    public var z: Double

    public init(time: Double, sensor: Sensor, x: Double, y: Double, z: Double) {
        self.time = time
        self.sensor = sensor
        self.x = x
        self.y = y
        self.z = z
    }

    public var magnitude: Double { (x * x + y * y + z * z).squareRoot() }

    /// A sensor glitch (NaN or infinity) anywhere makes the whole sample unusable.
    public var isFinite: Bool { time.isFinite && x.isFinite && y.isFinite && z.isFinite }
}
