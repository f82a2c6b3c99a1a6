import Foundation
import ResponderCore

/// A scene file, checked and typed: what the scene format describes, before any object exists.
public struct SceneDocument: Sendable, Equatable {
    public var title: String
    public var size: CGSize
    /// A lesson's explanation for the side panel (the sandbox's addition to the format).
    public var explanation: String?
    /// A lesson's suggested events script, in the events-file syntax (also an addition).
    public var events: String?
    /// Where `events` starts in the scene file, for its problems' line numbers.
    public var eventsPlace: EmbeddedScriptPlace?
    public var window: ResponderTraits
    public var application: ResponderTraits
    public var delegate: DelegateNode
    public var root: ControllerNode
    /// Top-level `windowScene: true`: a UIWindowScene between UIWindow and UIApplication.
    public var windowScene = false
    /// `window.subviews`: views the window holds in front of the root view controller's view,
    /// as UIKit's presentation adds a UITransitionView for a presented controller.
    public var windowSubviews: [SceneNode] = []
    /// `window.overrides`: which of `hitTest` and `pointInside` the main window's class
    /// overrides (from a capture); not run, UIKit's default is assumed.
    public var windowOverrides: [String] = []
    /// `windows:`: further windows, above the main one in level order (equal levels: later in front).
    public var windows: [WindowNode] = []
    /// Read from a capture, which holds every view's background colour (a dump prints none):
    /// `why` can then say whether a view in front is drawn or clear. Not written to a scene file.
    public var colorsCaptured = false
    /// Lines to show without refusing the file (`FILE:LINE:COLUMN: path: warning: …`).
    public var warnings: [SourceDiagnostic] = []
}
