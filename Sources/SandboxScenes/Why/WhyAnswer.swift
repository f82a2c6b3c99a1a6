import Foundation

/// `why`'s answer: what a tap at the point does (`outcome`, from the delivery itself), whether
/// the view asked about gets the touch, every reason it does not or loses it, in the order
/// UIKit asks, and remarks that do not change the outcome there. Without a point, `regions`
/// answer for the whole view and `coverage` says how much of it gets touches.
public struct WhyAnswer: Equatable, Sendable {
    public var view: String
    /// On the screen (the main window's coordinates): the point asked about, or without
    /// `--tap` a point of the largest region that does not get the touch (else of the largest
    /// that does); nil when no part of the view is visible.
    public var point: CGPoint?
    /// True when hitTest returns the view at the point and UIKit sends it the touch (no finger
    /// held down keeps it away); without a point, when every part of it gets touches.
    public var gets: Bool
    public var reasons: [WhyReason] = []
    public var remarks: [WhyReason] = []
    /// What a tap at `point` does; nil when there is no point.
    public var outcome: WhyOutcome?
    /// Without `--tap`: the parts of the view's visible area, largest first; nil with a point.
    public var regions: [WhyRegion]?
    /// Without `--tap`: the share of the view's area where it gets the touch.
    public var coverage: Double?
    /// The view's bounds, for saying where a region is ("its bottom 20 pt").
    public var bounds: CGRect = .zero
    /// A note before the answer: why another view is asked about, or why no part is visible.
    public var pointNote: String?
    /// The fingers already down when the tap came (`--holding`), with the view each is on.
    public var holding: [WhyHeldFinger] = []

    public init(view: String, point: CGPoint?, gets: Bool, outcome: WhyOutcome?) {
        self.view = view
        self.point = point
        self.gets = gets
        self.outcome = outcome
    }

    /// Plain sentences, one a line: the regions (without a point), what a tap does, whether the
    /// view gets it, the reasons, then the remarks.
    public var text: String {
        var lines: [String] = []
        if let pointNote { lines.append(pointNote) }
        if let regions, !regions.isEmpty { lines.append(regionSummary(regions)) }
        lines += holding.map(\.sentence)
        if let point, let outcome {
            lines.append((regions == nil || gets ? "" : "Where it does not: ") + outcome.sentence(at: point))
            // Reasons need their verdict above them, whether the view gets the touch or not.
            if regions == nil || !gets || !reasons.isEmpty { lines.append(verdict) }
        }
        lines += reasons.map { "- \($0.detail)" }
        if !remarks.isEmpty {
            lines.append("Remarks (they do not change what this tap does):")
            lines += remarks.map { "- \($0.detail)" }
        }
        return lines.joined(separator: "\n")
    }

    /// The first sentence: what happens to a touch at the point.
    public var headline: String {
        if let regions, !regions.isEmpty { return regionSummary(regions) }
        guard let point, let outcome else { return pointNote ?? "\(view) gets no touches: no part of it is visible." }
        return outcome.sentence(at: point)
    }

    /// Whether the view asked about gets the touch there.
    public var verdict: String {
        let at = point.map { " at \(Self.format($0))" } ?? ""
        if gets, outcome?.beganWithheld == true { return "\(view) is the view hitTest answers\(at), but UIKit sends it none of the touch:" }
        if gets { return reasons.isEmpty ? "\(view) gets the touch\(at)." : "\(view) gets the touch\(at), but:" }
        return "\(view) does not get the touch\(at):"
    }

    // MARK: - Regions in words

    /// "Done gets touches in its top 44 pt; its bottom 20 pt (y 44–64) do not: they stick out of …".
    func regionSummary(_ regions: [WhyRegion]) -> String {
        let getting = regions.filter(\.gets), refusing = regions.filter { !$0.gets }
        let percent = Int(((coverage ?? 0) * 100).rounded())
        // Everywhere hitTest answers the view, yet what the tap does may still go against it
        // (a recognizer takes it, no action is connected): the first line says so.
        guard !refusing.isEmpty else {
            let but = reasons.first.map { ", but \($0.summary)" } ?? ""
            if outcome?.beganWithheld == true { return "hitTest answers \(view) all over\(but), and UIKit sends it none of the touch." }
            return "\(view) gets touches all over\(but)."
        }
        var sentence: String
        if getting.isEmpty {
            sentence = "\(view) gets no touches"
        } else if getting.count == 1 {
            sentence = "\(view) gets touches in \(place(getting[0].rect)) (\(percent)%)"
        } else {
            sentence = "\(view) gets touches in \(percent)% of its area"
        }
        let groups = Self.groups(of: refusing)
        let told = groups.prefix(3).map { group -> String in
            let first = group[0]
            let why = first.reasons.first?.summary ?? first.outcome.hitTestView.map { "\($0) takes the touch" } ?? "no view takes the touch"
            if group.count > 1 {
                let share = Int((group.reduce(0) { $0 + $1.share } * 100).rounded())
                if first.reasons.first.map(Self.isOwnSubview) == true {
                    // One subview may take the touch in several parts: named once.
                    var names: [String] = []
                    for name in group.compactMap({ $0.reasons.first?.view }) where !names.contains(name) { names.append(name) }
                    let list = names.count > 3 ? names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more" : names.joined(separator: ", ")
                    return "\(group.count) parts (\(share)%) do not: its subviews take the touch there (\(list))"
                }
                return "\(group.count) parts (\(share)%) do not: \(why)"
            }
            let place = self.place(first.rect)
            if getting.isEmpty && refusing.count == 1 { return why }
            return "\(place) \(place.hasPrefix("its ") ? "do" : "does") not: \(why)"
        }
        sentence += getting.isEmpty ? (refusing.count == 1 ? ": " : "; ") : "; "
        sentence += told.joined(separator: "; ")
        if groups.count > 3 { sentence += "; and \(groups.count - 3) more parts do not" }
        return sentence + "."
    }

    /// The regions that do not get touches, grouped by their first reason (those under the
    /// view's own subviews together), the largest group first.
    public static func groups(of regions: [WhyRegion]) -> [[WhyRegion]] {
        var keys: [String] = [], grouped: [String: [WhyRegion]] = [:]
        for region in regions {
            let key = region.reasons.first.map { isOwnSubview($0) ? "subviews" : "\($0.kind.rawValue):\($0.view)" } ?? "-"
            if grouped[key] == nil { keys.append(key) }
            grouped[key, default: []].append(region)
        }
        let share = { (group: [WhyRegion]) in group.reduce(0) { $0 + $1.share } }
        return keys.map { grouped[$0]! }.enumerated().sorted { (share($0.element), -$0.offset) > (share($1.element), -$1.offset) }.map(\.element)
    }

    public static func isOwnSubview(_ reason: WhyReason) -> Bool {
        reason.kind == .covered && reason.summary.hasPrefix("its subview ")
    }

    /// "its top 44 pt", "its bottom 20 pt (y 44–64)", "its left 10 pt", "all of it", "the part (x, y, w, h)".
    func place(_ rect: CGRect) -> String {
        let fullWidth = rect.minX <= bounds.minX && rect.maxX >= bounds.maxX
        let fullHeight = rect.minY <= bounds.minY && rect.maxY >= bounds.maxY
        if fullWidth && fullHeight { return "all of it" }
        if fullWidth && rect.minY <= bounds.minY { return "its top \(Self.compact(rect.height)) pt" }
        if fullWidth && rect.maxY >= bounds.maxY {
            return "its bottom \(Self.compact(rect.height)) pt (y \(Self.compact(rect.minY))–\(Self.compact(rect.maxY)))"
        }
        if fullHeight && rect.minX <= bounds.minX { return "its left \(Self.compact(rect.width)) pt" }
        if fullHeight && rect.maxX >= bounds.maxX {
            return "its right \(Self.compact(rect.width)) pt (x \(Self.compact(rect.minX))–\(Self.compact(rect.maxX)))"
        }
        return "the part \(Self.format(rect))"
    }

    // MARK: - JSON

    /// One object: `view`, `point`, `gets`, `reasons`, `remarks`, `outcome`, and without a point
    /// `regions` and `coverage`.
    public var json: String {
        var fields = ["\"view\":\(WhyJSON.string(view))"]
        fields.append("\"point\":" + (point.map(WhyJSON.point) ?? "null"))
        fields.append("\"gets\":\(gets)")
        fields.append("\"reasons\":[\(reasons.map(\.json).joined(separator: ","))]")
        fields.append("\"remarks\":[\(remarks.map(\.json).joined(separator: ","))]")
        fields.append("\"outcome\":" + (outcome?.json ?? "null"))
        if let regions {
            fields.append("\"regions\":[\(regions.map(\.json).joined(separator: ","))]")
            fields.append("\"coverage\":\(WhyRegion.share(coverage ?? 0))")
        }
        if let pointNote { fields.append("\"note\":\(WhyJSON.string(pointNote))") }
        if !holding.isEmpty { fields.append("\"holding\":[\(holding.map(\.json).joined(separator: ","))]") }
        return "{\(fields.joined(separator: ","))}"
    }

    /// `(310, 40)`, rounded to 0.01 as the trace's points are.
    public static func format(_ point: CGPoint) -> String {
        "(\(compact(point.x)), \(compact(point.y)))"
    }

    public static func format(_ rect: CGRect) -> String {
        "(\(compact(rect.minX)), \(compact(rect.minY)), \(compact(rect.width)), \(compact(rect.height)))"
    }

    /// A text a view shows, in quotes as a dump prints it, its first 40 characters when longer.
    public static func quotedText(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return "'\(line.count > 40 ? line.prefix(40) + "…" : line[...])'"
    }

    public static func compact(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        return (rounded == 0 ? 0 : rounded).compact
    }
}
