import Foundation
import ResponderCore
import SandboxScenes

/// The colours C cycles through and new views get: the Okabe–Ito colour-blind-safe
/// palette first (as the stage's own outcome colours), then a few plain ones.
public enum EditPalette {
    public static let names = ["skyblue", "vermillion", "bluishgreen", "yellow", "reddishpurple", "orange",
                               "blue", "green", "purple", "gray", "white"]

    /// The colour after `color` in the palette (the first one for a colour not in it).
    public static func name(after color: UIColor) -> String {
        let index = names.firstIndex { ColorNames.color($0) == color }
        return names[((index ?? -1) + 1) % names.count]
    }
}
