import Foundation
import Testing
@testable import SandboxPlatform

/// `--size` larger than the screen: the window is fitted to the usable display.
@Suite("Fitting the window to the screen")
struct WindowFitTests {
    @Test func aWindowThatFitsIsLeftAlone() {
        #expect(SDLLibrary.fitted(CGSize(width: 1280, height: 800), into: CGSize(width: 1920, height: 1050)) == nil)
    }

    @Test func aLargerWindowIsShrunkToTheUsableAreaLessItsTitleBar() {
        let fitted = SDLLibrary.fitted(CGSize(width: 3000, height: 2000), into: CGSize(width: 1600, height: 1000))

        #expect(fitted == CGSize(width: 1600, height: 968))
    }

    @Test func onlyTheSideThatDoesNotFitChanges() {
        let fitted = SDLLibrary.fitted(CGSize(width: 1000, height: 1200), into: CGSize(width: 1920, height: 1080))

        #expect(fitted == CGSize(width: 1000, height: 1048))
    }

    @Test func theNoteOnAScreenOfTheSameSizeSaysWhereThePointsWent() {
        // Precondition: 1920×1080 asked on a 1920×1080 screen whose panel leaves 1920×1050.
        let usable = CGSize(width: 1920, height: 1050), asked = CGSize(width: 1920, height: 1080)
        let fitted = SDLLibrary.fitted(asked, into: usable)

        // Action
        let note = fitted.map { SDLLibrary.fitNote(asked: asked, usable: usable, fitted: $0) }

        // Assertion: the size asked, the screen's room for windows and the title bar, no "would not fit the screen" beside the same size.
        #expect(note == "a 1920×1080 window does not fit this screen: its panels leave 1920×1050 for windows, and the title bar takes 32 points of that height; opening it at 1920×1018")
    }
}
