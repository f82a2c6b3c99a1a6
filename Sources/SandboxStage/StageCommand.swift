/// Everything a person can ask of the window, whatever key or button they used. The
/// viewer's keys are `.viewer(ViewerKey)` and the studio's `.studio(StudioKey)`, each carried
/// out by its room's switch over its own enum; the rest are the session's and the history's.
/// The static members below name the rooms' keys as one command each (`.toggleHelp`,
/// `.toggleEditMode`), as the key map and the tests write them.
public enum StageCommand: Equatable, Sendable {
    case togglePause
    case stepForward
    case stepBackward
    case replay
    case faster
    case slower
    case clear
    case nextLesson
    case previousLesson
    case screenshot
    /// Shift+S: the last input's animation to a GIF, beside the screenshot.
    case exportAnimation
    /// Ctrl+R: start or stop writing what the user does to an events file.
    case toggleRecording
    case shake
    case playLessonEvents
    /// Backspace: the lesson's starting state, read again from its file.
    case resetLesson
    /// Tab: keys (with Ctrl, Alt, Shift, Cmd) go to the app's key commands, or back.
    case toggleKeysToApp
    /// Ctrl+V: open the scene file or `recursiveDescription` dump on the clipboard.
    case pasteScene
    /// The viewer's keys: what the person at the window looks at changes, the scene does not.
    case viewer(ViewerKey)
    /// The studio's keys: edit mode, its undo and redo, saving, and edit mode's own keys.
    case studio(StudioKey)
    case quit

    public static let toggleHelp = viewer(.toggleHelp)
    public static let toggleExplode = viewer(.toggleExplode)
    public static let runNextLessonCommand = viewer(.runNextLessonCommand)
    public static let toggleEditMenu = viewer(.toggleEditMenu)
    public static let zoomIn = viewer(.zoomIn)
    public static let zoomOut = viewer(.zoomOut)
    public static let zoomReset = viewer(.zoomReset)
    public static let focusOnSelection = viewer(.focusOnSelection)
    public static let deselect = viewer(.deselect)
    public static let askWhy = viewer(.askWhy)
    public static let toggleFold = viewer(.toggleFold)
    public static func toggle(_ property: SelectionToggle) -> StageCommand { viewer(.toggle(property)) }
    public static let makeFirstResponder = viewer(.makeFirstResponder)
    public static let resignFirstResponder = viewer(.resignFirstResponder)
    public static let toggleWideLog = viewer(.toggleWideLog)
    public static let toggleHoverCard = viewer(.toggleHoverCard)
    public static let showNewestLog = viewer(.showNewestLog)
    public static let toggleEditMode = studio(.toggleEditMode)
    public static let undoEdit = studio(.undoEdit)
    public static let redoEdit = studio(.redoEdit)
    public static let saveScene = studio(.saveScene)
}

/// The properties of the selected view that keys 1–9 change live.
public enum SelectionToggle: Int, CaseIterable, Sendable {
    case hidden = 1
    case alpha
    case userInteractionEnabled
    case multipleTouchEnabled
    case exclusiveTouch
    case canBecomeFirstResponder
    case handlesTouches
    case handlesMotion
    case handlesPresses

    public var label: String {
        switch self {
        case .hidden: return "hidden"
        case .alpha: return "alpha"
        case .userInteractionEnabled: return "userInteractionEnabled"
        case .multipleTouchEnabled: return "multipleTouchEnabled"
        case .exclusiveTouch: return "exclusiveTouch"
        case .canBecomeFirstResponder: return "canBecomeFirstResponder"
        case .handlesTouches: return "handles touches"
        case .handlesMotion: return "handles motion"
        case .handlesPresses: return "handles presses"
        }
    }
}

/// The keys, as the help overlay and the footer list them. The platform's key map and
/// this list are checked against each other by a test.
public enum Shortcuts {
    public struct Entry: Sendable, Equatable {
        public var keys: String
        public var meaning: String
    }

    public static let help: [Entry] = [
        Entry(keys: "Left click / drag", meaning: "touch (a finger): hit-test and deliver; hold: long press; drag: pan, swipe"),
        Entry(keys: "Alt + drag", meaning: "two fingers, mirrored around the view's centre: pinch, two-finger tap"),
        Entry(keys: "Right click", meaning: "select a view (properties on the right); menu: why not here?"),
        Entry(keys: "Click a panel row", meaning: "select that responder (controllers too)"),
        Entry(keys: "Mouse wheel", meaning: "scroll the scroll view or panel pane under the pointer"),
        Entry(keys: "1 – 9", meaning: "toggle a property of the selected view"),
        Entry(keys: "Y · O", meaning: "why the selected view gets a touch or not (Esc clears) · fold its HIERARCHY row"),
        Entry(keys: "F / Shift+F", meaning: "selected view becomes / first responder resigns"),
        Entry(keys: "Space", meaning: "pause or resume the animation"),
        Entry(keys: "→ / ←", meaning: "one step forward / back (pauses); → after the end: next lesson command"),
        Entry(keys: "R", meaning: "replay the last event"),
        Entry(keys: "+ / −", meaning: "faster / slower"),
        Entry(keys: "C", meaning: "clear the trace"),
        Entry(keys: "L", meaning: "play the lesson's example input, one command at a time"),
        Entry(keys: "Enter", meaning: "run the lesson's next command now"),
        Entry(keys: "Backspace", meaning: "start the lesson again (its starting state)"),
        Entry(keys: "Ctrl+= / Ctrl+− / Ctrl+0", meaning: "zoom the scene in / out at the pointer / back to ×1 (projectors)"),
        Entry(keys: "Shift+drag · middle drag", meaning: "pan the zoomed scene"),
        Entry(keys: "Z", meaning: "zoom onto the selected view's subtree; again: the whole scene"),
        Entry(keys: "Ctrl+V · drop a file", meaning: "open the scene or recursiveDescription dump pasted or dropped"),
        Entry(keys: "Ctrl+E", meaning: "edit mode: drag moves a view, a corner resizes it, Shift+drag puts it in another"),
        Entry(keys: "A · Del · [ / ] · Enter · C", meaning: "in edit mode: add subview · delete · back / front · rename · colour"),
        Entry(keys: "M (edit mode) · 1–9, 0 · Esc", meaning: "studio palette: control, recognizers, transform, controller, explanation, recording → events"),
        Entry(keys: "Ctrl+Z / Ctrl+Shift+Z · Ctrl+S", meaning: "undo / redo an edit · save the scene (a lesson: as a copy)"),
        Entry(keys: "K", meaning: "shake (motionBegan, motionEnded)"),
        Entry(keys: "M", meaning: "menu: copy:/paste:…, remote, presses, shake; who takes one shows once sent"),
        Entry(keys: "Tab", meaning: "keys (with Ctrl, Alt, Shift, Cmd) go to the app's key commands; Tab or Esc leaves"),
        Entry(keys: "N / P", meaning: "next / previous lesson"),
        Entry(keys: "E", meaning: "exploded 3D view of the nesting; drag to turn it"),
        Entry(keys: "W", meaning: "log over the full width, or back in the panel"),
        Entry(keys: "I", meaning: "hover card off / on (it names the view under the mouse and who takes a touch there)"),
        Entry(keys: "End", meaning: "log: back to the newest step"),
        Entry(keys: "S", meaning: "save a screenshot (PNG)"),
        Entry(keys: "Shift+S", meaning: "export the last input's animation (GIF, at the current speed)"),
        Entry(keys: "Ctrl+R", meaning: "record what you do to an events file (REC shows); again stops"),
        Entry(keys: "H, ? or F1", meaning: "show or hide this help"),
        Entry(keys: "Esc", meaning: "close the menu or the help, clear Y's answer, deselect"),
        Entry(keys: "Q", meaning: "quit"),
    ]

    /// The footer's reminders, most useful first; as many as fit are shown, then "H all keys".
    public static let footer = ["Click: touch", "Right-click: select", "Ctrl+E edit", "Space pause", "←/→ step", "R replay", "+/− speed",
                                "L lesson input", "Enter next", "⌫ restart", "M menu", "Tab keys → app", "N/P lesson", "E 3D", "K shake",
                                "W wide log", "I hover card", "S screenshot", "⇧S GIF", "Ctrl+R record", "C clear"]
    /// The footer in edit mode: its keys (the band above the scene says what the mouse does).
    public static let editFooter = ["A add subview", "Del delete", "[ ] back/front", "C colour", "Enter rename", "M palette",
                                    "Ctrl+S save", "Ctrl+Z undo", "Ctrl+Shift+Z redo", "Ctrl+E done"]
    public static let footerLast = "H all keys"
}
