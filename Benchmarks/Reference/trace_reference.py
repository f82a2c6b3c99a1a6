#!/usr/bin/env python3
"""An independent Python implementation of the sandbox's touch rules, for a baseline.

Written from the rules in docs/uikit-rules.md and the trace format in docs/trace.md, not from
the Swift code: hit-testing (skip hidden, interaction off or alpha < 0.01; pointInside on the
bounds grown by hitArea; subviews front to back; passthrough), the responder chain (a
controller's root view leads to its controller, a controller to its view's superview, the
window to the application, the application to a responder delegate), touchesBegan and
touchesEnded along that chain (handles, callsSuper, later phases forwarded only where
touchesBegan was), and one JSON object a line, fields in the documented order.

It covers what a tap on a scene of plain views needs (no controls, first responders, motion
or multitouch rules), which is what the trace benchmark measures.

    python3 trace_reference.py SCENE.yaml --tap X,Y [--taps N] [--print]

--print writes the trace to standard output (compare it with
`responder-sandbox trace SCENE --tap X,Y --format json`); otherwise the N taps' lines go to
/dev/null through a buffered file and the time per tap is printed, the scene's loading left out.
"""
import argparse
import json
import sys
import time

import yaml

Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
TOUCH_METHODS = ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"]


class Responder:
    def __init__(self, name, node=None):
        node = node or {}
        self.name = name
        self.handles = set()
        for word in node.get("handles", []):
            self.handles.update(TOUCH_METHODS if word == "touches" else [word])
        self.calls_super = node.get("callsSuper", False)
        self.next = None


class View(Responder):
    def __init__(self, node):
        super().__init__(node["name"], node)
        self.x, self.y, self.width, self.height = node["frame"]
        self.hidden = node.get("hidden", False)
        self.alpha = node.get("alpha", 1)
        self.interaction = node.get("userInteractionEnabled", True)
        self.hit_area = node.get("hitArea", 0)
        self.passthrough = node.get("passthrough", False)
        self.subviews = []


def build(document):
    window = View({"name": "UIWindow", "frame": [0, 0] + list(document.get("size", [800, 600]))})
    application = Responder("UIApplication")
    window.next = application
    delegate = document.get("delegate", {})
    if delegate.get("responder", True):
        application.next = Responder(delegate.get("name", "AppDelegate"), delegate)

    def controller(node, superview):
        owner = Responder(node["controller"], node)
        root = view(node["view"], superview)
        root.next = owner
        owner.next = superview
        return root

    def view(node, superview):
        made = View(node)
        made.next = superview
        for child in node.get("subviews", []):
            made.subviews.append(controller(child, made) if "controller" in child else view(child, made))
        return made

    window.subviews.append(controller(document["root"], window))
    return window


# One encoder for every line: json.dumps with options would build a new one each call.
dumps = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False).encode


def hit_test(view, x, y, out):
    out(dumps({"type": "hitTest", "view": view.name}))
    result = None
    reason = "hidden" if view.hidden else "userInteractionDisabled" if not view.interaction else "alpha" if view.alpha < 0.01 else None
    if reason:
        out(dumps({"type": "skipped", "view": view.name, "reason": reason}))
    else:
        grow = view.hit_area
        inside = -grow <= x < view.width + grow and -grow <= y < view.height + grow
        out(dumps({"type": "pointInside", "view": view.name, "inside": inside}))
        if inside:
            for subview in reversed(view.subviews):
                result = hit_test(subview, x - subview.x, y - subview.y, out)
                if result:
                    break
            else:
                result = None if view.passthrough else view
    out(dumps({"type": "hitTestReturn", "view": view.name, "result": result.name if result else None}))
    return result


def chain(responder):
    names = []
    while responder:
        names.append(responder.name)
        responder = responder.next
    return names


def deliver(method, first, touch, forwarded, out):
    """UIResponder's default methods: handle, or pass on; later phases only where touchesBegan passed."""
    handler = None
    responder = first
    while responder:
        handles = method in responder.handles
        passes = method == "touchesBegan" or responder in forwarded[touch]
        if handles or passes:
            out(dumps({"type": "deliver", "method": method, "responder": responder.name, "handled": handles}))
        if handles and handler is None:
            handler = responder
        if handles and not responder.calls_super:
            break
        if not passes:
            out(dumps({"type": "notForwarded", "method": method, "responder": responder.name}))
            break
        if method == "touchesBegan":
            forwarded[touch].add(responder)
        responder = responder.next
    return handler


def tap(window, x, y, touch, forwarded, out):
    hit = hit_test(window, x, y, out)
    if hit is None:
        return
    forwarded[touch] = set()
    names = chain(hit)
    for method in ("touchesBegan", "touchesEnded"):
        handler = deliver(method, hit, touch, forwarded, out)
        out(dumps({"type": "result", "event": method, "touch": touch, "hitTestView": hit.name, "firstResponder": None,
                   "chain": names, "handledBy": handler.name if handler else None, "note": None}))
    del forwarded[touch]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("scene")
    parser.add_argument("--tap", required=True)
    parser.add_argument("--taps", type=int, default=2000)
    parser.add_argument("--print", action="store_true")
    arguments = parser.parse_args()
    x, y = (float(v) for v in arguments.tap.split(","))
    with open(arguments.scene, encoding="utf-8") as file:
        window = build(yaml.load(file, Loader=Loader))
    if arguments.print:
        tap(window, x, y, 1, {}, lambda line: sys.stdout.write(line + "\n"))
        return
    with open("/dev/null", "w", encoding="utf-8") as sink:
        def out(line):
            sink.write(line + "\n")
        forwarded = {}
        tap(window, x, y, 1, forwarded, out)  # warm-up
        start = time.perf_counter()
        for touch in range(2, arguments.taps + 2):
            tap(window, x, y, touch, forwarded, out)
        elapsed = time.perf_counter() - start
    print(f"{elapsed / arguments.taps * 1e6:.1f} µs per tap ({arguments.taps} taps, Python {sys.version.split()[0]})")


if __name__ == "__main__":
    main()
