import Foundation
import ResponderCore

/// The colour words a scene file accepts: CSS's basic names, plus `#RRGGBB` and, for a
/// colour that is not opaque (a capture's), `#RRGGBBAA`.
public enum ColorNames {
    static let named: [String: UInt32] = [
        "black": 0x000000, "white": 0xFFFFFF, "gray": 0x999999, "grey": 0x999999,
        "lightgray": 0xD3D3D3, "lightgrey": 0xD3D3D3, "darkgray": 0x555555, "darkgrey": 0x555555,
        "red": 0xE53935, "green": 0x43A047, "blue": 0x1E88E5, "yellow": 0xFDD835,
        "orange": 0xFB8C00, "purple": 0x8E24AA, "pink": 0xEC407A, "brown": 0x8D6E63,
        "cyan": 0x00ACC1, "magenta": 0xD81B60, "teal": 0x00897B, "navy": 0x283593,
        "olive": 0x9E9D24, "maroon": 0x880E4F, "lime": 0xC0CA33, "indigo": 0x3949AB,
        "skyblue": 0x56B4E9, "vermillion": 0xD55E00, "bluishgreen": 0x009E73, "reddishpurple": 0xCC79A7,
    ]

    public static func color(_ word: String) -> UIColor? {
        let lowered = word.lowercased()
        // UIKit's UIColor.clear: nothing is drawn, yet the view takes touches as any other.
        if lowered == "clear" { return UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
        if let value = named[lowered] { return color(rgb: value) }
        guard lowered.hasPrefix("#"), lowered.count == 7 || lowered.count == 9, let value = UInt32(lowered.dropFirst(), radix: 16) else {
            return nil
        }
        guard lowered.count == 9 else { return color(rgb: value) }
        var rgba = color(rgb: value >> 8)
        rgba.alpha = Double(value & 0xFF) / 255
        return rgba
    }

    private static func color(rgb: UInt32) -> UIColor {
        UIColor(
            red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255
        )
    }
}

extension UIColor {
    /// `#RRGGBB`, as scene files write colours; `#RRGGBBAA` for one that is not opaque, and
    /// `clear` for none at all.
    var hexString: String {
        if alpha == 0 { return "clear" }
        let channels = (alpha < 1 ? [red, green, blue, alpha] : [red, green, blue]).map { Int((max(0, min(1, $0)) * 255).rounded()) }
        return "#" + channels.map { String(format: "%02X", $0) }.joined()
    }
}
