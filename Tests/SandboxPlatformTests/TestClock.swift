/// The wall clock a window under test follows: it stands still until the test advances it,
/// so what a test checks never depends on how fast the machine draws a frame.
final class TestClock {
    private(set) var milliseconds: UInt64 = 1_000

    func advance(seconds: Double) {
        milliseconds += UInt64((seconds * 1000).rounded())
    }
}
