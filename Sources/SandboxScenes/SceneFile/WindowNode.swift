import Foundation
import ResponderCore

/// One of the scene's further windows (`windows:`), shown above the main window.
public struct WindowNode: Sendable, Equatable {
    public var name: String
    /// `windowLevel`: UIKit's normal (0), statusBar (1000), alert (2000) or any number.
    public var level: UIWindow.Level = .normal
    /// `key: true`: the key window, where presses, motion and key commands go.
    public var key = false
    /// `passthrough: true`: the window's own hitTest answers nil instead of itself, as an
    /// overlay window's override does, so touches on no view of it go to the windows behind.
    public var passthrough = false
    /// Its frame on the screen; the main window's bounds unless `frame` or `size` says otherwise.
    public var frame: CGRect
    public var root: ControllerNode
    /// `subviews`: views the window holds beside its root view controller's view, in front of
    /// it (an overlay window's badge added with `addSubview`).
    public var subviews: [SceneNode] = []
    /// `overrides`: which of `hitTest` and `pointInside` the window's class overrides (from a
    /// capture): code the sandbox cannot run, so UIKit's default is assumed and `why` says so.
    public var overrides: [String] = []
}
