import CSDL2
import Foundation
import SandboxStage
import Testing
@testable import SandboxPlatform

/// The keys the help lists are the keys the window answers to.
@Suite("The key map against the help")
struct KeyMapTests {
    /// Every key SDL can report that the sandbox might use.
    static let keys: [SDL_KeyCode] = [
        SDLK_SPACE, SDLK_RIGHT, SDLK_LEFT, SDLK_PERIOD, SDLK_COMMA, SDLK_r, SDLK_PLUS, SDLK_EQUALS, SDLK_MINUS,
        SDLK_c, SDLK_n, SDLK_p, SDLK_PAGEUP, SDLK_PAGEDOWN, SDLK_h, SDLK_SLASH, SDLK_F1, SDLK_e, SDLK_s, SDLK_k, SDLK_l,
        SDLK_RETURN, SDLK_KP_ENTER, SDLK_BACKSPACE, SDLK_m, SDLK_TAB, SDLK_ESCAPE, SDLK_f, SDLK_q, SDLK_0,
        SDLK_1, SDLK_2, SDLK_3, SDLK_4, SDLK_5, SDLK_6, SDLK_7, SDLK_8, SDLK_9,
        SDLK_z, SDLK_y, SDLK_v, SDLK_a, SDLK_x, SDLK_DELETE, SDLK_LEFTBRACKET, SDLK_RIGHTBRACKET, SDLK_F2,
    ]

    static func reachableCommands() -> [StageCommand] {
        var commands: [StageCommand] = []
        for key in keys {
            for (shift, control) in [(false, false), (true, false), (false, true), (true, true)] {
                for (editing, palette) in [(false, false), (true, false), (true, true)] {
                    if let command = KeyMap.command(for: SDL_Keycode(key.rawValue), shift: shift, control: control, editing: editing, palette: palette) {
                        commands.append(command)
                    }
                }
            }
        }
        return commands
    }

    @Test func everyCommandTheHelpListsHasAKey() {
        let reachable = Self.reachableCommands()
        let listed: [(String, StageCommand)] = [
            ("Space", .togglePause), ("→ / ←", .stepForward), ("→ / ←", .stepBackward), ("R", .replay), ("+ / −", .faster),
            ("+ / −", .slower), ("C", .clear), ("L", .playLessonEvents), ("Enter", .runNextLessonCommand),
            ("Backspace", .resetLesson), ("Ctrl+= / Ctrl+− / Ctrl+0", .zoomIn), ("Ctrl+= / Ctrl+− / Ctrl+0", .zoomOut),
            ("Ctrl+= / Ctrl+− / Ctrl+0", .zoomReset), ("Z", .focusOnSelection), ("Ctrl+V · drop a file", .pasteScene), ("K", .shake), ("M", .toggleEditMenu), ("Tab", .toggleKeysToApp),
            ("N / P", .nextLesson), ("N / P", .previousLesson), ("E", .toggleExplode), ("S", .screenshot), ("Shift+S", .exportAnimation), ("Ctrl+R", .toggleRecording),
            ("H, ? or F1", .toggleHelp), ("Esc", .deselect), ("F / Shift+F", .makeFirstResponder),
            ("F / Shift+F", .resignFirstResponder), ("Q", .quit), ("1 – 9", .toggle(.hidden)), ("1 – 9", .toggle(.handlesPresses)),
            ("Ctrl+E", .toggleEditMode), ("Ctrl+Z / Ctrl+Shift+Z · Ctrl+S", .undoEdit), ("Ctrl+Z / Ctrl+Shift+Z · Ctrl+S", .redoEdit),
            ("Ctrl+Z / Ctrl+Shift+Z · Ctrl+S", .saveScene), ("A · Del · [ / ] · Enter · C", .studio(.addSubview)), ("A · Del · [ / ] · Enter · C", .studio(.deleteView)),
            ("A · Del · [ / ] · Enter · C", .studio(.sendBackward)), ("A · Del · [ / ] · Enter · C", .studio(.bringForward)),
            ("A · Del · [ / ] · Enter · C", .studio(.renameView)), ("A · Del · [ / ] · Enter · C", .studio(.recolorView)),
            ("M (edit mode) · 1–9, 0 · Esc", .studio(.togglePalette)), ("M (edit mode) · 1–9, 0 · Esc", .studio(.paletteItem(0))),
            ("M (edit mode) · 1–9, 0 · Esc", .studio(.paletteItem(9))), ("M (edit mode) · 1–9, 0 · Esc", .studio(.paletteBack)),
        ]
        let helpKeys = Set(Shortcuts.help.map(\.keys))
        for (keys, command) in listed {
            #expect(helpKeys.contains(keys), "the help lists \(keys)")
            #expect(reachable.contains(command), "a key gives \(command)")
        }
    }

    @Test func ctrlChangesTheZoomNotTheSpeed() {
        #expect(KeyMap.command(for: SDL_Keycode(SDLK_EQUALS.rawValue), shift: false, control: true) == .zoomIn)
        #expect(KeyMap.command(for: SDL_Keycode(SDLK_EQUALS.rawValue), shift: false, control: false) == .faster)
        #expect(KeyMap.command(for: SDL_Keycode(SDLK_MINUS.rawValue), shift: false, control: true) == .zoomOut)
        #expect(KeyMap.command(for: SDL_Keycode(SDLK_0.rawValue), shift: false, control: true) == .zoomReset)
    }

    @Test func editModesKeysApplyOnlyInEditMode() {
        let key = { (code: SDL_KeyCode, editing: Bool) in KeyMap.command(for: SDL_Keycode(code.rawValue), shift: false, editing: editing) }

        #expect(key(SDLK_c, true) == .studio(.recolorView))
        #expect(key(SDLK_c, false) == .clear)
        #expect(key(SDLK_BACKSPACE, true) == .studio(.deleteView))
        #expect(key(SDLK_BACKSPACE, false) == .resetLesson)
        #expect(key(SDLK_RETURN, true) == .studio(.renameView))
        #expect(key(SDLK_m, true) == .studio(.togglePalette))
        #expect(key(SDLK_m, false) == .toggleEditMenu)
        let palette = { (code: SDL_KeyCode) in KeyMap.command(for: SDL_Keycode(code.rawValue), shift: false, editing: true, palette: true) }
        #expect(palette(SDLK_3) == .studio(.paletteItem(3)))
        #expect(key(SDLK_3, true) == .toggle(.userInteractionEnabled), "the numbers are the palette's only while it is open")
        #expect(palette(SDLK_ESCAPE) == .studio(.paletteBack))
        #expect(palette(SDLK_a) == .studio(.addSubview))
        #expect(key(SDLK_SPACE, true) == .togglePause, "other keys keep their meaning")
        #expect(KeyMap.command(for: SDL_Keycode(SDLK_z.rawValue), shift: true, control: true) == .redoEdit)
        #expect(KeyMap.nameCharacter(for: SDL_Keycode(SDLK_b.rawValue), shift: true) == "B")
        #expect(KeyMap.nameCharacter(for: SDL_Keycode(SDLK_SPACE.rawValue), shift: false) == nil)
    }

    @Test func appKeysCarryTheirModifiers() {
        let key = KeyMap.appKey(for: SDL_Keycode(SDLK_c.rawValue), modifiers: KMOD_LCTRL.rawValue | KMOD_LSHIFT.rawValue)

        #expect(key?.input == "c")
        #expect(key?.flags == [.control, .shift])
        #expect(KeyMap.appKey(for: SDL_Keycode(SDLK_TAB.rawValue), modifiers: 0) == nil)
        #expect(KeyMap.appKey(for: SDL_Keycode(SDLK_LCTRL.rawValue), modifiers: KMOD_LCTRL.rawValue) == nil, "a bare modifier is no key")
    }

    @Test func everyLetterKeyTheHelpNamesDoesSomething() {
        let letters = Shortcuts.help.flatMap { entry in
            entry.keys.split { !$0.isLetter }.filter { $0.count == 1 && $0.first!.isASCII && $0.first!.isUppercase }.map { $0.lowercased() }
        }
        #expect(letters.contains("w"))

        for letter in Set(letters) {
            let code = SDL_Keycode(letter.unicodeScalars.first!.value)
            // Edit mode's letters (A) and Ctrl's (Z) count where the help says they work.
            let somewhere = KeyMap.command(for: code, shift: false) ?? KeyMap.command(for: code, shift: false, editing: true)
                ?? KeyMap.command(for: code, shift: false, control: true)
            #expect(somewhere != nil, "the help names \(letter.uppercased()) but the window ignores it")
        }
    }

    @Test func theLogKeys() {
        #expect(KeyMap.command(for: SDL_Keycode(SDLK_w.rawValue), shift: false) == .toggleWideLog)
        #expect(KeyMap.command(for: SDL_Keycode(SDLK_END.rawValue), shift: false) == .showNewestLog)
    }
}
