import Foundation
import ResponderCore

/// The events file's remote words and UIKit's subtypes.
public enum RemoteCommandWords {
    public static let subtypes: [String: UIEvent.EventSubtype] = [
        "play": .remoteControlPlay, "pause": .remoteControlPause, "toggle": .remoteControlTogglePlayPause,
        "next": .remoteControlNextTrack, "previous": .remoteControlPreviousTrack, "stop": .remoteControlStop,
    ]
}
