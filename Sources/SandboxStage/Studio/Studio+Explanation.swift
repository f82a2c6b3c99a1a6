import Foundation
import SandboxScenes

/// The lesson's explanation written in the window (the palette's "Write the lesson's
/// explanation"): typed text arrives as SDL's text input, so any character a keyboard or an
/// input method gives is taken; Enter starts a new line, Backspace erases, Ctrl+Enter keeps
/// the text as the file's `explanation:` (one undoable edit), Esc drops it.
extension Studio {
    /// How long an explanation may grow: the panel shows a few paragraphs, not a book.
    public static let explanationLimit = 4000

    func startWritingExplanation() {
        guard isEditing, let editor = prepareEditor() else { return }
        showExplanation(editor.document.explanation.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 } ?? "")
    }

    public var isWritingExplanation: Bool { explanationDraft != nil }

    /// Text typed (SDL_TEXTINPUT, UTF-8); line breaks and control characters are not text here.
    public func typeExplanation(_ text: String) {
        guard let draft = explanationDraft else { return }
        let printable = text.filter { !$0.isNewline && !($0.unicodeScalars.first.map { CharacterSet.controlCharacters.contains($0) } ?? true) }
        guard draft.count + printable.count <= Self.explanationLimit else {
            return say("The explanation is at its \(Self.explanationLimit) characters: Ctrl+Enter keeps it")
        }
        showExplanation(draft + printable)
    }

    public func explanationNewLine() {
        guard let draft = explanationDraft, draft.count < Self.explanationLimit else { return }
        showExplanation(draft + "\n")
    }

    /// Backspace: the last character (a whole grapheme: é, an emoji) goes.
    public func eraseExplanationCharacter() {
        guard let draft = explanationDraft, !draft.isEmpty else { return }
        showExplanation(String(draft.dropLast()))
    }

    /// Ctrl+Enter (`keep`) or Esc.
    public func finishExplanation(keep: Bool) {
        guard let draft = explanationDraft else { return }
        closeExplanation()
        guard keep else { return say("The explanation is as it was (Esc)") }
        performEdit(.setText(key: "explanation", text: draft))
    }
}
