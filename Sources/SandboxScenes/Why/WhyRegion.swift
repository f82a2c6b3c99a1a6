import Foundation

/// A part of a view's visible area where a touch meets the same fate: `why` without `--tap`.
public struct WhyRegion: Equatable, Sendable {
    /// In the view's own (bounds) coordinates.
    public var rect: CGRect
    /// Of the view's whole area, 0…1.
    public var share: Double
    public var gets: Bool
    public var reasons: [WhyReason]
    public var remarks: [WhyReason]
    /// What a tap at `point` does.
    public var outcome: WhyOutcome
    /// The point a tap was delivered at for `outcome`, on the screen.
    public var point: CGPoint

    /// `{"rect":[x,y,w,h],"share":…,"gets":…,"reasons":[…],"outcome":{…}}`.
    var json: String {
        "{\"rect\":\(WhyJSON.rect(rect)),\"share\":\(Self.share(share)),\"gets\":\(gets),"
            + "\"reasons\":[\(reasons.map(\.json).joined(separator: ","))],\"outcome\":\(outcome.json)}"
    }

    static func share(_ value: Double) -> String {
        String((value * 10_000).rounded() / 10_000)
    }
}
