import Foundation

/// One frame the window drew: what its turn of the loop did, and what each part of it cost,
/// in seconds. `--statistics` names the slowest frames with these, so that the frame that
/// showed Y's answer is told from the window's first frame or a hover.
public struct FrameRecord: Equatable, Sendable {
    /// Why the frame was drawn: what happened in its turn of the loop.
    public enum Cause: Equatable, Hashable, Sendable {
        /// The first frame of the scene shown (the window's own first frame, a reload, N or P, a file dropped).
        case sceneShown
        case key(String)
        case click
        /// The mouse moved with something on screen following it (a hover card, a drag).
        case pointerMoved
        case wheel
        case touch
        case typing
        case controller
        /// The window resized, exposed, shown or focused.
        case windowChanged
        /// An animation's step: the delivery, the exploded view, a scroll view moving.
        case animation
        /// Y's answer, worked out off the frame, arrived this turn.
        case whyAnswerArrived
        /// Time alone changed the picture: a message expiring, a scroll indicator fading.
        case clock
        /// Shift+S's export drew some of its frames this turn.
        case export

        var words: String {
            switch self {
            case .sceneShown: return "the scene's first frame"
            case .key(let name): return "key \(name)"
            case .click: return "a click"
            case .pointerMoved: return "a pointer move"
            case .wheel: return "the wheel"
            case .touch: return "a touch"
            case .typing: return "typing"
            case .controller: return "a controller"
            case .windowChanged: return "the window changed"
            case .animation: return "an animation step"
            case .whyAnswerArrived: return "Y's answer arrived"
            case .clock: return "the clock"
            case .export: return "an export step"
            }
        }
    }

    /// The frame's number, from 1 for the window's first.
    public var number: Int
    /// In the order they happened, each once.
    public var causes: [Cause]
    /// Whether Y's answer was on screen in this frame.
    public var showsWhy: Bool
    /// The turn's input and model work before drawing (a key's work, Y's answer when on the frame).
    public var input: Double
    public var draw: DrawTimes
    /// Presenting the frame; nil when it was drawn for a screenshot only.
    public var present: Double?
    /// The whole turn: from the end of the wait for input to the frame presented.
    public var whole: Double

    public init(number: Int, causes: [Cause], showsWhy: Bool, input: Double, draw: DrawTimes, present: Double?, whole: Double) {
        self.number = number
        self.causes = causes
        self.showsWhy = showsWhy
        self.input = input
        self.draw = draw
        self.present = present
        self.whole = whole
    }

    /// One line: the frame's number and time, its parts, then what it did.
    public var line: String {
        func ms(_ seconds: Double) -> String { (seconds * 1000).formatted(fractionDigits: 1) }
        var what = causes.map(\.words)
        if showsWhy && !causes.contains(.whyAnswerArrived) { what.append("Y's answer on screen") }
        let parts = "input and model \(ms(input)), draw \(ms(draw.total)) (frame value \(ms(draw.frameValue)), painting \(ms(draw.painting)), "
            + "SDL primitives \(ms(draw.primitives)), SDL calls \(ms(draw.submitting)))" + (present.map { ", present \(ms($0))" } ?? "")
        return "frame \(number): \(ms(whole)) ms = \(parts); \(what.isEmpty ? "nothing named" : what.joined(separator: ", "))"
    }
}
