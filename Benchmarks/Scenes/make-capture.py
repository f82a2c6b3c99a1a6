#!/usr/bin/env python3
"""Writes the capture benchmark's app, 10,110 views under one window, either as the JSON
Capture/ResponderSandboxCapture.swift writes (default) or, with --dump, as the
`recursiveDescription` text lldb prints for the same hierarchy: four levels of 10, 10, 10 and 9
subviews laid out as grids. Each top-level section is a controller's view, every seventh view
has a tap recognizer with a target, the leaves are labels with text (user interaction off) and
buttons with a target and action in turn, and each section's second row is a scroll view.

    python3 Benchmarks/Scenes/make-capture.py > app-10110.json
    python3 Benchmarks/Scenes/make-capture.py --dump > app-10110.txt
    responder-sandbox trace app-10110.json --tap 1000,500
"""
import json
import sys

BRANCHING = [10, 10, 10, 9]
WIDTH, HEIGHT = 4000, 2000


def tree():
    """The views, depth first: (address, superview address, frame, level, index)."""
    counter = [0]
    views = []

    def address():
        counter[0] += 1
        return f"0x7fa1d{counter[0]:07x}"

    window = address()
    views.append((window, None, (0, 0, WIDTH, HEIGHT), -1, 0))

    def children(parent, width, height, level):
        if level == len(BRANCHING):
            return
        count = BRANCHING[level]
        columns = 5 if count >= 5 else count
        rows = (count + columns - 1) // columns
        cell_width, cell_height = width / columns, height / rows
        for index in range(count):
            x, y = (index % columns) * cell_width, (index // columns) * cell_height
            frame = (round(x + 2, 1), round(y + 2, 1), round(cell_width - 4, 1), round(cell_height - 4, 1))
            own = address()
            views.append((own, parent, frame, level, index))
            children(own, frame[2], frame[3], level + 1)

    children(window, WIDTH, HEIGHT, 0)
    return views


def kind(level, index):
    if level == len(BRANCHING) - 1:
        return "button" if index % 2 else "label"
    if level == 1 and index == 1:
        return "scroll"
    return "view"


def capture(views, out):
    responder = lambda cls, sup, addr: {"class": cls, "superclasses": sup, "address": addr, "isFirstResponder": False,
                                        "canBecomeFirstResponder": False, "overrides": []}
    app = responder("UIApplication", [], "0x600000001000")
    app["delegate"] = {"isResponder": True, **responder("MyApp.AppDelegate", ["UIResponder"], "0x600000002000")}
    out.write('{"responderSandboxCapture": 1,\n"application": ' + json.dumps(app) + ',\n"views": [\n')
    lines = []
    for number, (addr, parent, frame, level, index) in enumerate(views):
        what = kind(level, index)
        cls, sup = {"view": ("UIView", []), "label": ("UILabel", ["UIView"]), "button": ("UIButton", ["UIControl", "UIView"]),
                    "scroll": ("UIScrollView", ["UIView"])}[what]
        if parent is None:
            cls, sup = "UIWindow", ["UIView"]
        view = responder(cls, sup, addr)
        view.update({"superview": parent, "accessibilityIdentifier": None, "frame": list(frame),
                     "bounds": [0, 0, frame[2], frame[3]], "transform": [1, 0, 0, 1, 0, 0], "isHidden": False, "alpha": 1,
                     "backgroundColor": [1, 1, 1, 1] if what == "view" else None, "isUserInteractionEnabled": what != "label",
                     "clipsToBounds": what == "scroll", "isMultipleTouchEnabled": False, "isExclusiveTouch": False,
                     "text": f"Item {number}" if what in ("label", "button") else None})
        if level == 0:
            view["controller"] = responder("MyApp.SectionViewController", ["UIViewController"], f"0x6000001{index:05x}")
        if what == "button":
            view["control"] = {"isEnabled": True, "targets": [{"target": "0x600000100000", "targetClass": "MyApp.SectionViewController",
                                                               "events": [{"event": "touchUpInside", "actions": ["itemTapped:"]}]}]}
        if what == "scroll":
            view["scrollView"] = {"contentOffset": [0, 0], "contentSize": [frame[2], frame[3] * 3], "adjustedContentInset": [0, 0, 0, 0],
                                  "isScrollEnabled": True, "delaysContentTouches": True, "canCancelContentTouches": True, "bounces": True,
                                  "isPagingEnabled": False, "isDirectionalLockEnabled": False}
        if number % 7 == 3 and what != "label":
            view["gestureRecognizers"] = [{"class": "UITapGestureRecognizer", "superclasses": ["UIGestureRecognizer"],
                                           "address": f"0x6000002{number:05x}", "name": None, "isEnabled": True, "state": "possible",
                                           "cancelsTouchesInView": True, "delaysTouchesBegan": False, "delaysTouchesEnded": True,
                                           "numberOfTapsRequired": 1, "numberOfTouchesRequired": 1,
                                           "targets": [{"action": "tapped:", "targetClass": "MyApp.SectionViewController", "target": "0x600000100000"}],
                                           "delegate": None}]
        if parent is None:
            view["window"] = {"windowLevel": 0, "isKeyWindow": True, "windowScene": "0x600000003000", "rootViewController": "0x600000100000"}
        lines.append(json.dumps(view, separators=(", ", ": ")))
    out.write(",\n".join(lines))
    out.write("\n]}\n")


def dump(views, out):
    depth = {None: -1}
    out.write("(lldb) expr -l objc -O -- [[UIWindow keyWindow] recursiveDescription]\n")
    for number, (addr, parent, frame, level, index) in enumerate(views):
        depth[addr] = depth[parent] + 1
        what = kind(level, index)
        prefix = "   | " * depth[addr]
        x, y, w, h = (f"{v:g}" for v in frame)
        layer = f"layer = <CALayer: 0x6000{number:08x}>"
        recognizers = "gestureRecognizers = <NSArray: 0x6000005{:05x}>; ".format(number) if number % 7 == 3 and what != "label" else ""
        if parent is None:
            out.write(f"<UIWindow: {addr}; frame = (0 0; {WIDTH} {HEIGHT}); gestureRecognizers = <NSArray: 0x600000c4c8a0>; layer = <UIWindowLayer: 0x600000230f00>>\n")
        elif what == "label":
            out.write(f"{prefix}<UILabel: {addr}; frame = ({x} {y}; {w} {h}); text = 'Item {number}'; opaque = NO; autoresize = RM+BM; "
                      f"userInteractionEnabled = NO; {layer}>\n")
        elif what == "button":
            out.write(f"{prefix}<UIButton: {addr}; frame = ({x} {y}; {w} {h}); opaque = NO; autoresize = RM+BM; {recognizers}{layer}>\n")
        elif what == "scroll":
            out.write(f"{prefix}<UIScrollView: {addr}; frame = ({x} {y}; {w} {h}); clipsToBounds = YES; autoresize = W+H; {recognizers}"
                      f"{layer}; contentOffset: {{0, 0}}; contentSize: {{{w}, {float(frame[3]) * 3:g}}}; adjustedContentInset: {{0, 0, 0, 0}}>\n")
        else:
            out.write(f"{prefix}<UIView: {addr}; frame = ({x} {y}; {w} {h}); autoresize = W+H; {recognizers}{layer}>\n")
    out.write("(lldb)\n")


if __name__ == "__main__":
    views = tree()
    (dump if "--dump" in sys.argv[1:] else capture)(views, sys.stdout)
