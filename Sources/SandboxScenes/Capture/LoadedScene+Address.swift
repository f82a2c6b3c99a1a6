import Foundation
import ResponderCore

extension LoadedScene {
    /// The name of the view whose imported `address` is `text` as the debugger prints it
    /// (case-insensitive, leading zeros optional), so a capture's or dump's view can be asked
    /// about by address; nil when no view has it.
    public func viewName(forAddress text: String) -> String? {
        guard let wanted = Self.addressValue(text) else { return nil }
        var found: String?
        for node in SceneViewIndex.nodes(of: document).values where found == nil {
            if let address = node.address, Self.addressValue(address) == wanted { found = node.name }
        }
        return found
    }

    private static func addressValue(_ text: String) -> UInt64? {
        let lowered = text.lowercased()
        guard lowered.hasPrefix("0x") else { return nil }
        return UInt64(lowered.dropFirst(2), radix: 16)
    }
}
