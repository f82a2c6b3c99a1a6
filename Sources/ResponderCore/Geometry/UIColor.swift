/// A view's fill colour: the core keeps it as data for whoever draws the scene.
public struct UIColor: Equatable, Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let gray = UIColor(red: 0.6, green: 0.6, blue: 0.6)
}
