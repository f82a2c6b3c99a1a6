import Foundation
import Testing
@testable import SandboxPlatform

/// The X error handler that keeps a vanished drag-and-drop source from ending the window
/// (scripts/smoke-window plays such a source against the real window under Xvfb).
@Suite("X error guard")
struct XErrorGuardTests {
    @Test func aBadWindowErrorIsCountedAndXlibGoesOn() {
        // Precondition: an XErrorEvent as Xlib hands it over: BadWindow (3) on X_GetProperty (20).
        let event = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 8)
        defer { event.deallocate() }
        event.initializeMemory(as: UInt8.self, repeating: 0, count: 64)
        event.storeBytes(of: UInt(0x200001), toByteOffset: 16, as: UInt.self)
        event.storeBytes(of: UInt8(3), toByteOffset: 32, as: UInt8.self)
        event.storeBytes(of: UInt8(20), toByteOffset: 33, as: UInt8.self)
        let before = XErrorGuard.ignoredErrors

        // Action: the handler, as Xlib calls it.
        let result = XErrorGuard.handle(nil, event)

        // Assertion: 0 (Xlib's default handler would have exited), counted, and worded.
        #expect(result == 0)
        #expect(XErrorGuard.ignoredErrors == before + 1)
        let fields = XErrorGuard.XErrorFields(event: UnsafeRawPointer(event))
        #expect(XErrorGuard.describe(fields) == "the X error BadWindow (request 20, resource 0x200001)")
    }

    @Test func anErrorWithoutAKnownNameIsNumbered() {
        let fields = XErrorGuard.XErrorFields(errorCode: 170, requestCode: 131, resource: 0)

        #expect(XErrorGuard.describe(fields) == "the X error number 170 (request 131, resource 0x0)")
    }
}
