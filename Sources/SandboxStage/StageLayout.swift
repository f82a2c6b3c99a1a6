import Foundation

/// Where each part of the window goes, in window points, and how scene points map onto
/// the canvas. Bars, the panel's width and the panel's text grow with the window (`zoom`);
/// the zoom asked for enlarges the scene and its labels inside a canvas that keeps its size,
/// as a presentation tool's zoom does (`canvasZoom`, `scale`), around `focus`.
public struct StageLayout: Equatable, Sendable {
    public static let headerHeight = 44.0
    public static let footerHeight = 30.0
    public static let statusHeight = 30.0
    public static let canvasMargin = 24.0
    public static let explodeDuration = 0.6
    /// Room under the scene for the chain's responders that are not views.
    public static let chainStripHeight = 46.0
    /// The window size the unscaled sizes were chosen for: zoom 1 there.
    public static let referenceViewport = CGSize(width: 1280, height: 800)
    /// The automatic zoom never goes below this: text stays readable in a small window.
    public static let automaticZoomRange = 0.85...2.5

    public let viewport: CGSize
    public let sceneSize: CGSize
    public let header: CGRect
    public let canvasArea: CGRect
    public let status: CGRect
    public let footer: CGRect
    public let panel: CGRect
    /// The scene's window, scaled to fit the canvas area, times the zoom asked for: larger
    /// than the canvas when zoomed in (the canvas clips it).
    public let sceneRect: CGRect
    public let scale: Double
    /// The zoom asked for (`--zoom`, Ctrl+= / Ctrl+−), before the window's size is counted.
    public let requestedZoom: Double
    /// How much larger than at 1280×800 bars, the panel and its text are drawn: the window's
    /// automatic zoom. Use `size(_:)`.
    public let zoom: Double
    /// How much larger than at 1280×800 and zoom 1 the canvas's names, tags and marks are
    /// drawn: the window's automatic zoom times the zoom asked for.
    public let canvasZoom: Double
    /// The scene's room in the canvas: where the whole scene is drawn at zoom 1.
    public let sceneRoom: CGRect
    /// The scene point drawn at the centre of `sceneRoom`.
    public let focus: CGPoint

    /// The canvas less the band kept at its top: where the canvas's own labels may go.
    public let labelArea: CGRect

    /// `reservedTop` keeps a band at the canvas's top free of the scene (the lesson banner),
    /// in points at 1280×800: it grows with the window's zoom, as the band drawn there does.
    /// `focus` is the scene point drawn at the middle of the scene's room (nil: the scene's
    /// centre); it is kept inside the scene, so some of the scene always shows.
    public init(viewport: CGSize, sceneSize: CGSize, zoom: Double = 1, reservedTop: Double = 0, focus: CGPoint? = nil) {
        self.viewport = viewport
        self.sceneSize = sceneSize
        let requested = zoom.isFinite && zoom > 0 ? zoom : 1
        self.requestedZoom = requested
        let zoom = Self.automaticZoom(for: viewport)
        self.zoom = zoom
        canvasZoom = zoom * requested
        let width = max(Double(viewport.width), 200), height = max(Double(viewport.height), 200)
        // A third of the window, at least a readable column, at most half the window.
        let panelWidth = min(min(max(width * 0.32, 320 * zoom), 500 * zoom), width * 0.5).rounded()
        let leftWidth = max(width - panelWidth, 100)
        panel = CGRect(x: leftWidth, y: 0, width: panelWidth, height: height)
        let headerHeight = (Self.headerHeight * zoom).rounded(), footerHeight = (Self.footerHeight * zoom).rounded()
        let statusHeight = (Self.statusHeight * zoom).rounded()
        header = CGRect(x: 0, y: 0, width: leftWidth, height: headerHeight)
        footer = CGRect(x: 0, y: height - footerHeight, width: leftWidth, height: footerHeight)
        status = CGRect(x: 0, y: footer.minY - statusHeight, width: leftWidth, height: statusHeight)
        canvasArea = CGRect(x: 0, y: header.maxY, width: leftWidth, height: max(status.minY - header.maxY, 50))
        // The margin holds the window's label above the scene and the chain's pills below it.
        let margin = Self.canvasMargin * max(1, zoom)
        var available = canvasArea.insetBy(dx: margin, dy: margin)
        let reserved = min(max(0, reservedTop * zoom), max(0, available.height - 40))
        labelArea = CGRect(x: canvasArea.minX, y: canvasArea.minY + reserved, width: canvasArea.width, height: max(0, canvasArea.height - reserved))
        available.origin.y += reserved
        available.size.height -= reserved
        available.size.height = max(20, available.height - Self.chainStripHeight * max(1, zoom) + margin / 2)
        let sceneWidth = max(Double(sceneSize.width), 1), sceneHeight = max(Double(sceneSize.height), 1)
        sceneRoom = available
        scale = max(0.01, min(Double(available.width) / sceneWidth, Double(available.height) / sceneHeight)) * requested
        let focus = focus.map { CGPoint(x: min(max($0.x, 0), sceneWidth), y: min(max($0.y, 0), sceneHeight)) }
            ?? CGPoint(x: sceneWidth / 2, y: sceneHeight / 2)
        self.focus = focus
        sceneRect = CGRect(x: available.midX - focus.x * scale, y: available.midY - focus.y * scale,
                           width: sceneWidth * scale, height: sceneHeight * scale)
    }

    /// The focus that keeps `scenePoint` drawn at `windowPoint` at this layout's scale.
    public func focus(keeping scenePoint: CGPoint, at windowPoint: CGPoint) -> CGPoint {
        CGPoint(x: scenePoint.x - (windowPoint.x - sceneRoom.midX) / scale, y: scenePoint.y - (windowPoint.y - sceneRoom.midY) / scale)
    }

    /// The zoom a window of this size gets by itself: 1 at 1280×800, about 1.35 at
    /// 1920×1080, so a projector's large window uses its room for larger text.
    public static func automaticZoom(for viewport: CGSize) -> Double {
        let ratio = min(Double(viewport.width) / Double(referenceViewport.width),
                        Double(viewport.height) / Double(referenceViewport.height))
        guard ratio.isFinite else { return 1 }
        return min(max(ratio, automaticZoomRange.lowerBound), automaticZoomRange.upperBound)
    }

    /// A size in points chosen for 1280×800 at zoom 1 (a font size, a padding, a bar's
    /// height), as it is drawn in this window.
    public func size(_ points: Double) -> Double {
        (points * zoom).rounded()
    }

    /// Where the full-width log goes (W): over the canvas and the panel, between the header
    /// and the status bar.
    public var wideLog: CGRect {
        CGRect(x: 0, y: header.maxY, width: viewport.width, height: max(status.minY - header.maxY, 50))
    }

    public func canvasPoint(fromScene point: CGPoint) -> CGPoint {
        CGPoint(x: sceneRect.minX + point.x * scale, y: sceneRect.minY + point.y * scale)
    }

    public func canvasRect(fromScene rect: CGRect) -> CGRect {
        CGRect(origin: canvasPoint(fromScene: rect.origin), size: CGSize(width: rect.width * scale, height: rect.height * scale))
    }

    /// A window point back in scene coordinates, or nil when it is outside the scene's window
    /// or outside the canvas (a zoomed scene's part the canvas does not show).
    public func scenePoint(fromWindow point: CGPoint) -> CGPoint? {
        guard sceneRect.contains(point), canvasArea.contains(point) else { return nil }
        return clampedScenePoint(fromWindow: point)
    }

    /// A window point in scene coordinates even outside the scene: a finger dragged off the
    /// scene stays bound to its view, as on a device where it would leave the screen's edge.
    public func clampedScenePoint(fromWindow point: CGPoint) -> CGPoint {
        CGPoint(x: (point.x - sceneRect.minX) / scale, y: (point.y - sceneRect.minY) / scale)
    }
}
