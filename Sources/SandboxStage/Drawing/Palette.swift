import Foundation

/// The sandbox's colours. Outcomes use the Okabe–Ito palette, which stays distinct for
/// colour-blind viewers, and every outcome also carries a word and a shape.
public enum Palette {
    public static let background = StageColor(250, 250, 247)
    public static let canvasBackground = StageColor(236, 236, 232)
    public static let panelBackground = StageColor(32, 36, 44)
    public static let panelText = StageColor(236, 238, 242)
    public static let panelDim = StageColor(150, 156, 168)
    public static let barBackground = StageColor(22, 25, 31)
    public static let ink = StageColor(20, 20, 20)
    public static let paper = StageColor(255, 255, 255)

    // Okabe–Ito.
    public static let orange = StageColor(230, 159, 0)
    public static let skyBlue = StageColor(86, 180, 233)
    public static let bluishGreen = StageColor(0, 158, 115)
    public static let yellow = StageColor(240, 228, 66)
    public static let blue = StageColor(0, 114, 178)
    public static let vermillion = StageColor(213, 94, 0)
    public static let reddishPurple = StageColor(204, 121, 167)

    public static let inside = bluishGreen
    public static let outside = skyBlue
    public static let skipped = vermillion
    public static let hitTestView = yellow
    public static let handled = bluishGreen
    public static let discarded = vermillion
    public static let current = yellow
    public static let firstResponder = reddishPurple
    /// A transformed view's frame as it would be without its transform: faint, dashed.
    public static let untransformedFrame = ink.withAlpha(140)
    public static let error = StageColor(200, 40, 40)
    /// View controllers' tabs: dark, so they read as a different kind of thing from views.
    public static let controller = StageColor(62, 48, 112)
    /// A gesture recognizer's badge before any touch reached it.
    public static let gestureAtRest = StageColor(236, 224, 250)
    /// A recognizer watching a touch (possible), in progress (began, changed), done (ended,
    /// recognized), failed, or cancelled.
    public static let gestureWatching = paper
    public static let gestureInProgress = skyBlue
    public static let gestureRecognized = bluishGreen
    public static let gestureFailed = StageColor(205, 205, 205)
    public static let gestureCancelled = vermillion
    /// What the gesture system does to the view's touches: phases held back, and the story
    /// of recognizers in WHAT HAPPENED; a touch a recognizer cancelled.
    public static let held = orange
    public static let touchCancelled = vermillion
    /// A finger on the canvas, and the path it has drawn.
    public static let finger = yellow
    public static let touchTrail = reddishPurple
    /// Properties that change hit-testing but are not drawn by UIKit (hit area, touch slop).
    public static let invisibleProperty = StageColor(0, 114, 178)
}
