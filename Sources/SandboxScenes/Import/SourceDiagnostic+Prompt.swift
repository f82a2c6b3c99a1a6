import Foundation

extension SourceDiagnostic {
    /// The words a skipped debugger line starts with, after the importer's "not a view line:
    /// skipped: ": lldb's prompt and its echo of what `po` prints, cycript's and Frida's prompts.
    static let promptStarts = ["(lldb)", "Printing description of", "cy#", "[Local::", "[Remote::", "[USB::"]

    /// A warning about a debugger's prompt or echo skipped as it should be: the dump is read
    /// in full, so the window does not count it among the lines not understood.
    public var isSkippedPrompt: Bool {
        let prefix = "warning: not a view line: skipped: "
        guard message.hasPrefix(prefix) else { return false }
        let skipped = message.dropFirst(prefix.count)
        return Self.promptStarts.contains { skipped.hasPrefix($0) }
    }
}
