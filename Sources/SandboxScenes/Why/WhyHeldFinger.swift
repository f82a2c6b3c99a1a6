import Foundation

/// A finger already down when `why`'s tap comes (`--holding X,Y`): where it is on the screen,
/// and the view hitTest gave its touch when it went down (nil: it landed on no view).
public struct WhyHeldFinger: Equatable, Sendable {
    public var point: CGPoint
    public var hitTestView: String?

    public init(point: CGPoint, hitTestView: String?) {
        self.point = point
        self.hitTestView = hitTestView
    }

    /// "A finger is held down at (200, 300), on Slider, when the tap comes."
    public var sentence: String {
        "A finger is held down at \(WhyAnswer.format(point)), \(hitTestView.map { "on \($0)" } ?? "on no view"), when the tap comes."
    }

    /// `{"point":[x,y],"hitTestView":…}`.
    var json: String {
        "{\"point\":\(WhyJSON.point(point)),\"hitTestView\":\(WhyJSON.optional(hitTestView))}"
    }
}
