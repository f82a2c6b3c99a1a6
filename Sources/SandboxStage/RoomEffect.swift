import ResponderCore
import SandboxScenes

/// What a room asks of another, as a value the session routes (`SandboxSession.route(_:)`),
/// as `StageEffect` is what the session asks of the platform: no room changes a sibling.
enum RoomEffect {
    /// A line on the status bar for `seconds` (the viewer's).
    case status(String, seconds: Double)
    /// The selection after an edit or an edit drag's press (the viewer's).
    case select(String?)
    /// Edit mode started: it takes the band above the scene and the mouse, so Tab's keys,
    /// M's menu and the lesson's input end (the viewer's).
    case editModeStarted
    /// A new input's picture: its story starts at WHAT HAPPENED (the viewer's panel).
    case newPicture
    /// A command carried out in the window, for the events file being recorded (the studio's).
    case record(ScriptCommand)
    /// A comment line for the events file being recorded (the studio's).
    case recordNote(String)
    /// Some input for the app, delivered and recorded as a new picture (`newEpisode`) or as
    /// part of the one shown (the history's).
    case input(newEpisode: Bool, () -> Void)
    /// A controller's motion for the app: recorded as a new picture if it delivered anything
    /// (the history's), its shake phases for the events file being recorded (the studio's).
    case motion(() -> Void)
    /// Touches the core ended: their fingers (the history's) and the controller's pointer
    /// touch (the devices') are gone.
    case forgetEndedFingers
    /// The latest input's animation plays on if → paused it (the history's).
    case playTimeline
    /// A key 1–9 in edit mode: the selected view's property changed as an edit of the file (the studio's).
    case edit(EditCommand)
    /// Esc while a name is typed: the name is dropped (the studio's).
    case dropTypedName
}
