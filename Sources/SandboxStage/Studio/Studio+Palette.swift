import Foundation
import ResponderCore
import SandboxScenes

/// M in edit mode: the palette of what used to need YAML. Each page is made from the
/// selected view's node in the edited file; each item is one edit, carried out as any other
/// (surgically, undoable), or a page, a name to type, the explanation's editor.
extension Studio {
    public func togglePalette() {
        if palette != nil { closePalette() } else { openPalette(.main) }
    }

    func openPalette(_ page: StudioPalette.Page) {
        guard isEditing, let editor = prepareEditor() else { return }
        showPalette(PalettePages(document: editor.document, view: selectedView?.name).page(page))
    }

    /// The page shown made again from the file and the selection as they are now (after an
    /// edit, an undo, another view selected), so it never offers what is no longer true.
    func refreshPalette() {
        guard let page = palette?.page else { return }
        openPalette(page)
    }

    /// Esc: the main page again, or closed from there.
    func paletteBack() {
        guard let page = palette?.page else { return }
        switch page {
        case .main: closePalette()
        case .controlEvents: openPalette(.control)
        case .recognizerKinds, .recognizer: openPalette(.recognizers)
        default: openPalette(.main)
        }
    }

    func choosePaletteItem(number: Int) {
        guard let item = palette?.item(number: number) else {
            return say("The palette has no item \(number) on this page: Esc goes back")
        }
        choose(item.action)
    }

    /// A click on the palette: its item, or outside it closes it.
    public func clickPalette(at windowPoint: CGPoint) {
        guard let palette else { return }
        let geometry = paletteLayout(palette)
        guard let index = geometry.item(at: windowPoint) else {
            if !geometry.frame.contains(windowPoint) { closePalette() }
            return
        }
        choose(palette.items[index].action)
    }

    /// Where the palette is drawn and clicked, away from the selected view.
    public func paletteLayout(_ palette: StudioPalette) -> StudioPaletteLayout {
        StudioPaletteLayout(palette: palette, layout: session.layout, avoiding: selectedView.flatMap(canvasRect(of:)))
    }

    private func choose(_ action: StudioPalette.Action) {
        let page = palette?.page ?? .main
        switch action {
        case .open(let next): openPalette(next)
        case .type(let purpose):
            closePalette()
            startTyping(purpose)
        case .writeExplanation:
            closePalette()
            startWritingExplanation()
        case .recordingIntoLesson:
            closePalette()
            putRecordingIntoLesson()
        case .unavailable(let reason):
            say(reason)
        case .edit(let command):
            // The page stays open with the values the edit gave, so a flag can be flipped again.
            if performEdit(command) { openPalette(page == .controlEvents || page == .recognizerKinds ? backPage(of: page) : page) }
        }
    }

    private func backPage(of page: StudioPalette.Page) -> StudioPalette.Page {
        page == .controlEvents ? .control : .recognizers
    }

    /// A name typed for the palette (Enter): an action gets its colon, a controller its name.
    func useTypedName(_ name: String, for purpose: TypedText, on view: String) {
        guard let editor = prepareEditor() else { return }
        let pages = PalettePages(document: editor.document, view: view)
        switch purpose {
        case .viewName: return
        case .controlAction:
            guard let command = pages.controlEdit(action: name.hasSuffix(":") ? name : name + ":") else {
                return say("Not done: \(view) is no control; M, 1 makes it one")
            }
            performEdit(command)
        case .recognizerAction(let gesture):
            performEdit(.setGestureProperty(view: view, gesture: gesture, key: "action", value: "\"\(name.hasSuffix(":") ? name : name + ":")\""))
        case .controllerName:
            guard session.scene.responders[name] == nil else { return say("Not done: \(name) is already a name in this scene") }
            performEdit(.makeControllerView(view: view, controller: name))
        }
    }
}
