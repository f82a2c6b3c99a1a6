import Foundation

/// Keeps an X protocol error from ending the window. Xlib's default error handler prints the
/// error and exits, and SDL 2.26's own handler passes every error on to it: a drag-and-drop
/// source that goes away mid-drag (SDL then asks the vanished window for its type list and
/// gets BadWindow) killed the window and its unsaved edits. With the guard an error is one
/// line on standard error and the window goes on; a lost connection to the X server (Xlib's
/// separate I/O error handler) still ends it.
public enum XErrorGuard {
    /// X errors received and passed over since the guard was installed.
    public private(set) nonisolated(unsafe) static var ignoredErrors = 0

    /// Errors written to standard error before the guard only counts them: a flood of errors
    /// from one broken client fills no terminal.
    static let reportedErrors = 5

    /// Installs the handler in the process's Xlib, if SDL loaded one (the x11 video driver);
    /// under the dummy, offscreen or Wayland drivers there is nothing to guard. Call it after
    /// SDL's video starts, since SDL installs its own handler then; SDL's brief handlers around
    /// single requests put back whatever was there before them, this one.
    /// True when the handler is in place.
    @discardableResult
    public static func install() -> Bool {
        #if os(Linux)
        // RTLD_NOLOAD: only the Xlib SDL already loaded (SDL opens libX11 itself at run time).
        guard let library = dlopen("libX11.so.6", RTLD_LAZY | RTLD_NOLOAD),
              let symbol = dlsym(library, "XSetErrorHandler") else { return false }
        typealias SetHandler = @convention(c) (Handler?) -> Handler?
        let setHandler = unsafeBitCast(symbol, to: SetHandler.self)
        _ = setHandler(handle)
        return true
        #else
        // macOS's SDL draws through Cocoa: no Xlib, no X errors.
        return false
        #endif
    }

    /// Xlib's `XErrorHandler`: `int (*)(Display *, XErrorEvent *)`.
    typealias Handler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32

    /// The handler: counts the error, says which it was, and returns so that Xlib goes on.
    static let handle: Handler = { _, event in
        ignoredErrors += 1
        guard ignoredErrors <= reportedErrors else { return 0 }
        let line = event.map { describe(XErrorFields(event: UnsafeRawPointer($0))) } ?? "an X error"
        let more = ignoredErrors == reportedErrors ? " (further X errors are passed over silently)" : ""
        FileHandle.standardError.write(Data("responder-sandbox: passed over \(line): a window it named has gone, most often a drag-and-drop source\(more)\n".utf8))
        return 0
    }

    /// The parts of Xlib's `XErrorEvent` a message needs.
    struct XErrorFields {
        var errorCode: UInt8
        var requestCode: UInt8
        var resource: UInt

        /// Read at XErrorEvent's offsets on a 64-bit system: `int type` (padded to 8),
        /// `Display *display`, `XID resourceid`, `unsigned long serial`, then the codes.
        init(event: UnsafeRawPointer) {
            resource = event.load(fromByteOffset: 16, as: UInt.self)
            errorCode = event.load(fromByteOffset: 32, as: UInt8.self)
            requestCode = event.load(fromByteOffset: 33, as: UInt8.self)
        }

        init(errorCode: UInt8, requestCode: UInt8, resource: UInt) {
            self.errorCode = errorCode
            self.requestCode = requestCode
            self.resource = resource
        }
    }

    /// `the X error BadWindow (request 20, resource 0x400001)`: the protocol's name for the
    /// error codes a vanished window gives, the number for any other.
    static func describe(_ fields: XErrorFields) -> String {
        // X11's Xproto.h: 3 BadWindow, 4 BadPixmap, 8 BadMatch, 9 BadDrawable, 13 BadGC.
        let names: [UInt8: String] = [3: "BadWindow", 4: "BadPixmap", 8: "BadMatch", 9: "BadDrawable", 13: "BadGC"]
        let name = names[fields.errorCode] ?? "number \(fields.errorCode)"
        return "the X error \(name) (request \(fields.requestCode), resource 0x\(String(fields.resource, radix: 16)))"
    }
}
