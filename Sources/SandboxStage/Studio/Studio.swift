import Foundation
import ResponderCore
import SandboxScenes

/// The studio: what changes the scene or keeps the session. Edit mode (Ctrl+E): the mouse
/// moves, resizes and reparents views, keys add, delete, reorder, rename and recolour them.
/// Each edit changes the scene file's text and the live scene is rebuilt from it at once, so
/// the next tap shows the effect. Recording (`--record`, Ctrl+R), the palette and what arrives
/// (a file dropped or pasted) are in the extensions beside.
public final class Studio {
    unowned let session: SandboxSession
    /// Ctrl+E: the mouse moves, resizes and reparents views instead of touching them.
    public private(set) var isEditing = false
    /// The scene file's text being edited, with its undo history; nil until edit mode starts,
    /// and again once another scene or an outside change of the file replaces it.
    public private(set) var editor: SceneEditor?
    /// The drag under way in edit mode (see `Studio+Drag`).
    public private(set) var editDrag: EditDrag?
    /// The name being typed in the band (Enter in edit mode, the palette's names); nil when not typing.
    public var nameBeingTyped: String? { session.mode.typing?.name }
    /// What the name being typed is for.
    public var typing: TypedText { session.mode.typing?.purpose ?? .viewName }
    /// The studio's palette (M in edit mode), at the page shown; nil when closed.
    public var palette: StudioPalette? { session.mode.palette }
    /// The lesson's explanation being written in the window; nil when not writing.
    public var explanationDraft: String? { session.mode.explanationDraft }
    /// Where Ctrl+S saves a built-in lesson's copy.
    public var saveDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    /// Where unsaved edits go when neither the scene's folder nor `saveDirectory` can take
    /// them (a read-only class folder, a full disk): the user's cache folder, then the
    /// temporary folder.
    public var lastResortFolders = Studio.defaultLastResortFolders
    /// Q pressed once with edits not yet saved: the next Q quits (keeping them aside), any
    /// other command takes the question back.
    public private(set) var isQuitAsked = false
    /// The events file being written (`--record`, Ctrl+R); nil when not recording.
    public private(set) var recording: SessionRecording?
    /// Where Ctrl+R records: the `--record` file; nil for a new file each time.
    public var recordingURL: URL?
    /// The last recording finished in this window: what the palette makes the lesson's `events:`.
    public private(set) var lastRecording: URL?

    init(session: SandboxSession) {
        self.session = session
    }

    /// A line on the status bar, routed by the session to the viewer, who shows it.
    func say(_ text: String, for seconds: Double = 4) {
        session.route(.status(text, seconds: seconds))
    }

    /// Another scene replaces this one: its drag and rename end; the file read again
    /// (`sameFile`) keeps edit mode on with a fresh history, another file ends it.
    func sceneReplaced(sameFile: Bool, keepsEditor: Bool) {
        editDrag = nil
        closeTyping()
        guard !keepsEditor else { return }
        closePalette()
        closeExplanation()
        editor = nil
        if !sameFile { isEditing = false }
    }

    public func toggleEditMode() {
        if isEditing {
            isEditing = false
            // A drag cut short leaves no half-moved view behind: the scene is the file's again.
            if editDrag != nil { showEditedScene(selecting: surroundings.selection) }
            editDrag = nil
            closeTyping()
            closePalette()
            closeExplanation()
            let unsaved = editor?.hasUnsavedChanges == true ? " (unsaved edits: Ctrl+S saves them)" : ""
            return say("Edit mode off: clicks are touches again\(unsaved)")
        }
        guard surroundings.explode == 0 else { return say("Press E to flatten the view before editing it") }
        guard prepareEditor() != nil else { return }
        // The mouse edits from now on: a touch it still holds would never end.
        _ = session.cancelAllTouches(cause: "edit mode started")
        isEditing = true
        // Edit mode takes the band above the scene and the mouse: the lesson's input and Tab's mode end.
        session.route(.editModeStarted)
        say("Edit mode: drag a view to move it, a corner to resize it; its keys are in the bottom line", for: 6)
    }

    /// The editor on the scene file's text, made on first use.
    @discardableResult
    func prepareEditor() -> SceneEditor? {
        if let editor { return editor }
        do {
            let text = try SceneTextEdit.readText(of: session.sceneURL, file: session.sceneName)
            editor = try SceneEditor(text: text, fileName: session.sceneName, savedText: text)
        } catch let error as SceneEditError {
            say("Cannot edit this scene: \(error.description)", for: 8)
        } catch let error as SourceDiagnostics {
            say("Cannot edit this scene: \(error.diagnostics.first?.description ?? "it cannot be read")", for: 8)
        } catch {
            say("Cannot edit this scene: \(error)", for: 8)
        }
        return editor
    }

    /// Carries out an edit and shows the scene it makes; false, with the reason on screen, if refused.
    @discardableResult
    public func performEdit(_ command: EditCommand) -> Bool {
        guard let editor = prepareEditor() else { return false }
        do {
            try editor.apply(command)
        } catch {
            showEditedScene(selecting: surroundings.selection)
            say("Not done: \(error.description)", for: 6)
            return false
        }
        let notice = showEditedScene(selecting: command.selectionAfter ?? keptSelection(for: command), renamed: command.renaming)
        say(command.summary + (notice.map { ". \($0)" } ?? ""), for: notice == nil ? 4 : 10)
        return true
    }

    /// The lesson's texts and a target's actions are no view: the selection stays where it was.
    private func keptSelection(for command: EditCommand) -> String? {
        switch command {
        case .setText, .addAction: return surroundings.selection
        default: return nil
        }
    }

    public func undoEdit() {
        guard let command = editor?.undo() else { return say("Nothing to undo") }
        let notice = showEditedScene(selecting: surroundings.selection, renamed: command.renaming.map { (from: $0.to, to: $0.from) })
        say("Undid “\(command.summary)”\(restoredFrame(after: command))" + (notice.map { ". \($0)" } ?? ""), for: notice == nil ? 4 : 10)
    }

    /// After undoing a move or resize, the frame the view is back at: the undone edit's own
    /// value alone would read as the new one.
    private func restoredFrame(after command: EditCommand) -> String {
        guard case .setFrame(let name, _) = command, let view = session.scene.view(named: name) else { return "" }
        return ": \(name).frame = \(SceneTextEdit.frameText(view.untransformedFrame)) again"
    }

    public func redoEdit() {
        guard let command = editor?.redo() else { return say("Nothing to redo") }
        let notice = showEditedScene(selecting: command.selectionAfter, renamed: command.renaming)
        say("Redone: \(command.summary)" + (notice.map { ". \($0)" } ?? ""), for: notice == nil ? 4 : 10)
    }

    /// The live scene rebuilt from the edited document: the trace starts over, the edit stays undoable.
    /// Returns what the status line must add: why a recording stopped, if it did.
    @discardableResult
    func showEditedScene(selecting name: String?, renamed: (from: String, to: String)? = nil) -> String? {
        guard let editor else { return nil }
        let old = session.scene
        session.replaceScene(LoadedScene(document: editor.document), url: session.sceneURL, name: session.sceneName, keepsEditor: true)
        let notice = recordEdit(from: old, renamed: renamed)
        session.route(.select(name.flatMap { session.scene.view(named: $0) != nil ? $0 : nil }))
        refreshPalette()
        return notice
    }

    // MARK: Keys

    /// The studio's keys (`StageCommand.studio`).
    public func perform(_ key: StudioKey) {
        switch key {
        case .toggleEditMode: toggleEditMode()
        case .undoEdit: undoEdit()
        case .redoEdit: redoEdit()
        case .saveScene: saveScene()
        case .addSubview: addSubviewToSelection()
        case .deleteView: deleteSelection()
        case .bringForward: moveSelectionAmongSiblings(by: 1)
        case .sendBackward: moveSelectionAmongSiblings(by: -1)
        case .renameView: startRenaming()
        case .recolorView: recolorSelection()
        case .togglePalette: togglePalette()
        case .paletteItem(let number): choosePaletteItem(number: number)
        case .paletteBack: paletteBack()
        }
    }

    /// A: a new view inside the selected one (the root view when none is selected),
    /// named with the first free letter, centred and half its size.
    public func addSubviewToSelection() {
        guard let parent = selectedView ?? session.scene.window.rootViewController?.view else { return }
        let bounds = parent.bounds
        let width = max(20, (bounds.width / 2).rounded()), height = max(20, (bounds.height / 2).rounded())
        let frame = CGRect(x: (bounds.minX + (bounds.width - width) / 2).rounded(),
                           y: (bounds.minY + (bounds.height - height) / 2).rounded(), width: width, height: height)
        // Each new view a colour its neighbours do not have: the palette in order.
        let viewCount = ViewPlacement.placements(inWindowsOf: session.application).count
        let color = EditPalette.names[(viewCount - 1) % EditPalette.names.count]
        performEdit(.addSubview(parent: parent.name, name: nextFreeName(), frame: frame, color: color))
    }

    /// A, B, … Z, then A2, B2, …: the first name no responder of the scene has.
    public func nextFreeName() -> String {
        let letters = (UnicodeScalar("A").value...UnicodeScalar("Z").value).map { String(Character(UnicodeScalar($0)!)) }
        for round in 1... {
            for letter in letters {
                let name = round == 1 ? letter : "\(letter)\(round)"
                if session.scene.responders[name] == nil && !isFixedName(name) { return name }
            }
        }
        return "A"
    }

    private func isFixedName(_ name: String) -> Bool {
        ["UIWindow", "UIApplication", "UIWindowScene", session.scene.document.delegate.name].contains(name)
    }

    public func deleteSelection() {
        guard let view = editableSelection(verb: "delete") else { return }
        performEdit(.delete(view: view.name))
    }

    /// ] brings the selected view one step forward among its siblings, [ one step back.
    public func moveSelectionAmongSiblings(by offset: Int) {
        guard let view = editableSelection(verb: offset > 0 ? "bring forward" : "send backward") else { return }
        performEdit(.moveAmongSiblings(view: view.name, by: offset))
    }

    public func recolorSelection() {
        guard let view = selectedView else { return say("Click a view to select it first") }
        performEdit(.recolor(view: view.name, color: EditPalette.name(after: view.backgroundColor ?? .gray)))
    }

    /// Enter: type a new name for the selected view; Enter keeps it, Esc cancels.
    public func startRenaming() {
        startTyping(.viewName)
    }

    /// A name typed in the band for `purpose`; Enter keeps it, Esc cancels.
    func startTyping(_ purpose: TypedText) {
        guard selectedView != nil else { return say("Click a view to select it first") }
        session.mode = .typing(purpose, name: "")
    }

    public func typeNameCharacter(_ character: Character) {
        guard var name = nameBeingTyped, name.count < 40 else { return }
        name.append(character)
        session.mode = .typing(typing, name: name)
    }

    public func eraseNameCharacter() {
        guard let name = nameBeingTyped, !name.isEmpty else { return }
        session.mode = .typing(typing, name: String(name.dropLast()))
    }

    /// Enter (`keep`) or Esc: the name typed is used as its purpose says, or dropped.
    public func finishTyping(keep: Bool) {
        defer { closeTyping() }
        guard keep, let name = nameBeingTyped, let view = selectedView, !name.isEmpty else { return }
        switch typing {
        case .viewName: rename(view, to: name)
        case .controlAction, .recognizerAction, .controllerName: useTypedName(name, for: typing, on: view.name)
        }
    }

    private func rename(_ view: UIView, to name: String) {
        guard name != view.name else { return }
        if let problem = SceneNameRegistry.problem(withName: name) { return say("Not done: \(problem)") }
        guard session.scene.responders[name] == nil, !isFixedName(name) else { return say("Not done: \(name) is already a name in this scene") }
        performEdit(.rename(view: view.name, to: name))
    }

    /// The selected view, if it is one an edit may move or remove (not the root view).
    private func editableSelection(verb: String) -> UIView? {
        guard let view = selectedView else {
            say("Click a view to select it first")
            return nil
        }
        guard !isRootView(view) else {
            say("The root view cannot \(verb == "delete" ? "be deleted" : "move among siblings"): it is the controller's view")
            return nil
        }
        return view
    }

    // MARK: Saving

    /// Ctrl+S: the edited text goes to the file the window was opened from; a built-in
    /// lesson is left as it is and saved as a copy in `saveDirectory`.
    public func saveScene() {
        guard let editor else { return say("Nothing to save: Ctrl+E enters edit mode, where the scene can change") }
        // The catalog's lookup standardizes the scene's path once, and only when it is named like a lesson.
        let lesson = session.catalog.flatMap { catalog in catalog.index(of: session.sceneURL).map { catalog.lessons[$0] } }
        let target = lesson.map { copyURL(for: $0.id) } ?? session.sceneURL
        do {
            try SceneFileWriter.save(editor.text, to: target, expected: lesson == nil ? editor.savedText : nil)
        } catch {
            return say("Not saved: \(error.description)", for: 10)
        }
        editor.markSaved()
        if let lesson {
            session.sceneURL = target
            session.sceneName = target.lastPathComponent
            say("Saved a copy of lesson \(lesson.id) as \(target.path) (the lesson is unchanged)", for: 10)
        } else {
            say("Saved \(target.path)", for: 6)
        }
    }

    /// `ID.yaml` in the save folder, or `ID-2.yaml`, … when that exists: never over a file.
    private func copyURL(for id: String) -> URL {
        for number in 1... {
            let name = number == 1 ? "\(id).yaml" : "\(id)-\(number).yaml"
            let url = saveDirectory.appendingPathComponent(name)
            if !FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return saveDirectory.appendingPathComponent("\(id).yaml")
    }

    /// True, with the way out, for what edit mode's band and mouse cannot share the window with.
    func refusedInEditMode(_ what: String) -> Bool {
        guard isEditing else { return false }
        say("Press Ctrl+E to leave edit mode first, then \(what)")
        return true
    }

    /// True, with a warning, when leaving the scene would lose edits not yet saved.
    func keepsUnsavedEdits() -> Bool {
        guard editor?.hasUnsavedChanges == true else { return false }
        say("The scene has unsaved edits: Ctrl+S saves them, Ctrl+Z undoes them", for: 6)
        return true
    }

    // MARK: What only this file changes

    // The studio's state is `private(set)`: every change of it is one of the methods of this
    // file (`SourceStructureTests.everyRoomsStateChangesOnlyInItsOwnFile`), and the extensions
    // beside build on them.

    /// The palette opens at a page, or shows its page made anew; the explanation's sheet opens,
    /// or shows the draft as typed so far: either closes whatever mode was open (`StageMode`).
    func showPalette(_ palette: StudioPalette) { session.mode = .palette(palette) }
    func showExplanation(_ draft: String) { session.mode = .explanation(draft: draft) }

    /// The palette, the explanation's sheet or a name being typed closes, if it is the mode open.
    func closePalette() { if palette != nil { session.mode = .plain } }
    func closeExplanation() { if explanationDraft != nil { session.mode = .plain } }
    private func closeTyping() { if nameBeingTyped != nil { session.mode = .plain } }

    /// Edit mode's drag: a press takes a view (`Studio+Drag`), the pointer moves it on, the release ends it.
    func beginDrag(_ drag: EditDrag) { editDrag = drag }
    func moveDrag(to frame: CGRect, dropTarget: String?) { editDrag?.move(to: frame, dropTarget: dropTarget) }
    func endDrag() { editDrag = nil }

    /// A recording begins (`Studio+Recording`), or ends: one written whole is the last
    /// recording, which the palette puts into the lesson's events.
    func recordingBegan(_ recording: SessionRecording) { self.recording = recording }
    func recordingEnded() {
        if let recording, recording.failure == nil { lastRecording = recording.url }
        recording = nil
    }

    /// Any command but Q takes Q's question back: it stands for the next command only.
    func commandArrived(_ command: StageCommand) {
        if command != .quit { isQuitAsked = false }
    }

    /// Whether Q may quit now. With unsaved edits the first Q only asks, as N, P and Backspace
    /// refuse to leave the scene, and says where they will be kept; a second Q in a row quits
    /// and `keepUnsavedEditsAside` keeps them (see `Studio+UnsavedEdits`). With no folder to
    /// keep them in, Q never quits.
    func quitConfirmed() -> Bool {
        guard editor?.hasUnsavedChanges == true else { return true }
        guard let place = unsavedEditsPlace() else {
            isQuitAsked = false
            say(Self.nowhereToKeepMessage(folders: unsavedEditsFoldersWording), for: 15)
            return false
        }
        guard !isQuitAsked else { return true }
        isQuitAsked = true
        let beside = place.deletingLastPathComponent().standardizedFileURL == session.sceneURL.deletingLastPathComponent().standardizedFileURL
        say("The scene has unsaved edits: Ctrl+S saves them; Q again quits and keeps them in \(beside ? place.lastPathComponent : place.path)", for: beside ? 6 : 10)
        return false
    }
}
