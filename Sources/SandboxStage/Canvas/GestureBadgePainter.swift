import Foundation
import ResponderCore

/// A badge per gesture recognizer on the view it is attached to, worded and coloured by its
/// state as the animation reaches each change; the touches it holds back or cancels are
/// tagged on their view, a cancellation tied to the badge that caused it by a line.
struct GestureBadgePainter {
    let canvas: CanvasPainter
    let labels: SceneLabelLayout

    func paint(into list: inout DisplayList) {
        let finished = canvas.frame.timeline.isFinished
        let stories = Dictionary(canvas.episode.recognizers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var badges: [String: CGRect] = [:]
        let watching = self.watching
        // Recognizers this input changes: while its animation plays, at rest until it reaches
        // them (UIKit resets each to possible for a new touch), not as the previous input left them.
        var changedLater: Set<String> = []
        if !finished {
            for case .gesture(let recognizer, _, _, _) in canvas.frame.timeline.steps { changedLater.insert(recognizer) }
        }
        // Every recognizer of the scene, on its view, so a class sees them before any touch.
        for recognizer in canvas.frame.recognizers {
            let story = stories[recognizer.name]
            var state = story.map { finished ? $0.outcome : $0.state }
            if state == nil, watching.contains(recognizer.name) { state = .possible }
            // Not in this picture: how it ended in an earlier one stays shown, the lesson's point.
            if state == nil, !changedLater.contains(recognizer.name) { state = canvas.frame.earlierRecognizerOutcomes[recognizer.name] }
            badges[recognizer.name] = paintBadge(name: recognizer.name, kind: recognizer.kind, view: recognizer.view,
                                                 state: state, into: &list)
        }
        // Recognizers the trace names that the scene no longer has (removed since): still told.
        for story in canvas.episode.recognizers where badges[story.name] == nil {
            badges[story.name] = paintBadge(name: story.name, kind: nil, view: story.view,
                                            state: finished ? story.outcome : story.state, into: &list)
        }
        for story in canvas.episode.recognizers {
            if story.state == .failed || (finished && story.outcome == .failed), let reason = story.failureReason {
                paintFailure(reason, of: story, badge: badges[story.name], into: &list)
            }
            for phase in story.held { paintHeld(phase, by: story.name, into: &list) }
            // One tag per view it took touches from: a double tap cancels both of its taps.
            var tagged: Set<String> = []
            for touch in story.cancelled where tagged.insert(touch.view).inserted {
                paintCancelled(touch, by: story.name, badge: badges[story.name], into: &list)
            }
        }
    }

    /// The recognizers the touch being shown is offered to, before any of them changes state:
    /// UIKit gives a touch to the enabled recognizers of its hit-test view and of every ancestor.
    private var watching: Set<String> {
        let episode = canvas.episode
        let touchShown = !canvas.frame.timeline.isFinished || !canvas.frame.fingers.isEmpty
        guard touchShown, episode.hitTestFinished, var view = episode.hitTestView, canvas.placement(named: view) != nil else { return [] }
        var found: Set<String> = []
        while true {
            for recognizer in canvas.frame.recognizers where recognizer.view == view && recognizer.isEnabled { found.insert(recognizer.name) }
            // The placed view of that name (the last one, as the canvas finds a view by name) and its superview.
            guard let superview = canvas.placement(named: view)?.superviewName else { return found }
            view = superview
        }
    }

    private func face(of view: String) -> CGRect? {
        canvas.placement(named: view).map(canvas.faceBounds(of:))
    }

    /// Spots on the view's drawn shape (turned with it), then around it.
    private func spots(on view: String, face: CGRect, size: CGSize) -> [CGPoint] {
        guard let placement = canvas.placement(named: view) else { return canvas.spots(around: face, size: size, inside: true) }
        return canvas.spots(for: placement, size: size, inside: true)
    }

    @discardableResult
    private func paintBadge(name: String, kind: String?, view: String, state: GestureStateName?, into list: inout DisplayList) -> CGRect? {
        guard let face = face(of: view) else { return nil }
        let text = GestureWording.badge(name: name, kind: kind, state: state)
        let size = canvas.tagSize(text)
        // On the view first, anywhere on what the canvas shows of it (there it needs no leader);
        // zoomed in, on what is seen of it (or beside it), never on a subview or a neighbour.
        let shown = face.intersection(canvas.layout.labelArea)
        let candidates = spots(on: view, face: face, size: size) + Self.spread(over: shown, size: size)
        // At rest a badge is the controller's violet, apart from every state's colour.
        let fill = state.map { GestureWording.describe($0).color } ?? Palette.gestureAtRest
        guard let rect = canvas.tag(text, candidates: candidates, labelling: CGPoint(x: face.minX + 6, y: face.minY + 6),
                                    restingOn: resting(on: view, face: face),
                                    fill: fill, about: view, onlyOnFamily: canvas.tagsStayOnTheirViews, labels: labels, into: &list) else { return nil }
        // Failed reads as struck out, not only as grey, for the back of the room.
        if state == .failed { list.line(CGPoint(x: rect.minX + 3, y: rect.midY), CGPoint(x: rect.maxX - 3, y: rect.midY), Palette.ink.withAlpha(170), width: 1.5) }
        return rect
    }

    /// Spots across a view's face, row by row, for a badge whose usual corners are taken.
    static func spread(over face: CGRect, size: CGSize) -> [CGPoint] {
        guard !face.isNull, face.width > size.width, face.height > size.height else { return [] }
        let columns = max(1, Int((face.width - size.width) / 24)), rows = max(1, Int((face.height - size.height) / 24))
        return (0...rows).flatMap { row in
            (0...columns).map { column in
                CGPoint(x: face.minX + (face.width - size.width) * Double(column) / Double(columns),
                        y: face.minY + (face.height - size.height) * Double(row) / Double(rows))
            }
        }
    }

    /// What the canvas shows of an upright view: a tag anywhere on it is read as its own, with no leader.
    private func resting(on view: String, face: CGRect) -> CGRect? {
        let shown = face.intersection(canvas.layout.labelArea)
        return canvas.placement(named: view)?.isAxisAligned == true && !shown.isNull ? shown : nil
    }

    private func paintHeld(_ phase: RecognizerStory.HeldPhase, by recognizer: String, into list: inout DisplayList) {
        guard phase.fate != .delivered, let face = face(of: phase.view) else { return }
        let text = GestureWording.held(phase, by: recognizer)
        let fill = phase.fate == .waiting ? Palette.held : Palette.discarded
        canvas.tag(text, candidates: spots(on: phase.view, face: face, size: canvas.tagSize(text)),
                   labelling: CGPoint(x: face.midX, y: face.maxY - 6), restingOn: resting(on: phase.view, face: face), fill: fill,
                   about: phase.view, onlyOnFamily: canvas.tagsStayOnTheirViews, labels: labels, into: &list)
    }

    /// The question whose no failed it (the delegate's or a view's gestureRecognizerShouldBegin),
    /// beside its badge: the badge's "failed" alone would not say that an answer decided it.
    private func paintFailure(_ reason: String, of story: RecognizerStory, badge: CGRect?, into list: inout DisplayList) {
        guard let anchor = badge ?? face(of: story.view) else { return }
        let text = GestureWording.failure(of: story.name, reason: reason)
        let size = canvas.tagSize(text)
        let candidates = [CGPoint(x: anchor.minX, y: anchor.minY - size.height - 4), CGPoint(x: anchor.minX, y: anchor.maxY + 4),
                          CGPoint(x: anchor.maxX - size.width, y: anchor.minY - size.height - 4),
                          CGPoint(x: anchor.maxX - size.width, y: anchor.maxY + 4)]
        _ = canvas.tag(text, candidates: candidates, labelling: CGPoint(x: anchor.midX, y: anchor.midY), fill: Palette.paper,
                       about: story.view, onlyOnFamily: canvas.tagsStayOnTheirViews, labels: labels, into: &list)
    }

    private func paintCancelled(_ touch: RecognizerStory.CancelledTouch, by recognizer: String, badge: CGRect?, into list: inout DisplayList) {
        guard let face = face(of: touch.view) else { return }
        let text = GestureWording.cancelled(by: recognizer)
        guard let rect = canvas.tag(text, candidates: spots(on: touch.view, face: face, size: canvas.tagSize(text)),
                                    labelling: CGPoint(x: face.midX, y: face.maxY - 6), restingOn: resting(on: touch.view, face: face),
                                    fill: Palette.touchCancelled, about: touch.view,
                                    onlyOnFamily: canvas.tagsStayOnTheirViews, labels: labels, into: &list) else { return }
        // From the recognizer's badge to what it cancelled, so the cause is seen, not only read.
        if let badge { arrow(from: badge, to: rect, about: touch.view, into: &list) }
    }

    private func arrow(from source: CGRect, to target: CGRect, about view: String, into list: inout DisplayList) {
        // The shortest way between the two boxes that crosses no view's name, no other tag or
        // badge (it would cross out their words) and not where the finger touched.
        let tags = labels.placer.labels.filter { $0.text != nil && !$0.isName && $0.rect != source && $0.rect != target }.map(\.rect)
        let route = ArrowRoute.between(source, target, avoiding: labels.nameRects + tags + labels.touchMarks, width: 3 * canvas.zoom,
                                       within: canvas.layout.canvasArea)
        guard route.length > 4 else { return }
        labels.arrows.append((route, 3 * canvas.zoom, "the cancellation's arrow into \(view)"))
        // The tags placed after it (the chain's, the hitTest visits') keep off it.
        for leg in route.legs { labels.placer.avoidLine(from: leg.from, to: leg.to, width: 3 * canvas.zoom, what: "the cancellation's arrow into \(view)") }
        for leg in route.legs { list.line(leg.from, leg.to, Palette.touchCancelled, width: 3 * canvas.zoom) }
        let end = route.end, bend = route.lastBend
        let angle = atan2(end.y - bend.y, end.x - bend.x)
        let head = 12 * canvas.zoom
        for side in [-0.45, 0.45] {
            list.line(end, CGPoint(x: end.x - head * cos(angle + side), y: end.y - head * sin(angle + side)), Palette.touchCancelled, width: 3 * canvas.zoom)
        }
    }
}
