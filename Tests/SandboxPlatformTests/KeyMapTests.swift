import CSDL2
import SandboxStage
import Testing
@testable import SandboxPlatform

/// The keys the help lists are the keys the window answers.
@Suite("KeyMap against the help")
struct KeyMapTests {
    @Test func everyLetterKeyTheHelpNamesDoesSomething() {
        let letters = Shortcuts.help.flatMap { entry in
            entry.keys.split { !$0.isLetter }.filter { $0.count == 1 && $0.first!.isASCII && $0.first!.isUppercase }.map { $0.lowercased() }
        }
        #expect(letters.contains("w"))

        for letter in Set(letters) {
            let code = SDL_Keycode(letter.unicodeScalars.first!.value)
            #expect(KeyMap.command(for: code, shift: false) != nil, "the help names \(letter.uppercased()) but the window ignores it")
        }
    }

    @Test func theLogKeys() {
        #expect(KeyMap.command(for: SDL_Keycode(SDLK_w.rawValue), shift: false) == .toggleWideLog)
        #expect(KeyMap.command(for: SDL_Keycode(SDLK_END.rawValue), shift: false) == .showNewestLog)
    }
}
