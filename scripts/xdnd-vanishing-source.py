#!/usr/bin/env python3
"""A drag-and-drop source that vanishes mid-drag, for the window's smoke test.

Usage: xdnd-vanishing-source.py WINDOW_ID [COUNT]

Makes a window, destroys it, then sends the target window XDND's XdndEnter and XdndPosition
messages naming the destroyed window as their source, with the "more than three types" bit
set, so that the target asks the vanished window for its XdndTypeList and gets the X error
BadWindow, as when a file manager closes while a file is dragged over the window. Needs only
Xlib (libX11.so.6), through ctypes.
"""
import ctypes
import sys

x11 = ctypes.CDLL("libX11.so.6")
x11.XOpenDisplay.restype = ctypes.c_void_p
x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
x11.XDefaultRootWindow.restype = ctypes.c_ulong
x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
x11.XInternAtom.restype = ctypes.c_ulong
x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
x11.XCreateSimpleWindow.restype = ctypes.c_ulong
x11.XCreateSimpleWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                                    ctypes.c_uint, ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_ulong]
x11.XDestroyWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
x11.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.c_void_p]
x11.XFlush.argtypes = [ctypes.c_void_p]
x11.XCloseDisplay.argtypes = [ctypes.c_void_p]


class ClientMessage(ctypes.Structure):
    """Xlib's XClientMessageEvent, padded to the size of an XEvent (24 longs)."""
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                ("format", ctypes.c_int), ("l", ctypes.c_long * 5), ("pad", ctypes.c_long * 12)]


CLIENT_MESSAGE = 33


def main():
    target = int(sys.argv[1], 0)
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    display = x11.XOpenDisplay(None)
    if not display:
        sys.exit("xdnd-vanishing-source: cannot open the display")
    root = x11.XDefaultRootWindow(display)

    def atom(name):
        return x11.XInternAtom(display, name.encode(), 0)

    for _ in range(count):
        source = x11.XCreateSimpleWindow(display, root, 0, 0, 10, 10, 0, 0, 0)
        x11.XSync(display, 0)
        x11.XDestroyWindow(display, source)
        x11.XSync(display, 0)
        for name, data in (("XdndEnter", [source, (5 << 24) | 1, atom("text/uri-list"), atom("text/plain"), atom("UTF8_STRING")]),
                           ("XdndPosition", [source, 0, (100 << 16) | 100, 0, atom("XdndActionCopy")])):
            event = ClientMessage()
            event.type = CLIENT_MESSAGE
            event.display = display
            event.window = target
            event.message_type = atom(name)
            event.format = 32
            for index, value in enumerate(data):
                event.l[index] = value
            x11.XSendEvent(display, target, 0, 0, ctypes.byref(event))
        x11.XFlush(display)
    x11.XSync(display, 0)
    x11.XCloseDisplay(display)


if __name__ == "__main__":
    main()
