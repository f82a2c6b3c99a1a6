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
}
