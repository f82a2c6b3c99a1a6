import Foundation

extension UIApplication {
    /// The pointer moved with no button pressed, to `location` in the scene's coordinates
    /// (nil: it left the window): what UIKit's event dispatcher does with a hover event
    /// (`UIEvent.EventType.hover`, iOS 13.4) from a mouse or trackpad. The event is hit-tested
    /// as a touch is, front window first, but not traced: one step says where the pointer is
    /// and over which view, then the hover recognizers it enters, moves across or exits.
    public func handleHover(at location: CGPoint?) {
        let event = UIEvent(type: .hover, timestamp: currentTime)
        var found: (window: UIWindow, view: UIView, point: CGPoint)?
        if let location {
            for window in windowsFrontToBack {
                let point = window.pointFromScreen(location)
                if let view = window.hitTest(point, with: event) {
                    found = (window, view, point)
                    break
                }
            }
        }
        gestureEnvironment.hover(event, at: location, over: found?.view, windowPoint: found?.point, in: found?.window)
    }
}
