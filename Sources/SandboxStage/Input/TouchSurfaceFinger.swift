/// A finger on a touch surface: the device and the finger's number on it, as the system gives them.
public struct TouchSurfaceFinger: Hashable, Sendable {
    public var device: Int64
    public var finger: Int64

    public init(device: Int64, finger: Int64) {
        self.device = device
        self.finger = finger
    }
}
