import Foundation

extension String {
    /// How many characters of someone's text (a view's name, an address, a command word) a
    /// one-line message repeats.
    public static let charactersShownInMessage = 60
    /// How many characters of a file path a message repeats: every path a file system takes
    /// fits (a file's name is at most 255 bytes), so that `FILE:LINE:COLUMN:` stays a path an
    /// editor can open; only an argument no file could have is shortened.
    public static let pathCharactersShownInMessage = 255

    /// The text as an error or warning line repeats it: whole when it is short; otherwise its
    /// first characters, `…` and its length (`xxxx… (100000 characters)`), so that a name
    /// 100,000 characters long gives a line one can read. A line break is written `\n`, so the
    /// message stays one line.
    public func shownInMessage(keeping kept: Int = charactersShownInMessage) -> String {
        let oneLine = { (text: Substring) in
            text.replacingOccurrences(of: "\r\n", with: "\\n").replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
        }
        // Counted once: a 100,000-character name is walked a single time.
        var shown = prefix(kept + 1)
        guard shown.count > kept else { return oneLine(shown) }
        shown = shown.prefix(kept)
        return oneLine(shown) + "… (\(count) characters)"
    }

    /// A file path as a message repeats it (see `pathCharactersShownInMessage`).
    public var pathShownInMessage: String {
        shownInMessage(keeping: Self.pathCharactersShownInMessage)
    }
}
